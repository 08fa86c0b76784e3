import type { NextResponse } from 'next/server';

import {
  CART_SESSION_COOKIE,
  CART_SESSION_HINT_COOKIE,
  COOKIE_MAX_AGE_S,
} from '@/lib/shop/constants';

/**
 * The cart session (spec 3: «cart session id (cookie)», lifetime 86400 s) is the key to a
 * shopper's cart and to the orders it placed, so page scripts never hold it: the
 * service door sets it as an HttpOnly cookie from the cart service's answers and attaches it to
 * every call it forwards; the browser sees only a hint cookie without the secret, which tells it
 * there is a cart worth reading.
 */

type CookieJar = Pick<NextResponse['cookies'], 'set'>;

/**
 * Keeps (and rolls for another 86400 s) a cart session on an answer: the HttpOnly cookie with the
 * secret and the hint page scripts read; `secure` when the store is served over HTTPS.
 */
export function setCartSession(cookies: CookieJar, sessionId: string, secure: boolean): void {
  const options = { path: '/', maxAge: COOKIE_MAX_AGE_S, sameSite: 'lax', secure } as const;
  cookies.set(CART_SESSION_COOKIE, sessionId, { ...options, httpOnly: true });
  cookies.set(CART_SESSION_HINT_COOKIE, '1', options);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Takes the session id out of a cart answer (`{cart: {sessionId}}`) before it reaches the page:
 * answers the id it carried (or null) and the body with `sessionId: null`, which the cart contract
 * allows. Any other body is left as it is.
 */
export function takeCartSession(body: unknown): { sessionId: string | null; body: unknown } {
  if (!isRecord(body) || !isRecord(body.cart)) return { sessionId: null, body };
  const { sessionId } = body.cart;
  if (typeof sessionId !== 'string' || sessionId === '') return { sessionId: null, body };
  return { sessionId, body: { ...body, cart: { ...body.cart, sessionId: null } } };
}
