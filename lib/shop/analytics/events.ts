import { pushEcommerce, pushToDataLayer } from './data-layer';
import { itemsValue, type AnalyticsItem, type ItemList } from './items';
import { keepListNamesForCheckout, listNameOf, rememberListName } from './list-names';
import { readJson, writeHalving } from './safe-storage';

/**
 * The store's GA4 e-commerce events (docs/analytics.md). Every function is safe on the server (a
 * no-op) and never throws: analytics must not break a page.
 */

export type ShippingTier = 'pickup' | 'courier';

/** A banner as GA4 promotions name it. */
export type Promotion = {
  promotion_id: string;
  promotion_name: string;
  creative_name?: string;
  creative_slot?: string;
};

/** Order ids whose purchase went out, so a reload of the success page sends none again. */
export const SENT_ORDERS_KEY = 'analyticsSentOrders';
const SENT_ORDERS_LIMIT = 50;

function safely(send: () => void): void {
  try {
    send();
  } catch {
    // analytics is best effort
  }
}

const inList = (list: ItemList, item: AnalyticsItem): AnalyticsItem => ({
  ...item,
  item_list_name: list.name,
  ...(list.id ? { item_list_id: list.id } : {}),
});

/** Items carry the list they were chosen from (the stored pairs) unless they name one already. */
const attributed = (items: readonly AnalyticsItem[]): AnalyticsItem[] =>
  items.map((item) => {
    if (item.item_list_name) return item;
    const name = listNameOf(item.item_id);
    return name ? { ...item, item_list_name: name } : item;
  });

const listFields = (list: ItemList) => ({
  item_list_name: list.name,
  ...(list.id ? { item_list_id: list.id } : {}),
});

/** Tiles seen in one list, one event per batch. */
export function trackViewItemList(list: ItemList, items: readonly AnalyticsItem[]): void {
  if (items.length === 0) return;
  safely(() =>
    pushEcommerce('view_item_list', {
      ...listFields(list),
      items: items.map((item) => inList(list, item)),
    }),
  );
}

/** A product chosen from a list; the list is remembered for the cart and the order. */
export function trackSelectItem(list: ItemList, item: AnalyticsItem): void {
  safely(() => {
    rememberListName(item.item_id, list.name);
    pushEcommerce('select_item', { ...listFields(list), items: [inList(list, item)] });
  });
}

function pushItems(event: string, items: readonly AnalyticsItem[], extra: object = {}): void {
  safely(() => {
    const withLists = attributed(items);
    pushEcommerce(event, {
      value: itemsValue(withLists),
      ...extra,
      items: withLists,
    });
  });
}

export function trackViewItem(item: AnalyticsItem): void {
  pushItems('view_item', [item]);
}

export function trackAddToCart(item: AnalyticsItem): void {
  pushItems('add_to_cart', [{ quantity: 1, ...item }]);
}

export function trackRemoveFromCart(item: AnalyticsItem): void {
  pushItems('remove_from_cart', [{ quantity: 1, ...item }]);
}

/**
 * A piece reserved to try on in a shop (`reserve_in_store`, the store's own event): the item at its
 * site price, the shop's id, in roubles like add_to_cart.
 */
export function trackReserveInStore(item: AnalyticsItem, shopId: number): void {
  pushItems('reserve_in_store', [{ quantity: 1, ...item }], { shop_id: shopId });
}

export function trackAddToWishlist(item: AnalyticsItem): void {
  pushItems('add_to_wishlist', [item]);
}

/** Cart totals: `value` is what is paid (after the promo code), items at their own prices. */
export type CartTotals = { value?: number; coupon?: string | null };

const totalsFields = ({ value, coupon }: CartTotals) => ({
  ...(value !== undefined ? { value } : {}),
  ...(coupon ? { coupon } : {}),
});

export function trackViewCart(items: readonly AnalyticsItem[], totals: CartTotals = {}): void {
  pushItems('view_cart', items, totalsFields(totals));
}

/** Checkout opened; the list pairs are kept aside for the purchase (the order empties the cart). */
export function trackBeginCheckout(items: readonly AnalyticsItem[], totals: CartTotals = {}): void {
  safely(keepListNamesForCheckout);
  pushItems('begin_checkout', items, totalsFields(totals));
}

export function trackAddShippingInfo(
  items: readonly AnalyticsItem[],
  tier: ShippingTier,
  totals: CartTotals = {},
): void {
  pushItems('add_shipping_info', items, { ...totalsFields(totals), shipping_tier: tier });
}

export function trackAddPaymentInfo(
  items: readonly AnalyticsItem[],
  paymentType: string,
  totals: CartTotals = {},
): void {
  pushItems('add_payment_info', items, { ...totalsFields(totals), payment_type: paymentType });
}

export type PurchaseInput = {
  transactionId: string;
  /** What the customer pays, delivery included. */
  value: number;
  shipping: number;
  coupon?: string | null;
  items: readonly AnalyticsItem[];
};

const isIdList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((id) => typeof id === 'string');

/**
 * The order, once: its id is remembered in localStorage, so a reload of the success page (or a
 * second tab) sends nothing. Answers whether the event went out.
 */
export function trackPurchase(order: PurchaseInput): boolean {
  if (typeof window === 'undefined') return false;
  let sent = false;
  safely(() => {
    const known = readJson<string[]>(SENT_ORDERS_KEY, [], isIdList);
    if (known.includes(order.transactionId)) return;
    writeHalving(SENT_ORDERS_KEY, [...known, order.transactionId].slice(-SENT_ORDERS_LIMIT));
    pushEcommerce('purchase', {
      transaction_id: order.transactionId,
      value: order.value,
      shipping: order.shipping,
      ...(order.coupon ? { coupon: order.coupon } : {}),
      items: attributed(order.items),
    });
    sent = true;
  });
  return sent;
}

export function trackViewPromotion(promotions: readonly Promotion[]): void {
  if (promotions.length === 0) return;
  safely(() => pushEcommerce('view_promotion', { items: [...promotions] }));
}

export function trackSelectPromotion(promotion: Promotion): void {
  safely(() => pushEcommerce('select_promotion', { ...promotion, items: [promotion] }));
}

export function trackSearch(searchTerm: string): void {
  const term = searchTerm.trim();
  if (term) safely(() => pushToDataLayer({ event: 'search', search_term: term }));
}

/** How the customer signed in or up: 'sms', 'call', 'email', or an OIDC provider's name. */
export function trackLogin(method: string): void {
  safely(() => pushToDataLayer({ event: 'login', method }));
}

export function trackSignUp(method: string): void {
  safely(() => pushToDataLayer({ event: 'sign_up', method }));
}

/** A newsletter subscription; `source` says which form (footer, landing…). */
export function trackGenerateLead(source: string): void {
  safely(() => pushToDataLayer({ event: 'generate_lead', lead_source: source }));
}
