import type { Product, ProductOffer } from '@/lib/platform/api/contracts/catalog';

/** Test factory: one offer with a site price (and an old price when given). */
export function makeOffer(
  id: string,
  size: string | null,
  count: number,
  price: number,
  old: number | null = null,
): ProductOffer {
  return {
    id,
    size,
    count,
    tradeOffer: {
      id: `trade-${id}`,
      quantityRetail: count,
      prices: [
        { type: 'site', price, currency: 'RUB' },
        ...(old !== null ? [{ type: 'old' as const, price: old, currency: 'RUB' as const }] : []),
      ],
    },
  };
}

/** Test factory: a ring with three sizes in stock unless `overrides` say otherwise. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 'product-1',
    name: 'Кольцо из золота 585 с фианитом',
    sku: '10008308',
    slug: 'kolco-iz-zolota-585-s-fianitom-10008308',
    description: 'Кольцо из золота 585 <с фианитом>.',
    vendorCode: 'KL-AU-008308',
    preview_image: { image_url_lg: '/media/p/ring_1.svg' },
    images: [
      { image_url_lg: '/media/p/ring_1.svg', image_url_sm: '/media/p/ring_1-sm.svg' },
      { image_url_lg: '/media/p/ring_2.svg', image_url_sm: '/media/p/ring_2-sm.svg' },
    ],
    videos: [],
    categories: [{ id: 1, name: 'Кольца', slug: 'kolca' }],
    attributes: [
      { id: 1, code: 'metal', name: 'Металл и проба', valueId: 101, value: 'Золото 585' },
    ],
    discount_price: 13790,
    lowest_price: null,
    isFavorite: false,
    productOffers: [
      makeOffer('o-18', '18', 3, 13790),
      makeOffer('o-16-5', '16.5', 0, 13790),
      makeOffer('o-17', '17', 4, 13790),
      makeOffer('o-15-5', '15.5', 8, 13790),
    ],
    ...overrides,
  };
}
