'use client';

import { hashKey, type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';

import { useIsClient } from '@/components/ui/use-is-client';
import type { Cart } from '@/lib/platform/api/contracts/cart';
import { hasCartSession } from '@/lib/platform/browser-session';
import { getQueryClient } from '@/lib/platform/query/get-query-client';

import { syncStoredCart } from '../utils/sync-stored-cart';

/**
 * The cart a page's render read (get-server-cart.ts) and when (Date.now() on the server): `cart`
 * null for a request without a session cookie.
 */
export type ServerCart = { cart: Cart | null; drawnAt: number };

export const cartKeys = {
  all: ['cart'] as const,
  current: () => [...cartKeys.all, 'current'] as const,
};

const watched = new WeakSet<QueryClient>();

/**
 * The one observer of the cart query's data: whatever puts a cart there (a read, a write's answer,
 * the server-drawn cart) brings what the browser stores about the cart in line with it (spec 4: the
 * promo code, the product lists). A read dropped because a write overtook it never lands, so it
 * stores nothing. Subscribed once per client, in the browser.
 */
function watchCartAnswers(queryClient: QueryClient): void {
  if (watched.has(queryClient) || typeof window === 'undefined') return;
  watched.add(queryClient);
  const cache = queryClient.getQueryCache();
  const hash = hashKey(cartKeys.current());
  let seen: Cart | null | undefined;
  cache.subscribe(({ query }) => {
    if (query.queryHash !== hash) return;
    const cart = query.state.data as Cart | null | undefined;
    if (!cart || cart === seen) return;
    seen = cart;
    syncStoredCart(cart);
  });
}

/**
 * Puts a cart a write answered into the cart query: every cart view and count follows at once. A
 * read still on its way is cancelled first, as React Query's optimistic-updates guide does: it may
 * have left before the write and, landing after the answer, would put the older cart back (seen:
 * «+» tapped as the page hydrated, the line showed 1 while the service kept 2).
 */
export async function putCartAnswer(cart: Cart): Promise<void> {
  const queryClient = getQueryClient();
  watchCartAnswers(queryClient);
  await queryClient.cancelQueries({ queryKey: cartKeys.current(), exact: true });
  queryClient.setQueryData(cartKeys.current(), cart);
}

/** Reads the cart of this browser's session (GET /api/cart), when it has one. */
export async function getCart(): Promise<Cart | null> {
  if (!hasCartSession()) return null; // no session yet: nothing to ask for
  const { readCart } = await import('@/lib/platform/api/cart');
  return readCart();
}

/**
 * The cart query. `server` is the cart the page's render read: it fills an empty cache as data of
 * the moment it was drawn, so the page hydrates with what the server drew and reads it again only
 * once that is older than the query's stale time (a page the page cache kept for a while).
 * Without a session cookie the server had none to read (`cart: null`): that counts as stale, so a
 * browser with a legacy stored token reads, and so migrates, its cart at once (spec 4).
 * `undefined`: no server copy.
 */
export function useCart(server?: ServerCart) {
  watchCartAnswers(useQueryClient());
  return useQuery({
    queryKey: cartKeys.current(),
    queryFn: getCart,
    ...(server && {
      initialData: server.cart,
      initialDataUpdatedAt: server.cart ? server.drawnAt : 0,
    }),
  });
}

/**
 * The number of products in the cart for the header and the bottom bar (0 while unknown): the cart
 * query's, so it follows every read and every write's answer. Without a cart session it asks
 * nothing (getCart), and the first line added puts its cart here. 0 while the page hydrates, as the
 * server drew it: the header renders before the cart page puts its server-drawn cart in the query,
 * and the browser may hydrate the page first (a tap before hydration goes first).
 */
export function useCartCount(): number {
  const quantity = useCart().data?.totals.quantity ?? 0;
  return useIsClient() ? quantity : 0;
}
