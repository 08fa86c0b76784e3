'use client';

import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';

import type { Cart, CartItemBody } from '@/lib/api/contracts/cart';

import { cartKeys } from './get-cart';

/** Input of «Добавить в корзину»: the cart item body of spec 3 (quantity defaults to 1). */
export type AddCartItemInput = CartItemBody;

type AddCartItemConfig = Omit<UseMutationOptions<Cart, Error, AddCartItemInput>, 'mutationFn'>;

/**
 * Adds to the cart and puts the answer straight into the cart query, so the header and bottom-bar
 * counts change at once; the cart keys are then invalidated for every other cart view.
 */
export function useAddCartItem({ mutationConfig }: { mutationConfig?: AddCartItemConfig } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    // the request (HTTP client, contracts) loads with the first click (issue 7: first-load JS)
    mutationFn: async (input: AddCartItemInput) =>
      (await import('./add-cart-item-request')).addCartItem(input),
    onSuccess: (cart, ...rest) => {
      queryClient.setQueryData(cartKeys.current(), cart);
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      return onSuccess?.(cart, ...rest);
    },
  });
}
