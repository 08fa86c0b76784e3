import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { STORAGE_KEYS } from '@/lib/shop/constants';

import {
  SENT_ORDERS_KEY,
  trackAddPaymentInfo,
  trackAddShippingInfo,
  trackAddToCart,
  trackBeginCheckout,
  trackAddToWishlist,
  trackPurchase,
  trackRemoveFromCart,
  trackSearch,
  trackSelectItem,
  trackSelectPromotion,
  trackSignUp,
  trackViewCart,
  trackViewItem,
  trackViewItemList,
  trackViewPromotion,
} from './events';
import type { AnalyticsItem } from './items';
import { rememberListName } from './list-names';

const layer = () => (window as unknown as { dataLayer: unknown[] }).dataLayer;
const events = () =>
  layer().filter(
    (entry): entry is { event: string } => typeof entry === 'object' && 'event' in entry!,
  );

const RING: AnalyticsItem = {
  item_id: 'SKU-1',
  item_name: 'Кольцо',
  item_category: 'Кольца',
  price: 12990,
  discount: 3000,
  item_variant: '17',
};

beforeEach(() => {
  delete (window as unknown as { dataLayer?: unknown[] }).dataLayer;
  window.localStorage.clear();
});

afterEach(() => {
  delete (window as unknown as { dataLayer?: unknown[] }).dataLayer;
});

describe('e-commerce events', () => {
  it('push { ecommerce: null } first, then the GA4 shape in roubles', () => {
    trackAddToCart(RING);
    expect(layer()).toEqual([
      { ecommerce: null },
      {
        event: 'add_to_cart',
        ecommerce: { currency: 'RUB', value: 12990, items: [{ quantity: 1, ...RING }] },
      },
    ]);
  });

  it('view_item_list names the list on the event and on every item', () => {
    trackViewItemList({ name: 'Каталог / Кольца' }, [
      { ...RING, index: 0 },
      { ...RING, item_id: 'SKU-2', index: 1 },
    ]);
    expect(events()).toEqual([
      {
        event: 'view_item_list',
        ecommerce: {
          currency: 'RUB',
          item_list_name: 'Каталог / Кольца',
          items: [
            { ...RING, index: 0, item_list_name: 'Каталог / Кольца' },
            { ...RING, item_id: 'SKU-2', index: 1, item_list_name: 'Каталог / Кольца' },
          ],
        },
      },
    ]);
    trackViewItemList({ name: 'Пусто' }, []);
    expect(events()).toHaveLength(1); // an empty batch sends nothing
  });

  it('select_item remembers the list, and later events carry it', () => {
    trackSelectItem({ name: 'Результаты поиска' }, RING);
    expect(window.localStorage.getItem(STORAGE_KEYS.productLists)).toBe(
      '[["SKU-1","Результаты поиска"]]',
    );
    trackAddToCart({ ...RING, quantity: 2 });
    const added = events()[1] as unknown as {
      ecommerce: { value: number; items: AnalyticsItem[] };
    };
    expect(added.ecommerce.items[0]!.item_list_name).toBe('Результаты поиска');
    expect(added.ecommerce.value).toBe(25980);
  });

  it('cart and checkout steps carry value, coupon, shipping tier and payment type', () => {
    const items = [{ ...RING, quantity: 1 }];
    trackViewCart(items, { value: 11690, coupon: 'SALE10' });
    trackBeginCheckout(items, { value: 11690, coupon: null });
    trackAddShippingInfo(items, 'pickup', { value: 11690 });
    trackAddPaymentInfo(items, 'card', { value: 11690 });
    expect(events().map((entry) => entry.event)).toEqual([
      'view_cart',
      'begin_checkout',
      'add_shipping_info',
      'add_payment_info',
    ]);
    const [cart, begin, shipping, payment] = events() as unknown as {
      ecommerce: Record<string, unknown>;
    }[];
    expect(cart!.ecommerce).toMatchObject({ value: 11690, coupon: 'SALE10', currency: 'RUB' });
    expect(begin!.ecommerce).not.toHaveProperty('coupon');
    expect(shipping!.ecommerce).toMatchObject({ shipping_tier: 'pickup' });
    expect(payment!.ecommerce).toMatchObject({ payment_type: 'card' });
  });

  it('purchase goes out once per order, even after a reload (ids kept in localStorage)', () => {
    const order = {
      transactionId: 'Z-100',
      value: 13290,
      shipping: 300,
      coupon: 'SALE10',
      items: [{ ...RING, quantity: 1 }],
    };
    expect(trackPurchase(order)).toBe(true);
    expect(trackPurchase(order)).toBe(false);
    delete (window as unknown as { dataLayer?: unknown[] }).dataLayer; // a reloaded page
    expect(trackPurchase(order)).toBe(false);
    expect(layer() ?? []).toEqual([]);
    expect(JSON.parse(window.localStorage.getItem(SENT_ORDERS_KEY)!)).toEqual(['Z-100']);
    expect(trackPurchase({ ...order, transactionId: 'Z-101' })).toBe(true);
  });

  it('purchase items are attributed to the list kept when checkout began', () => {
    rememberListName('SKU-1', 'Коллекция / Весна');
    trackBeginCheckout([RING]);
    window.localStorage.removeItem(STORAGE_KEYS.productLists); // the emptied cart clears them
    trackPurchase({ transactionId: 'Z-7', value: 12990, shipping: 0, items: [RING] });
    const purchase = events().at(-1) as unknown as {
      event: string;
      ecommerce: { transaction_id: string; items: AnalyticsItem[]; coupon?: string };
    };
    expect(purchase.event).toBe('purchase');
    expect(purchase.ecommerce.transaction_id).toBe('Z-7');
    expect(purchase.ecommerce).not.toHaveProperty('coupon');
    expect(purchase.ecommerce.items[0]!.item_list_name).toBe('Коллекция / Весна');
  });
});

