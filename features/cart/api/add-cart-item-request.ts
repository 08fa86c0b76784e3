import { browserClient } from '@/lib/api/browser';
import { cartItemBodySchema, type Cart, type CartItemBody } from '@/lib/api/contracts/cart';
import { MSG } from '@/lib/validation/messages';

import { putCartAnswer } from './get-cart';
import { readCartAnswer } from './read-cart-answer';

/*
 * «Добавить в корзину». AddToCartButton loads this module with the first click, so neither the HTTP
 * client nor React Query is part of a product page's first load (docs/performance.md).
 */

/** Input of «Добавить в корзину»: the cart item body of spec 3 (quantity defaults to 1). */
export type AddCartItemInput = CartItemBody;
export const addCartItemInputSchema = cartItemBodySchema;

const PATH = '/api/cart/item';

/**
 * Adds an offer to the cart (POST /api/cart/item). The service creates the cart session when there
 * is none and answers with the whole cart; the door keeps its session in a cookie. Failures are
 * `silent`: the caller shows the 422 field message itself (no second, generic toast).
 */
export async function addCartItem(input: AddCartItemInput): Promise<Cart> {
  // Client guards of spec 5: never send an item without its offer or product.
  if (!input.offerUuid) throw new Error(MSG.notPassed('offerUuid'));
  if (!input.productUuid) throw new Error(MSG.notPassed('productUuid'));
  const body = addCartItemInputSchema.parse(input);
  const response = await browserClient('cart').post(PATH, body, { silent: true });
  return readCartAnswer(response.data, PATH);
}

/**
 * Adds to the cart and puts the answer straight into the cart query, so the header and bottom-bar
 * counts and every cart view change at once (the answer is the whole cart: no read after it).
 */
export async function addToCart(input: AddCartItemInput): Promise<Cart> {
  const cart = await addCartItem(input);
  await putCartAnswer(cart);
  return cart;
}
