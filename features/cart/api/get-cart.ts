'use client';

import { useQuery } from '@tanstack/react-query';

import { browserClient } from '@/lib/api/browser';
import { parseContract } from '@/lib/api/client';
import { cartResponseSchema, type Cart } from '@/lib/api/contracts/cart';
import { getCartSessionId, saveCartSessionId } from '@/lib/browser-session';

import { syncStoredCart } from '../utils/sync-stored-cart';

export const cartKeys = {
  all: ['cart'] as const,
  current: () => [...cartKeys.all, 'current'] as const,
};

const PATH = '/api/cart';

/** Reads the cart of this browser's session (GET /api/cart); saves any sessionId it carries. */
export async function getCart(): Promise<Cart | null> {
  if (!getCartSessionId()) return null; // no session yet: nothing to ask for
  const response = await browserClient('cart').get(PATH);
  const { cart } = parseContract(cartResponseSchema, response.data, PATH);
  saveCartSessionId(cart.sessionId);
  syncStoredCart(cart);
  return cart;
}

export function useCart() {
  return useQuery({ queryKey: cartKeys.current(), queryFn: getCart });
}

/** The number of products in the cart for the header and bottom bar (0 while unknown). */
export function useCartCount(): number {
  const { data } = useCart();
  return data?.totals.quantity ?? 0;
}
