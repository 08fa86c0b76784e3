import {
  trackAddPaymentInfo,
  trackAddShippingInfo,
  trackBeginCheckout,
  trackPurchase,
} from '@/lib/analytics/events';
import { cartLineItem, orderLineItem, type AnalyticsItem } from '@/lib/analytics/items';
import type { Cart } from '@/lib/api/contracts/cart';
import type { Order, PaymentOption } from '@/lib/api/contracts/order';

import { defaultPaymentUuid } from '../components/payment-section';

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
 * At the order's submit, when no choice was reported: the payment the order goes with, the cart's
 * or else the option the checkout preselected (the customer kept it).
 */
export function reportKeptPayment(cart: Cart, options: PaymentOption[] | undefined): boolean {
  if (reportPayment(cart)) return true;
  const uuid = defaultPaymentUuid(options ?? [], null);
  const kept = options?.find((option) => option.uuid === uuid);
  if (!kept) return false;
  trackAddPaymentInfo(checkoutItems(cart), kept.code, totals(cart));
  return true;
}

/** The created order, once per order (lib/analytics remembers the ids it sent). */
export function reportPurchase(order: Order): void {
  trackPurchase({
    transactionId: order.number,
    value: order.totals.total,
    shipping: order.totals.delivery,
    coupon: order.promocode,
    items: order.items.map(orderLineItem),
  });
}
