'use client';

import type { Cart } from '@/lib/api/contracts/cart';
import { MSG } from '@/lib/validation/messages';

import { useCartMutation, type CartMutationConfig } from './cart-mutation';
import { cartRequest } from './cart-request';

/** Removes a line (DELETE /api/cart/item/{uuid}). */
export async function removeCartItem(uuid: string): Promise<Cart> {
  if (!uuid) throw new Error(MSG.notPassed('uuid'));
  return cartRequest({ method: 'delete', path: `/api/cart/item/${encodeURIComponent(uuid)}` });
}

export function useRemoveCartItem({
  mutationConfig,
}: { mutationConfig?: CartMutationConfig<string> } = {}) {
  return useCartMutation(removeCartItem, mutationConfig);
}
