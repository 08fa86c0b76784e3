import { afterEach, describe, expect, it } from 'vitest';

import type { Cart } from '@/lib/platform/api/contracts/cart';
import type { LegacyOrder } from '@/lib/platform/api/contracts/legacy-checkout';
import type { Order } from '@/lib/platform/api/contracts/order';

import { reportLegacyPurchase, reportPlacedPayment, reportPurchase } from './checkout-analytics';

type Pushed = { event?: string; ecommerce?: Record<string, unknown> };
const pushed = () =>
  ((window as unknown as { dataLayer?: Pushed[] }).dataLayer ?? []).filter((entry) => entry.event);

afterEach(() => {
  delete (window as unknown as { dataLayer?: unknown }).dataLayer;
  window.localStorage.clear();
});

const line = {
  uuid: 'line-1',
  offerUuid: 'offer-1',
  productUuid: 'product-1',
  product: { name: 'Кольцо', sku: 'R-1', slug: 'kolco', image: '/m.svg' },
  size: '17',
  quantity: 1,
  price: 9000,
  cost: 9000,
  isCompleted: true,
  restrictions: { promocode: true },
};

const cart = {
  uuid: 'cart-1',
  sessionId: null,
  items: [line, { ...line, uuid: 'line-2', selected: false }],
  adjustments: [],
  canOrder: true,
  promocode: 'ZOLOTO10',
  paySystem: null,
  totals: { quantity: 1, items: 9000, discount: 900, total: 8100 },
  status: null,
} satisfies Cart;

describe('checkout analytics', () => {
  it('a kept (preselected) payment: the one the placed order went with', () => {
    const placed = { paySystem: { uuid: 'pay-cash', code: 'cash', name: 'Наличными' } } as Order;
    reportPlacedPayment(cart, placed);
    expect(pushed()).toEqual([
      {
        event: 'add_payment_info',
        ecommerce: {
          currency: 'RUB',
          value: 8100,
          coupon: 'ZOLOTO10',
          payment_type: 'cash',
          // only the line going to the order
          items: [expect.objectContaining({ item_id: 'R-1', price: 9000, quantity: 1 })],
        },
      },
    ]);
  });

  it('purchase: the order number, what is paid, delivery, the coupon; once per order', () => {
    const order = {
      uuid: 'order-1',
      number: 'Z-100042',
      status: 'new',
      items: [
        {
          uuid: 'item-1',
          offerUuid: 'offer-1',
          productUuid: 'product-1',
          name: 'Кольцо',
          sku: 'R-1',
          size: '17',
          quantity: 1,
          price: 9000,
          oldPrice: 12000,
          cost: 9000,
        },
      ],
      totals: {
        quantity: 1,
        items: 9000,
        saving: 3000,
        promo: 900,
        discount: 3900,
        delivery: 300,
        total: 8400,
      },
      promocode: 'ZOLOTO10',
    } as unknown as Order;
    reportPurchase(order);
    reportPurchase(order);
    expect(pushed()).toHaveLength(1);
    expect(pushed()[0]).toMatchObject({
      event: 'purchase',
      ecommerce: {
        transaction_id: 'Z-100042',
        value: 8400,
        shipping: 300,
        coupon: 'ZOLOTO10',
        items: [{ item_id: 'R-1', price: 9000, discount: 3000, item_variant: '17' }],
      },
    });
  });
});

describe('legacy checkout analytics', () => {
  const legacyOrder = (status: string) =>
    ({
      id: 'o-1',
      number: 'Z-100777',
      status,
      summary: { products_total: 10000, discount: 1000, delivery: 300, total: 9300 },
      products: [{ name: 'Кольцо', sku: 'R-1', size: '17', count: 1, price: 9000, total: 9000 }],
    }) as unknown as LegacyOrder;

  it('an order awaiting its online payment is no purchase yet; a placed one is, once', () => {
    reportLegacyPurchase(legacyOrder('awaiting_payment'));
    expect(pushed()).toEqual([]);
    reportLegacyPurchase(legacyOrder('new'));
    reportLegacyPurchase(legacyOrder('new'));
    expect(pushed()).toHaveLength(1);
    expect(pushed()[0]!.ecommerce).toMatchObject({
      transaction_id: 'Z-100777',
      value: 9300,
      shipping: 300,
      items: [{ item_id: 'R-1', item_variant: '17', price: 9000, quantity: 1 }],
    });
  });
});
