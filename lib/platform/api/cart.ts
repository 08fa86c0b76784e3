import { forgetLegacyCartToken } from '@/lib/platform/browser-session';
import { MSG } from '@/lib/shop/validation/messages';

import { browserClient } from './browser';
import { parseContract } from './client';
import {
  cartItemBodySchema,
  cartResponseSchema,
  type Cart,
  type CartDeliveryBody,
  type CartItemBody,
} from './contracts/cart';
import { classifyFailure, isApiError } from './errors';
import { emitHttpEvent } from './http-events';

/*
 * The browser's client of the cart service: one function per endpoint, and the only module that
 * names the service's paths (ESLint refuses them elsewhere; the server's read is server-cart.ts).
 * Callers load it on first use (`await import('@/lib/platform/api/cart')`), so the HTTP client and the
 * contracts are not part of a page's first load (docs/performance.md).
 *
 * Every answer is the whole cart (spec 7), checked against its contract. From a cart answer on the
 * service door keeps the session in its HttpOnly cookie, so a legacy stored token sent with the call
 * has been migrated (spec 4) and is forgotten. The client guards of spec 5 throw before any
 * request. Writes are `silent`: their callers show the 422 field message themselves, so the HTTP
 * layer must not add a second toast.
 */

function readCartAnswer(data: unknown, path: string): Cart {
  const { cart } = parseContract(cartResponseSchema, data, path);
  forgetLegacyCartToken();
  return cart;
}

type CartRequest =
  | { method: 'put' | 'patch' | 'post'; path: string; body?: unknown; silent?: boolean }
  | { method: 'delete'; path: string; body?: undefined; silent?: boolean };

async function cartRequest({ method, path, body, silent = true }: CartRequest): Promise<Cart> {
  const client = browserClient('cart');
  const response =
    method === 'delete'
      ? await client.delete(path, { silent })
      : await client[method](path, body ?? {}, { silent });
  return readCartAnswer(response.data, path);
}

const line = (uuid: string) => {
  if (!uuid) throw new Error(MSG.notPassed('uuid'));
  return encodeURIComponent(uuid);
};

/**
 * A failed read shows no toast: the cart view has its own failed state with a retry and the
 * header's count keeps its last value, and a read with no answer (a timeout, a dropped connection)
 * must not replace the page with the not-found page, as the HTTP layer does for other calls with no
 * status (fault matrix). A 404 still shows the not-found page (spec 7); 401 and 429 still reach the
 * app shell.
 */
const SHELL_STATUSES = new Set([401, 404, 429]);

const CART = '/api/cart';

/** The cart of this browser's session (GET /api/cart). */
export async function readCart(): Promise<Cart> {
  const response = await browserClient('cart')
    .get(CART, { silent: true })
    .catch((error: Error) => {
      if (isApiError(error) && error.status !== null && SHELL_STATUSES.has(error.status)) {
        emitHttpEvent({ action: classifyFailure(error.status, error.url), error });
      }
      throw error;
    });
  return readCartAnswer(response.data, CART);
}

/**
 * Adds an offer (POST /api/cart/item; quantity defaults to 1). The service creates the cart session
 * when there is none; the door keeps it in a cookie.
 */
export async function addCartItem(input: CartItemBody): Promise<Cart> {
  if (!input.offerUuid) throw new Error(MSG.notPassed('offerUuid'));
  if (!input.productUuid) throw new Error(MSG.notPassed('productUuid'));
  const body = cartItemBodySchema.parse(input);
  return cartRequest({ method: 'post', path: '/api/cart/item', body });
}

/** Adds one to a line (PATCH /api/cart/item/increase/{uuid}). */
export const increaseCartItem = async (uuid: string): Promise<Cart> =>
  cartRequest({ method: 'patch', path: `/api/cart/item/increase/${line(uuid)}` });

/** Takes one from a line (PATCH /api/cart/item/decrease/{uuid}). */
export const decreaseCartItem = async (uuid: string): Promise<Cart> =>
  cartRequest({ method: 'patch', path: `/api/cart/item/decrease/${line(uuid)}` });

/** Removes a line (DELETE /api/cart/item/{uuid}). */
export const removeCartItem = async (uuid: string): Promise<Cart> =>
  cartRequest({ method: 'delete', path: `/api/cart/item/${line(uuid)}` });

/** Removes every line that is out of stock (DELETE /api/cart/clear-out-of-stock). */
export const clearOutOfStock = async (): Promise<Cart> =>
  cartRequest({ method: 'delete', path: '/api/cart/clear-out-of-stock' });

/** Applies a promo code (PUT /api/cart/promocode). */
export async function applyPromocode(code: string): Promise<Cart> {
  if (!code) throw new Error(MSG.notPassed('code'));
  return cartRequest({ method: 'put', path: '/api/cart/promocode', body: { code } });
}

/** Drops the applied promo code (DELETE /api/cart/promocode). */
export const removePromocode = async (): Promise<Cart> =>
  cartRequest({ method: 'delete', path: '/api/cart/promocode' });

/** Puts the checkout's delivery on the cart (PUT /api/cart/delivery). */
export const setCartDelivery = async (body: CartDeliveryBody): Promise<Cart> =>
  cartRequest({ method: 'put', path: '/api/cart/delivery', body });

/** No delivery chosen on the checkout's current tab (DELETE /api/cart/delivery). */
export const clearCartDelivery = async (): Promise<Cart> =>
  cartRequest({ method: 'delete', path: '/api/cart/delivery' });

/**
 * The payment chosen at checkout goes on the cart (PATCH /api/cart/pay-system). Not silent: the
 * payment section shows no message of its own for a failure.
 */
export async function setCartPaySystem(paySystemUuid: string): Promise<Cart> {
  if (!paySystemUuid) throw new Error(MSG.notPassed('paySystemUuid'));
  return cartRequest({
    method: 'patch',
    path: '/api/cart/pay-system',
    body: { paySystemUuid },
    silent: false,
  });
}

/**
 * The cart service recalculates this session's cart for the customer who just signed in (PUT
 * /api/cart: prices, stock).
 */
export const recalculateCart = async (): Promise<Cart> =>
  cartRequest({ method: 'put', path: CART });
