import { describe, expect, it } from 'vitest';

import {
  META_DESCRIPTION_MAX,
  productBreadcrumbs,
  productJsonLd,
  productMetaDescription,
} from './seo';
import { makeOffer, makeProduct } from './testing/make-product';

const ORIGIN = 'https://shop.example';

describe('productJsonLd', () => {
  it('describes the product with absolute image and page URLs', () => {
    const product = makeProduct();
    expect(productJsonLd(product, ORIGIN)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Кольцо из золота 585 с фианитом',
      sku: '10008308',
      mpn: 'KL-AU-008308',
      image: ['https://shop.example/media/p/ring_1.svg', 'https://shop.example/media/p/ring_2.svg'],
      description: 'Кольцо из золота 585 <с фианитом>.',
      brand: { '@type': 'Brand', name: 'Ювелирный магазин' },
      url: 'https://shop.example/product/kolco-iz-zolota-585-s-fianitom-10008308/',
      offers: {
        '@type': 'Offer',
        priceCurrency: 'RUB',
        price: 13790,
        availability: 'https://schema.org/InStock',
        url: 'https://shop.example/product/kolco-iz-zolota-585-s-fianitom-10008308/',
      },
    });
  });

  it('aggregates sizes with different prices', () => {
    const product = makeProduct({
      productOffers: [
        makeOffer('a', '17', 1, 15000),
        makeOffer('b', '18', 2, 12000, 16000),
        makeOffer('c', '19', 0, 9000),
      ],
    });
    expect(productJsonLd(product, ORIGIN).offers).toEqual({
      '@type': 'AggregateOffer',
      priceCurrency: 'RUB',
      lowPrice: 12000,
      highPrice: 15000,
      offerCount: 2,
      availability: 'https://schema.org/InStock',
      url: 'https://shop.example/product/kolco-iz-zolota-585-s-fianitom-10008308/',
    });
  });

  it('marks a product out of stock at its card price', () => {
    const product = makeProduct({ productOffers: [makeOffer('a', '17', 0, 9990)] });
    expect(productJsonLd(product, ORIGIN).offers).toMatchObject({
      '@type': 'Offer',
      price: 9990,
      availability: 'https://schema.org/OutOfStock',
    });
  });

  it('falls back to the preview image and leaves offers out without any price', () => {
    const product = makeProduct({ images: [], productOffers: [] });
    const data = productJsonLd(product, ORIGIN);
    expect(data.image).toEqual(['https://shop.example/media/p/ring_1.svg']);
    expect(data).not.toHaveProperty('offers');
  });
});

describe('productBreadcrumbs', () => {
  it('goes Каталог › category › product', () => {
    expect(productBreadcrumbs(makeProduct())).toEqual([
      { label: 'Каталог', href: '/catalog/' },
      { label: 'Кольца', href: '/catalog/kolca/' },
      { label: 'Кольцо из золота 585 с фианитом' },
    ]);
    expect(productBreadcrumbs(makeProduct({ categories: [] }))).toHaveLength(2);
  });
});

describe('productMetaDescription', () => {
  it('keeps a short one whole', () => {
    const product = makeProduct({ name: 'Кольцо', vendorCode: 'K1', description: 'Золото 585.' });
    expect(productMetaDescription(product, ' за 9 990 ₽')).toBe(
      'Кольцо, артикул K1 за 9 990 ₽. Золото 585.',
    );
  });

  it('cuts a long one at a word and ends it with «…»', () => {
    const words = 'Изящное кольцо из красного золота с россыпью фианитов';
    const product = makeProduct({
      name: 'Кольцо',
      vendorCode: 'K1',
      description: `${words}. ${words}. ${words}. ${words}.`,
    });
    const text = productMetaDescription(product, '');
    expect(text.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    expect(text.endsWith('…')).toBe(true);
    const lastWord = text.slice(0, -1).split(' ').at(-1)!;
    expect(words.split(' ')).toContain(lastWord.replace(/[.,]$/, ''));
  });
});
