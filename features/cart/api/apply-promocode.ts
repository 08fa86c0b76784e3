'use client';

import type { Cart } from '@/lib/api/contracts/cart';
import { MSG } from '@/lib/validation/messages';

import { useCartMutation, type CartMutationConfig } from './cart-mutation';
import { cartRequest } from './cart-request';

/** Applies a promo code (PUT /api/cart/promocode); a 422 carries «Промокод не найден» etc. */
export async function applyPromocode(code: string): Promise<Cart> {
  if (!code) throw new Error(MSG.notPassed('code'));
  return cartRequest({ method: 'put', path: '/api/cart/promocode', body: { code } });
}

export function useApplyPromocode({
  mutationConfig,
}: { mutationConfig?: CartMutationConfig<string> } = {}) {
  return useCartMutation(applyPromocode, mutationConfig);
}
