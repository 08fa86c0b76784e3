'use client';

import { writeStorage } from '@/lib/platform/browser-session';
import { STORAGE_KEYS } from '@/lib/shop/constants';

import { useCheckoutStore } from '../stores/checkout-store';

import { clearIdempotencyKey, forgetPendingOrder, type OrderFlow } from './idempotency';

/**
 * What a placed order does before the browser leaves for its next page, the same after the POST's
 * own answer and after a replay of a lost one: the stored promo code goes, the new flow drops its
 * checkout flag, and the key and the pending attempt go once the page is left — while it is still
 * on screen (the next page can take a moment), a second request would carry the same key and get
 * the same order back, never a second one.
 */
export function leaveForOrder(scope: string, flow: OrderFlow, url: string): void {
  forgetPendingOrder(scope); // placed: nothing to replay
  window.addEventListener('pagehide', () => clearIdempotencyKey(scope), { once: true });
  writeStorage(STORAGE_KEYS.promocode, null);
  // Clear the persisted checkout flag without re-rendering: a re-render here would run the
  // /checkout/ guard (no flag → /checkoutnew/) while the navigation is under way. The full load of
  // the next page reads the cart afresh, so no cache invalidation is needed.
  if (flow === 'order') void useCheckoutStore.persist.clearStorage();
  window.location.assign(url);
}
