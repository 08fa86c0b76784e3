'use client';

import type { Cart } from '@/lib/api/contracts/cart';
import { MSG } from '@/lib/validation/messages';

import { useCartMutation, type CartMutationConfig } from './cart-mutation';
import { cartRequest } from './cart-request';

/** Chooses the payment system of the cart (PATCH /api/cart/pay-system). */
export async function setPaySystem(paySystemUuid: string): Promise<Cart> {
  if (!paySystemUuid) throw new Error(MSG.notPassed('paySystemUuid'));
  return cartRequest({ method: 'patch', path: '/api/cart/pay-system', body: { paySystemUuid } });
}

export function useSetPaySystem({
  mutationConfig,
}: { mutationConfig?: CartMutationConfig<string> } = {}) {
  return useCartMutation(setPaySystem, mutationConfig);
}
