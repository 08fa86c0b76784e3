import { describe, expect, it } from 'vitest';

import type { Product } from '@/lib/platform/api/contracts/catalog';

import { toProductCard } from './to-product-card';

const product = (overrides: Partial<Product> = {}): Product => ({
  id: 'p1',
  name: 'Кольцо из золота 585 с фианитом',
  sku: 'SKU-1',
  slug: 'kolco-1',
  description: '',
  vendorCode: 'V1',
  preview_image: { image_url_lg: '/media/p/ring.svg' },
  images: [],
  videos: [],
  categories: [],
  attributes: [],
  discount_price: 9990,
  lowest_price: 14990,
  isFavorite: false,
  productOffers: [],
  ...overrides,
});

describe('toProductCard', () => {
  it('keeps the site price as current and the higher old price', () => {
    expect(toProductCard(product(), 3)).toMatchObject({
      slug: 'kolco-1',
      image: '/media/p/ring.svg',
      prices: { current: 9990, old: 14990 },
      price: { amount: 9990 },
      index: 3,
    });
  });

  it('shows no old price when it is not higher', () => {
    expect(toProductCard(product({ lowest_price: null }), 0).prices.old).toBeNull();
    expect(toProductCard(product({ lowest_price: 9990 }), 0).prices.old).toBeNull();
  });
});
