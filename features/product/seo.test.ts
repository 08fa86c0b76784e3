import { describe, expect, it } from 'vitest';

import { makeShop, makeShopStock } from '@/features/reservation/testing/reservation-fakes';

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

describe('productJsonLd: engraving and shops', () => {
  const URL_OF = 'https://shop.example/product/kolco-iz-zolota-585-s-fianitom-10008308/';
  const ring = (offers = [makeOffer('o-17', '17', 2, 20000), makeOffer('o-18', '18', 0, 22000)]) =>
    makeProduct({
      categories: [{ id: 7, name: 'Обручальные кольца', slug: 'obruchalnye-kolca' }],
      productOffers: offers,
    });

  it('offers engraving as an add-on of a wedding ring’s offer, and of no other product', () => {
    expect(productJsonLd(ring(), ORIGIN).offers).toEqual({
      '@type': 'Offer',
      priceCurrency: 'RUB',
      price: 20000,
      availability: 'https://schema.org/InStock',
      url: URL_OF,
      addOn: {
        '@type': 'Offer',
        name: 'Гравировка',
        itemOffered: {
          '@type': 'Service',
          name: 'Гравировка',
          description: 'Надпись до 25 символов, шрифт «Классический» или «Рукописный»',
        },
      },
    });
    const soldOut = ring([makeOffer('o-17', '17', 0, 20000)]);
    expect(productJsonLd(soldOut, ORIGIN).offers).toMatchObject({
      availability: 'https://schema.org/OutOfStock',
      addOn: { name: 'Гравировка' },
    });
    expect(productJsonLd(makeProduct(), ORIGIN).offers).not.toHaveProperty('addOn');
  });

  it('adds an offer per shop holding some size, available at that JewelryStore', () => {
    const arbat = { ...makeShop(1, 'Арбат', [55.75, 37.59]), address: 'Москва, ул. Арбат, 1' };
    const offers = productJsonLd(ring(), ORIGIN, {
      shops: [
        makeShopStock(arbat, 1, 4), // 17 «Мало», 18 «В наличии»: two prices
        makeShopStock(makeShop(2, 'Белая', [55.7, 37.5]), 2, 0), // 17 «Мало» only
        makeShopStock(makeShop(3, 'Центр', [55.75, 37.62]), 0, 0), // nothing: left out
      ],
    }).offers;
    expect(Array.isArray(offers) && offers).toHaveLength(3);
    const [online, atArbat, atBelaya] = offers as Record<string, unknown>[];
    // the online offer first, as without shops
    expect(online).toMatchObject({ '@type': 'Offer', price: 20000, addOn: { name: 'Гравировка' } });
    expect(atArbat).toEqual({
      '@type': 'AggregateOffer',
      priceCurrency: 'RUB',
      lowPrice: 20000,
      highPrice: 22000,
      offerCount: 2,
      availability: 'https://schema.org/InStock',
      url: URL_OF,
      availableAtOrFrom: {
        '@type': 'JewelryStore',
        '@id': 'https://shop.example/addresses/#shop-1',
        name: 'Ювелирный магазин «Арбат»',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'ул. Арбат, 1',
          addressLocality: 'Москва',
          addressCountry: 'RU',
        },
      },
      availableDeliveryMethod: 'https://schema.org/OnSitePickup',
    });
    expect(atBelaya).toMatchObject({
      '@type': 'Offer',
      price: 20000,
      availability: 'https://schema.org/LimitedAvailability',
      availableAtOrFrom: { '@id': 'https://shop.example/addresses/#shop-2' },
    });
    expect(atBelaya).not.toHaveProperty('addOn');
  });

  it('keeps the one online offer when no shop holds the product', () => {
    const none = [makeShopStock(makeShop(3, 'Центр', [55.75, 37.62]), 0, 0)];
    expect(productJsonLd(makeProduct(), ORIGIN, { shops: none }).offers).toEqual(
      productJsonLd(makeProduct(), ORIGIN).offers,
    );
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
