'use client';

import type { Cart } from '@/lib/api/contracts/cart';

import { useCartMutation, type CartMutationConfig } from './cart-mutation';
import { cartRequest } from './cart-request';

/** Removes every line that is out of stock (DELETE /api/cart/clear-out-of-stock). */
export async function clearOutOfStock(): Promise<Cart> {
  return cartRequest({ method: 'delete', path: '/api/cart/clear-out-of-stock' });
}

export function useClearOutOfStock({
  mutationConfig,
}: { mutationConfig?: CartMutationConfig<void> } = {}) {
  return useCartMutation(clearOutOfStock, mutationConfig);
}
