import { browserClient } from '@/lib/api/browser';
import type { Cart } from '@/lib/api/contracts/cart';

import { readCartAnswer } from './read-cart-answer';

type CartRequest =
  | { method: 'put' | 'patch'; path: string; body?: unknown }
  | { method: 'delete'; path: string; body?: undefined };

/**
 * One call to the cart service whose answer is `{ cart }`. Calls are `silent`: the cart actions
 * show their own message (the 422 field message), so the HTTP layer must not add a second toast.
 * The cart is parsed; what the browser stores about it follows the cart query (get-cart.ts).
 */
export async function cartRequest({ method, path, body }: CartRequest): Promise<Cart> {
  const client = browserClient('cart');
  const response =
    method === 'delete'
      ? await client.delete(path, { silent: true })
      : await client[method](path, body ?? {}, { silent: true });
  return readCartAnswer(response.data, path);
}
