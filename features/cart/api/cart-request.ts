import { browserClient } from '@/lib/api/browser';
import { parseContract } from '@/lib/api/client';
import { cartResponseSchema, type Cart } from '@/lib/api/contracts/cart';
import { saveCartSessionId } from '@/lib/browser-session';

import { syncStoredCart } from '../utils/sync-stored-cart';

type CartRequest =
  | { method: 'put' | 'patch'; path: string; body?: unknown }
  | { method: 'delete'; path: string; body?: undefined };

/**
 * One call to the cart service whose answer is `{ cart }`. Calls are `silent`: the cart actions
 * show their own message (the 422 field message), so the HTTP layer must not add a second toast.
 * The cart is parsed, its sessionId saved and the browser-side copies (promo code, product lists)
 * brought in line with it.
 */
export async function cartRequest({ method, path, body }: CartRequest): Promise<Cart> {
  const client = browserClient('cart');
  const response =
    method === 'delete'
      ? await client.delete(path, { silent: true })
      : await client[method](path, body ?? {}, { silent: true });
  const { cart } = parseContract(cartResponseSchema, response.data, path);
  saveCartSessionId(cart.sessionId);
  syncStoredCart(cart);
  return cart;
}
