import type { Cart, CartItem } from '@/lib/platform/api/contracts/cart';

/** Test factory: a cart line (in stock, quantity 1 unless told otherwise). */
export function makeCartItem(uuid: string, overrides: Partial<CartItem> = {}): CartItem {
  const quantity = overrides.quantity ?? 1;
  const price = overrides.price ?? 10000;
  return {
    uuid,
    offerUuid: `offer-${uuid}`,
    productUuid: `product-${uuid}`,
    product: {
      name: `Кольцо ${uuid}`,
      sku: `sku-${uuid}`,
      slug: `ring-${uuid}`,
      image: `/media/p/${uuid}.svg`,
    },
    size: '17',
    quantity,
    price,
    cost: price * quantity,
    isCompleted: true,
    restrictions: { promocode: false },
    ...overrides,
  };
}

/** Test factory: a cart with totals computed from its lines. */
export function makeCart(items: CartItem[] = [], overrides: Partial<Cart> = {}): Cart {
  const quantity = items.reduce((sum, item) => sum + item.quantity, 0);
  const cost = items.reduce((sum, item) => sum + item.cost, 0);
  return {
    uuid: 'cart-1',
    sessionId: 'session-1',
    items,
    adjustments: [],
    canOrder: items.length > 0 && items.every((item) => item.isCompleted),
    promocode: null,
    paySystem: null,
    totals: { quantity, items: cost, discount: 0, total: cost },
    status: null,
    ...overrides,
  };
}
