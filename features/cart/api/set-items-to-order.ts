'use client';

import type { Cart } from '@/lib/api/contracts/cart';
import { MSG } from '@/lib/validation/messages';

import { useCartMutation, type CartMutationConfig } from './cart-mutation';
import { cartRequest } from './cart-request';

/** Chooses which lines go into the order (PUT /api/cart/order). */
export async function setItemsToOrder(itemsUuid: string[]): Promise<Cart> {
  if (!itemsUuid || itemsUuid.length === 0) throw new Error(MSG.notPassed('itemsUuid'));
  return cartRequest({ method: 'put', path: '/api/cart/order', body: { itemsUuid } });
}

export function useSetItemsToOrder({
  mutationConfig,
}: { mutationConfig?: CartMutationConfig<string[]> } = {}) {
  return useCartMutation(setItemsToOrder, mutationConfig);
}
