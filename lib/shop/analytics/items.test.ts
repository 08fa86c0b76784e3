import { describe, expect, it } from 'vitest';

import type { Product, ProductOffer } from '@/lib/platform/api/contracts/catalog';

import { cartLineItem, itemsValue, offerItem, orderLineItem, productItem } from './items';

const offer = (id: string, size: string, price: number, old?: number): ProductOffer => ({
  id,
  size,
  count: 1,
  tradeOffer: {
    id,
    quantityRetail: 1,
    prices: [
      { type: 'site', price, currency: 'RUB' },
      ...(old ? [{ type: 'old' as const, price: old, currency: 'RUB' as const }] : []),
    ],
  },
});

const makeProduct = (overrides: Partial<Product>): Product => ({
  id: 'product-1',
  name: 'Кольцо из золота 585 с фианитом',
  sku: '10008308',
  slug: 'kolco',
  description: '',
  vendorCode: 'KL-AU-008308',
  preview_image: { image_url_lg: '/media/p/ring_1.svg' },
  images: [],
  videos: [],
  categories: [],
  attributes: [],
  discount_price: null,
  lowest_price: null,
  isFavorite: false,
  productOffers: [],
  ...overrides,
});

describe('items from the contracts', () => {
  it('a product: SKU, brand, category path, card price and discount in roubles', () => {
    const product = makeProduct({
      categories: [
        { id: 1, name: 'Кольца', slug: 'kolca' },
        { id: 2, name: 'Обручальные кольца', slug: 'obruchalnye-kolca' },
      ],
      productOffers: [offer('a', '17', 12000, 16000), offer('b', '18', 15000)],
    });
    const item = productItem(product);
    expect(item).toEqual({
      item_id: '10008308',
      item_name: 'Кольцо из золота 585 с фианитом',
      item_brand: 'Ювелирный магазин',
      item_category: 'Кольца',
      item_category2: 'Обручальные кольца',
      price: 12000,
      discount: 4000,
    });
    // the chosen size: its own price, no discount, the size as the variant
    expect(offerItem(item, product.productOffers[1]!)).toEqual({
      ...item,
      price: 15000,
      discount: undefined,
      item_variant: '18',
    });
  });

  it('cart and order lines, and the value of items', () => {
    const line = cartLineItem({
      uuid: 'l1',
      offerUuid: 'o1',
      productUuid: 'p1',
      product: { name: 'Серьги', sku: 'S-1', slug: 'sergi', image: '/m.svg' },
      size: null,
      quantity: 2,
      price: 4990.5,
      cost: 9981,
      isCompleted: true,
      restrictions: { promocode: true },
    });
    expect(line).toEqual({
      item_id: 'S-1',
      item_name: 'Серьги',
      item_brand: 'Ювелирный магазин',
      price: 4990.5,
      quantity: 2,
    });
    expect(itemsValue([line])).toBe(9981);
    expect(
      orderLineItem({
        uuid: 'x',
        offerUuid: 'o',
        productUuid: 'p',
        name: 'Кольцо',
        sku: 'R-1',
        size: '17,5',
        quantity: 1,
        price: 9000,
        oldPrice: 12000,
        cost: 9000,
      }),
    ).toMatchObject({ item_id: 'R-1', price: 9000, discount: 3000, item_variant: '17,5' });
  });
});
