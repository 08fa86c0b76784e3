'use client';

import type { Cart } from '@/lib/api/contracts/cart';

import { useCartMutation, type CartMutationConfig } from './cart-mutation';
import { cartRequest } from './cart-request';

/** Drops the chosen payment system (DELETE /api/cart/pay-system). */
export async function removePaySystem(): Promise<Cart> {
  return cartRequest({ method: 'delete', path: '/api/cart/pay-system' });
}

export function useRemovePaySystem({
  mutationConfig,
}: { mutationConfig?: CartMutationConfig<void> } = {}) {
  return useCartMutation(removePaySystem, mutationConfig);
}
