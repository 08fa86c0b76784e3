import type { Cart } from '@/lib/api/contracts/cart';
import { MSG } from '@/lib/validation/messages';

import { cartRequest } from './cart-request';

/*
 * Every cart write the cart store runs (stores/cart-store.ts), in one module that the store loads on
 * the first action: the HTTP client and the contracts are not part of the cart page's first load.
 * Each answers the whole cart (spec 7); the store puts it into the cart query (putCartAnswer).
 * The client guards of spec 5 throw before any request.
 */

const item = (uuid: string) => {
  if (!uuid) throw new Error(MSG.notPassed('uuid'));
  return encodeURIComponent(uuid);
};

/** Adds one to a line (PATCH /api/cart/item/increase/{uuid}). */
export const increaseCartItem = async (uuid: string): Promise<Cart> =>
  cartRequest({ method: 'patch', path: `/api/cart/item/increase/${item(uuid)}` });

/** Takes one from a line (PATCH /api/cart/item/decrease/{uuid}). */
export const decreaseCartItem = async (uuid: string): Promise<Cart> =>
  cartRequest({ method: 'patch', path: `/api/cart/item/decrease/${item(uuid)}` });

/** Removes a line (DELETE /api/cart/item/{uuid}). */
export const removeCartItem = async (uuid: string): Promise<Cart> =>
  cartRequest({ method: 'delete', path: `/api/cart/item/${item(uuid)}` });

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

/** Chooses the payment system (PATCH /api/cart/pay-system). */
export async function setPaySystem(paySystemUuid: string): Promise<Cart> {
  if (!paySystemUuid) throw new Error(MSG.notPassed('paySystemUuid'));
  return cartRequest({ method: 'patch', path: '/api/cart/pay-system', body: { paySystemUuid } });
}

/** Marks the lines that go into the order (PUT /api/cart/order). */
export async function setItemsToOrder(itemsUuid: string[]): Promise<Cart> {
  if (!itemsUuid || itemsUuid.length === 0) throw new Error(MSG.notPassed('itemsUuid'));
  return cartRequest({ method: 'put', path: '/api/cart/order', body: { itemsUuid } });
}

/** Recalculates the cart (PUT /api/cart), optionally binding it to a session id. */
export const recalculateCart = async (sessionId?: string | null): Promise<Cart> =>
  cartRequest({ method: 'put', path: '/api/cart', body: sessionId ? { sessionId } : {} });
