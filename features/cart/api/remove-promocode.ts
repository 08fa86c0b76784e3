'use client';

import type { Cart } from '@/lib/api/contracts/cart';

import { useCartMutation, type CartMutationConfig } from './cart-mutation';
import { cartRequest } from './cart-request';

/** Removes the applied promo code (DELETE /api/cart/promocode). */
export async function removePromocode(): Promise<Cart> {
  return cartRequest({ method: 'delete', path: '/api/cart/promocode' });
}

export function useRemovePromocode({
  mutationConfig,
}: { mutationConfig?: CartMutationConfig<void> } = {}) {
  return useCartMutation(removePromocode, mutationConfig);
}