describe('currency', () => {
  it('every e-commerce event says RUB at the event level', () => {
    const list = { name: 'Каталог / Кольца' };
    const banner = { promotion_id: '3', promotion_name: 'Скидки', creative_slot: 'home_1' };
    trackViewItemList(list, [RING]);
    trackSelectItem(list, RING);
    trackViewItem(RING);
    trackAddToCart(RING);
    trackRemoveFromCart(RING);
    trackAddToWishlist(RING);
    trackViewCart([RING]);
    trackBeginCheckout([RING]);
    trackAddShippingInfo([RING], 'pickup');
    trackAddPaymentInfo([RING], 'card');
    trackPurchase({ transactionId: 'Z-RUB', value: 12990, shipping: 0, items: [RING] });
    trackViewPromotion([banner]);
    trackSelectPromotion(banner);
    const ecommerce = events().filter(
      (entry): entry is { event: string; ecommerce: { currency?: string } } => 'ecommerce' in entry,
    );
    expect(ecommerce.map((entry) => entry.event)).toEqual([
      'view_item_list',
      'select_item',
      'view_item',
      'add_to_cart',
      'remove_from_cart',
      'add_to_wishlist',
      'view_cart',
      'begin_checkout',
      'add_shipping_info',
      'add_payment_info',
      'purchase',
      'view_promotion',
      'select_promotion',
    ]);
    for (const entry of ecommerce) expect(entry.ecommerce.currency, entry.event).toBe('RUB');
  });
});

describe('other events', () => {
  it('promotions, search and sign-up', () => {
    const banner = { promotion_id: '3', promotion_name: 'Скидки', creative_slot: 'home_1' };
    trackViewPromotion([banner]);
    trackSelectPromotion(banner);
    trackSearch('  серьги  ');
    trackSearch('   ');
    trackSignUp('phone');
    expect(events()).toEqual([
      { event: 'view_promotion', ecommerce: { currency: 'RUB', items: [banner] } },
      { event: 'select_promotion', ecommerce: { currency: 'RUB', ...banner, items: [banner] } },
      { event: 'search', search_term: 'серьги' },
      { event: 'sign_up', method: 'phone' },
    ]);
  });

  it('never throw: a data layer whose push throws, or a storage that refuses', () => {
    (window as unknown as { dataLayer: unknown }).dataLayer = {
      push: () => {
        throw new Error('blocked');
      },
    };
    expect(() => trackAddToCart(RING)).not.toThrow(); // not an array: replaced by ours
    (window as unknown as { dataLayer: unknown[] }).dataLayer = Object.assign([], {
      push: () => {
        throw new Error('tag failed');
      },
    });
    expect(() => trackAddToCart(RING)).not.toThrow();
    expect(() => trackSelectItem({ name: 'Каталог' }, RING)).not.toThrow();
    expect(() =>
      trackPurchase({ transactionId: 'Z-1', value: 1, shipping: 0, items: [RING] }),
    ).not.toThrow();
  });
});
