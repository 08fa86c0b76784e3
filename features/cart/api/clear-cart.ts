'use client';

import type { Cart } from '@/lib/api/contracts/cart';

import { useCartMutation, type CartMutationConfig } from './cart-mutation';
import { cartRequest } from './cart-request';

/** Empties the cart (DELETE /api/cart). */
export async function clearCart(): Promise<Cart> {
  return cartRequest({ method: 'delete', path: '/api/cart' });
}

export function useClearCart({
  mutationConfig,
}: { mutationConfig?: CartMutationConfig<void> } = {}) {
  return useCartMutation(clearCart, mutationConfig);
}
