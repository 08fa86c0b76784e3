'use client';

import type { Cart } from '@/lib/api/contracts/cart';
import { hasCartSession } from '@/lib/browser-session';
import { answeredSince } from '@/lib/query/put-answer';
import { useQuery } from '@/lib/query/react-query';

export const cartKeys = {
  all: ['cart'] as const,
  current: () => [...cartKeys.all, 'current'] as const,
};

/** Reads the cart of this browser's session (GET /api/cart), when it has one. */
export async function getCart(): Promise<Cart | null> {
  if (!hasCartSession()) return null; // no session yet: nothing to ask for
  const leftAt = performance.now();
  const { requestCart } = await import('./request-cart');
  return requestCart(() => answeredSince(cartKeys.current(), leftAt));
}

/**
 * The cart query. `serverCart` is the cart the page's render read (get-server-cart.ts): it fills
 * an empty cache, so the page hydrates with what the server drew, and counts as stale, so the
 * browser reads the cart again at once (that read brings the stored promo code and product lists
 * in line, and migrates a legacy token, spec 4). `undefined`: no server copy.
 */
export function useCart(serverCart?: Cart | null) {
  return useQuery({
    queryKey: cartKeys.current(),
    queryFn: getCart,
    ...(serverCart !== undefined && { initialData: serverCart, initialDataUpdatedAt: 0 }),
  });
}
