'use client';

import { type QueryClient } from '@tanstack/react-query';

import type { WishlistShortResponse } from '@/lib/platform/api/contracts/wishlist';
import { useQuery } from '@/lib/platform/query/react-query';
import { useSessionStore } from '@/stores/session-store';

import { favoriteKeys } from './favorite-keys';

/**
 * The signed-in customer's favourite ids and count. The header and bottom-bar count follows this
 * query's data (FavoritesCountSync). Server pages are the same for everyone, so the hearts are
 * marked in the browser from these ids.
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

/**
 * After a change: the cached ids gain or lose one product and take the server's count; the
 * favourites store follows (FavoritesCountSync). When a read of the ids is on its way (e.g. the one
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
