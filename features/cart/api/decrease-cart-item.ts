'use client';

import type { Cart } from '@/lib/api/contracts/cart';
import { MSG } from '@/lib/validation/messages';

import { useCartMutation, type CartMutationConfig } from './cart-mutation';
import { cartRequest } from './cart-request';

/** Takes one from a line (PATCH /api/cart/item/decrease/{uuid}). */
export async function decreaseCartItem(uuid: string): Promise<Cart> {
  if (!uuid) throw new Error(MSG.notPassed('uuid'));
  return cartRequest({
    method: 'patch',
    path: `/api/cart/item/decrease/${encodeURIComponent(uuid)}`,
  });
}

export function useDecreaseCartItem({
  mutationConfig,
}: { mutationConfig?: CartMutationConfig<string> } = {}) {
  return useCartMutation(decreaseCartItem, mutationConfig);
}
