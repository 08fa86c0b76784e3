import type { LegacyCreatedOrder } from '@/lib/platform/api/contracts/legacy-checkout';
import type { Order } from '@/lib/platform/api/contracts/order';

import { paymentPageUrl } from './payment-url';

/** Where the browser goes after a created order (spec 4; payment page for online payment). */
export function afterOrderUrl(order: Order, origin: string): string {
  if (order.paymentUrl) {
    return paymentPageUrl(order.paymentUrl, origin);
  }
  return `/checkout/success/?order=${encodeURIComponent(order.uuid)}`;
}

/** Where the browser goes after a legacy order: the payment page (types 3, 4) or the success page. */
export function legacyAfterOrderUrl(order: LegacyCreatedOrder, origin: string): string {
  if (order.payment_url) {
    return paymentPageUrl(order.payment_url, origin);
  }
  return `/checkout_old/success/?order=${encodeURIComponent(order.id)}`;
}
