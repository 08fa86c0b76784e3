'use client';

import type { Cart } from '@/lib/api/contracts/cart';
import { MSG } from '@/lib/validation/messages';

import { useCartMutation, type CartMutationConfig } from './cart-mutation';
import { cartRequest } from './cart-request';

/** Adds one to a line (PATCH /api/cart/item/increase/{uuid}). */
export async function increaseCartItem(uuid: string): Promise<Cart> {
  if (!uuid) throw new Error(MSG.notPassed('uuid'));
  return cartRequest({
    method: 'patch',
    path: `/api/cart/item/increase/${encodeURIComponent(uuid)}`,
  });
}

export function useIncreaseCartItem({
  mutationConfig,
}: { mutationConfig?: CartMutationConfig<string> } = {}) {
  return useCartMutation(increaseCartItem, mutationConfig);
}
