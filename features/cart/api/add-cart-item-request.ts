import { addCartItem } from '@/lib/platform/api/cart';
import type { Cart, CartItemBody } from '@/lib/platform/api/contracts/cart';

import { putCartAnswer } from './get-cart';

/*
 * «Добавить в корзину». AddToCartButton loads this module with the first click, so neither the HTTP
 * client nor React Query is part of a product page's first load (docs/performance.md).
 */

/** Input of «Добавить в корзину»: the cart item body of spec 3 (quantity defaults to 1). */
export type AddCartItemInput = CartItemBody;

/**
 * Adds to the cart and puts the answer straight into the cart query, so the header and bottom-bar
 * counts and every cart view change at once (the answer is the whole cart: no read after it).
 */
export async function addToCart(input: AddCartItemInput): Promise<Cart> {
  const cart = await addCartItem(input);
  await putCartAnswer(cart);
  return cart;
}
