'use client';

import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';

import type { WishlistShortResponse } from '@/lib/platform/api/contracts/wishlist';
import { readStorage, writeStorage } from '@/lib/platform/browser-session';
import { STORAGE_KEYS } from '@/lib/shop/constants';
import { useSessionStore } from '@/stores/session-store';

import { favoriteKeys } from './favorite-keys';

/**
 * The signed-in customer's favourite ids and count: the header and bottom-bar count and the hearts
 * follow this query's data (server pages are the same for everyone, so the hearts are marked in the
 * browser).
 */
export async function getFavoriteIds(): Promise<WishlistShortResponse> {
  const { requestFavoriteIds } = await import('./request-favorite-ids');
  return requestFavoriteIds();
}

/** Fetched only with a token (spec 4): disabled for guests and before the session is read. */
export function useFavoriteIds() {
  const enabled = useSessionStore((s) => s.hydrated && s.loggedIn);
  return useQuery({
    queryKey: favoriteKeys.ids(),
    queryFn: getFavoriteIds,
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** The ids that mark the hearts: null while unknown (not read yet, failed) and for a guest. */
export function useFavoriteIdList(): string[] | null {
  const loggedIn = useSessionStore((s) => s.loggedIn);
  const ids = useFavoriteIds().data?.ids ?? null;
  return loggedIn ? ids : null;
}

const toCount = (value: unknown): number => {
  const count = Number(value);
  return Number.isFinite(count) && count > 0 ? Math.trunc(count) : 0;
};
const storedCount = () => toCount(readStorage(STORAGE_KEYS.wishlistCount));
const unchanging = () => () => undefined;

/**
 * The badge's count: the ids query's while signed in, stored as the plain number spec 3 names
 * (`wishlistCount`), so the next page load shows it before the ids are read again (read after
 * hydration: the server render knows no customer). Signed out (a logout, any 401) it is 0 and the
 * favourites read for the ended session leave the cache.
 */
export function useFavoritesCount(): number {
  const loggedIn = useSessionStore((s) => s.loggedIn);
  const signedOut = useSessionStore((s) => s.hydrated && !s.loggedIn);
  const count = useFavoriteIds().data?.count;
  const stored = useSyncExternalStore(unchanging, storedCount, () => 0);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (loggedIn && count !== undefined)
      writeStorage(STORAGE_KEYS.wishlistCount, count > 0 ? String(count) : null);
  }, [loggedIn, count]);
  useEffect(() => {
    if (signedOut) queryClient.removeQueries({ queryKey: favoriteKeys.all });
  }, [signedOut, queryClient]);
  return loggedIn ? (count ?? stored) : 0;
}

/**
 * After a change: the cached ids gain or lose one product and take the server's count; the
 * hearts and the count follow. When a read of the ids is on its way (e.g. the one
 * after signing in), it may have left before the change and would land without it; when the ids
 * were never read (the read failed), there is nothing to change: either way the read is cancelled
 * and the ids are read again (the cart's putCartAnswer, features/cart/api/get-cart.ts, meets the
 * same race).
 */
export async function applyFavoriteChange(
  queryClient: QueryClient,
  change: { productId: string; isFavorite: boolean; count: number },
): Promise<void> {
  void queryClient.invalidateQueries({ queryKey: favoriteKeys.list() });
  const ids = { queryKey: favoriteKeys.ids(), exact: true };
  const old = queryClient.getQueryData<WishlistShortResponse>(favoriteKeys.ids());
  if (queryClient.isFetching(ids) > 0 || !old) {
    // not invalidateQueries: a first read (no data yet) would be waited for, not cancelled
    await queryClient.cancelQueries(ids);
    void queryClient.refetchQueries(ids);
    return;
  }
  const rest = old.ids.filter((id) => id !== change.productId);
  queryClient.setQueryData<WishlistShortResponse>(favoriteKeys.ids(), {
    ids: change.isFavorite ? [change.productId, ...rest] : rest,
    count: change.count,
  });
}
