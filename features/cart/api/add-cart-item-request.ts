import { browserClient } from '@/lib/api/browser';
import { parseContract } from '@/lib/api/client';
import {
  cartItemBodySchema,
  cartResponseSchema,
  type Cart,
  type CartItemBody,
} from '@/lib/api/contracts/cart';
import { saveCartSessionId } from '@/lib/browser-session';
import { getQueryClient } from '@/lib/query/get-query-client';
import { putAnswer } from '@/lib/query/put-answer';
import { MSG } from '@/lib/validation/messages';

import { cartKeys } from './get-cart';

/*
 * «Добавить в корзину». AddToCartButton loads this module with the first click, so neither the HTTP
 * client nor React Query is part of a product page's first load (issue 7).
 */

/** Input of «Добавить в корзину»: the cart item body of spec 3 (quantity defaults to 1). */
export type AddCartItemInput = CartItemBody;
export const addCartItemInputSchema = cartItemBodySchema;

const PATH = '/api/cart/item';

/**
 * Adds an offer to the cart (POST /api/cart/item). The service creates the cart session when there
 * is none and answers with the whole cart; its sessionId is saved for the next calls. Failures are
 * `silent`: the caller shows the 422 field message itself (no second, generic toast).
 */
export async function addCartItem(input: AddCartItemInput): Promise<Cart> {
  // Client guards of spec 5: never send an item without its offer or product.
  if (!input.offerUuid) throw new Error(MSG.notPassed('offerUuid'));
  if (!input.productUuid) throw new Error(MSG.notPassed('productUuid'));
  const body = addCartItemInputSchema.parse(input);
  const response = await browserClient('cart').post(PATH, body, { silent: true });
  const { cart } = parseContract(cartResponseSchema, response.data, PATH);
  saveCartSessionId(cart.sessionId);
  return cart;
}

/**
 * Adds to the cart and puts the answer straight into the cart query, so the header and bottom-bar
 * counts change at once; the cart keys are then invalidated for every other cart view.
 */
export async function addToCart(input: AddCartItemInput): Promise<Cart> {
  const cart = await addCartItem(input);
  const queryClient = getQueryClient();
  await putAnswer(queryClient, cartKeys.current(), cart);
  void queryClient.invalidateQueries({ queryKey: cartKeys.all });
  return cart;
}
