'use client';

import type { Cart } from '@/lib/api/contracts/cart';
import { getCartSessionId } from '@/lib/browser-session';
import { useQuery } from '@/lib/query/react-query';

export const cartKeys = {
  all: ['cart'] as const,
  current: () => [...cartKeys.all, 'current'] as const,
};

/** Reads the cart of this browser's session (GET /api/cart); saves any sessionId it carries. */
export async function getCart(): Promise<Cart | null> {
  if (!getCartSessionId()) return null; // no session yet: nothing to ask for
  const { requestCart } = await import('./request-cart');
  return requestCart();
}

export function useCart() {
  return useQuery({ queryKey: cartKeys.current(), queryFn: getCart });
}
