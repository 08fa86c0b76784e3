import type { Cart } from '@/lib/platform/api/contracts/cart';
import {
  LEGACY_PAYMENT_TYPES,
  type LegacyCheckout,
  type LegacyOrder,
} from '@/lib/platform/api/contracts/legacy-checkout';
import type { Order } from '@/lib/platform/api/contracts/order';
import {
  trackAddPaymentInfo,
  trackAddShippingInfo,
  trackBeginCheckout,
  trackPurchase,
} from '@/lib/shop/analytics/events';
import {
  cartLineItem,
  legacyLineItem,
  orderLineItem,
  type AnalyticsItem,
} from '@/lib/shop/analytics/items';

import type { DeliveryChoice } from './delivery-state';

/** The lines that go to the order (PUT /api/cart/order may have narrowed them). */
function checkoutItems(cart: Cart): AnalyticsItem[] {
  return cart.items.filter((line) => line.selected !== false).map((line) => cartLineItem(line));
}

const totals = (cart: Cart) => ({ value: cart.totals.total, coupon: cart.promocode });

export function reportBeginCheckout(cart: Cart): void {
  trackBeginCheckout(checkoutItems(cart), totals(cart));
}

/** A pickup point or courier address the cart accepted. */
export function reportShipping(cart: Cart, choice: DeliveryChoice): void {
  const tier = choice.type === 'point' ? 'pickup' : 'courier';
  trackAddShippingInfo(checkoutItems(cart), tier, totals(cart));
}

/** The cart's payment system (its code: cash, card, wallet); false when it has none. */
export function reportPayment(cart: Cart): boolean {
  const paySystem = cart.paySystem;
  if (!paySystem) return false;
  trackAddPaymentInfo(checkoutItems(cart), paySystem.code ?? paySystem.name, totals(cart));
  return true;
}

/**
 * The placed order's payment, when the customer kept the preselected option (no choice was
 * reported): the order answers the payment it went with, so the event never depends on whether the
 * options had loaded by the submit.
 */
export function reportPlacedPayment(cart: Cart, order: Order): void {
  trackAddPaymentInfo(checkoutItems(cart), order.paySystem.code, totals(cart));
}

/** The created order, once per order (lib/shop/analytics remembers the ids it sent). */
export function reportPurchase(order: Order): void {
  trackPurchase({
    transactionId: order.number,
    value: order.totals.total,
    shipping: order.totals.delivery,
    coupon: order.promocode,
    items: order.items.map(orderLineItem),
  });
}

// The legacy checkout (/checkout_old/): the same steps from the main API's checkout data.

const LEGACY_PAYMENT_CODES: Record<number, string> = {
  [LEGACY_PAYMENT_TYPES.onDelivery]: 'cash',
  [LEGACY_PAYMENT_TYPES.card]: 'card',
  [LEGACY_PAYMENT_TYPES.instalment]: 'instalment',
};
const legacyItems = (data: LegacyCheckout) =>
  data.order_data.products.filter((line) => line.available).map(legacyLineItem);
const legacyTotals = (data: LegacyCheckout) => ({
  value: data.order_data.products_final_price,
  coupon: data.order_data.promocode,
});

export function reportLegacyBeginCheckout(data: LegacyCheckout): void {
  trackBeginCheckout(legacyItems(data), legacyTotals(data));
}

export function reportLegacyShipping(data: LegacyCheckout, choice: DeliveryChoice): void {
  const tier = choice.type === 'point' ? 'pickup' : 'courier';
  trackAddShippingInfo(legacyItems(data), tier, legacyTotals(data));
}

export function reportLegacyPayment(data: LegacyCheckout, paymentType: number): void {
  const code = LEGACY_PAYMENT_CODES[paymentType] ?? String(paymentType);
  trackAddPaymentInfo(legacyItems(data), code, legacyTotals(data));
}

/**
 * A legacy order on its success page, once per order. An order still awaiting its online payment
 * is not a purchase yet: `/payment/` reports it once the bank confirmed it, as for the new checkout.
 */
export function reportLegacyPurchase(order: LegacyOrder): void {
  if (order.status === 'awaiting_payment' || order.status === 'cancelled') return;
  trackPurchase({
    transactionId: order.number,
    value: order.summary.total,
    shipping: order.summary.delivery,
    items: order.products.map(legacyLineItem),
  });
}
