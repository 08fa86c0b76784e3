'use client';

import type { Cart } from '@/lib/api/contracts/cart';

import { useCartMutation, type CartMutationConfig } from './cart-mutation';
import { cartRequest } from './cart-request';

/** Recalculates the cart (PUT /api/cart), optionally binding it to a session id. */
export async function recalculateCart(sessionId?: string | null): Promise<Cart> {
  return cartRequest({ method: 'put', path: '/api/cart', body: sessionId ? { sessionId } : {} });
}

export function useRecalculateCart({
  mutationConfig,
}: { mutationConfig?: CartMutationConfig<string | null | undefined> } = {}) {
  return useCartMutation(recalculateCart, mutationConfig);
}
