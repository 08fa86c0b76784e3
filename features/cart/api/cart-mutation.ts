'use client';

import { type UseMutationOptions } from '@tanstack/react-query';

import type { Cart } from '@/lib/api/contracts/cart';
import { putAnswer } from '@/lib/query/put-answer';
import { useMutation, useQueryClient } from '@/lib/query/react-query';

import { cartKeys } from './get-cart';

export type CartMutationConfig<TInput> = Omit<
  UseMutationOptions<Cart, Error, TInput>,
  'mutationFn'
>;

/**
 * The mutation hook shared by the cart endpoints: the answered cart goes straight into the cart
 * query, so the header and bottom-bar counts change at once.
 */
export function useCartMutation<TInput>(
  mutationFn: (input: TInput) => Promise<Cart>,
  mutationConfig?: CartMutationConfig<TInput>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn,
    onSuccess: async (cart, ...rest) => {
      await putAnswer(queryClient, cartKeys.current(), cart);
      return onSuccess?.(cart, ...rest);
    },
  });
}
