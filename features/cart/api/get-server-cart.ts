import 'server-only';

import { cookies } from 'next/headers';

import { cartResponseSchema } from '@/lib/platform/api/contracts/cart';
import { markRenderDegraded } from '@/lib/platform/api/mark-degraded';
import { readSessionCart } from '@/lib/platform/api/server-cart';
import { CART_SESSION_COOKIE } from '@/lib/shop/constants';

import type { ServerCart } from './get-cart';

/**
 * How long the cart page's render waits for the cart. The read takes milliseconds; a service that
 * has not answered by then is left to the browser, which asks again with its own timeout and retries
 * (spec 7) and shows the cart's failed state with «Повторить».
 */
const SERVER_CART_TIMEOUT_MS = 1000;

/**
 * The cart of the request's session (its `cart_session_id` cookie), read while the cart page
 * renders, so the page arrives with its lines and totals drawn and its largest paint does not wait
 * for the page's scripts (docs/performance.md). The page is this shopper's own: the page cache
 * keeps it for this cart session only, until the cart changes (ADR 0002), and the browser gets it
 * `no-store`. The browser's cart query starts from this copy (`initialData`, useCart).
 *
 * - no cookie: `cart: null`, the empty cart (the browser still migrates a legacy stored token,
 *   spec 4, and reads that cart at once);
 * - the cart, with the time it was read (`drawnAt`: the browser reads it again once it is older
 *   than its stale time, e.g. on a page the page cache kept);
 * - any failure (no answer within SERVER_CART_TIMEOUT_MS, an error status, a body that breaks the
 *   contract): `undefined`. The page then renders the skeleton and the browser reads the cart as
 *   before, with the failure handling of the cart view (not-found page for 404, the app shell for
 *   401/429, the failed state otherwise). The server client has logged the failure (a 404 is
 *   left to the browser's not-found page), parseContract a broken body.
 */
export async function getServerCart(): Promise<ServerCart | undefined> {
  const sessionId = (await cookies()).get(CART_SESSION_COOKIE)?.value;
  if (!sessionId) return { cart: null, drawnAt: Date.now() };
  try {
    const { cart } = await readSessionCart(sessionId, SERVER_CART_TIMEOUT_MS, cartResponseSchema);
    // the page's HTML carries the cart to the browser: never its session (HttpOnly)
    return { cart: { ...cart, sessionId: null }, drawnAt: Date.now() };
  } catch (error) {
    // the skeleton drawn instead is this moment's, never kept for the session
    await markRenderDegraded(error);
    return undefined;
  }
}
