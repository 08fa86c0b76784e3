import { describe, expect, it } from 'vitest';

import { makeOffer, makeProduct } from '@/features/product/testing/make-product';
import { listedItem, productItem } from '@/lib/shop/analytics/items';

import { toTile } from './tile';

describe('toTile', () => {
  it('keeps what the card shows: the small picture, the lowest price in stock, a ring’s sizes', () => {
    const ring = makeProduct({
      productOffers: [makeOffer('a', '18', 2, 15_000, 19_000), makeOffer('b', '17', 1, 14_000)],
    });
    expect(toTile(ring)).toEqual({
      sku: '10008308',
      name: 'Кольцо из золота 585 с фианитом',
      slug: 'kolco-iz-zolota-585-s-fianitom-10008308',
      image: '/media/p/ring_1-sm.svg',
      categories: ['Кольца'],
      price: 14_000,
      old: null,
      sizes: ['17', '18'],
    });
  });

  it('marks a product out of stock, falls back to the preview, and gives sizes to rings only', () => {
    const earrings = makeProduct({
      images: [],
      categories: [{ id: 2, name: 'Серьги', slug: 'sergi' }],
      productOffers: [makeOffer('e', null, 0, 5_000)],
    });
    const tile = toTile(earrings);
    expect(tile.out).toBe(true);
    expect(tile.image).toBe('/media/p/ring_1.svg');
    expect(tile).not.toHaveProperty('sizes');
  });

  it('gives the same analytics item as the product it came from', () => {
    const product = makeProduct({
      categories: [
        { id: 1, name: 'Кольца', slug: 'kolca' },
        { id: 9, name: 'Обручальные кольца', slug: 'obruchalnye' },
      ],
      productOffers: [makeOffer('a', '18', 2, 15_000, 19_000)],
    });
    expect(listedItem(toTile(product))).toEqual(productItem(product));
  });
});
