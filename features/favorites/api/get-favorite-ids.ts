'use client';

import { type QueryClient } from '@tanstack/react-query';

import type { WishlistShortResponse } from '@/lib/api/contracts/wishlist';
import { answeredSince, noteAnswered } from '@/lib/query/put-answer';
import { useQuery } from '@/lib/query/react-query';
import { useSessionStore } from '@/stores/session-store';

import { favoriteKeys } from './favorite-keys';

/**
 * The signed-in customer's favourite ids and count. The header and bottom-bar count follows the
 * answer (and is stored as `wishlistCount`). Server pages are the same for everyone, so the hearts
 * are marked in the browser from these ids.
 */
export async function getFavoriteIds(): Promise<WishlistShortResponse> {
  const leftAt = performance.now();
  const { requestFavoriteIds } = await import('./request-favorite-ids');
  const data = await requestFavoriteIds();
  // a change answered after this read left keeps its newer count (applyFavoriteChange)
  if (!answeredSince(favoriteKeys.ids(), leftAt)) {
    useSessionStore.getState().setWishlistCount(data.count);
  }
  return data;
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
 * After a change: the cached ids gain or lose one product (FavoritesCountSync passes them on to the
 * hearts), and the count is the server's. When a read of the ids is on its way (e.g. the one after
 * signing in), it may have left before the change and would land without it: it is cancelled and
 * the ids are read again instead (lib/query/put-answer.ts tells the same race on the cart).
 */
export async function applyFavoriteChange(
  queryClient: QueryClient,
  change: { productId: string; isFavorite: boolean; count: number },
): Promise<void> {
  noteAnswered(favoriteKeys.ids());
  useSessionStore.getState().setWishlistCount(change.count);
  void queryClient.invalidateQueries({ queryKey: favoriteKeys.list() });
  const ids = { queryKey: favoriteKeys.ids(), exact: true };
  if (queryClient.isFetching(ids) > 0) {
    // not invalidateQueries: a first read (no data yet) would be waited for, not cancelled
    await queryClient.cancelQueries(ids);
    void queryClient.refetchQueries(ids);
    return;
  }
  queryClient.setQueryData<WishlistShortResponse>(favoriteKeys.ids(), (old) => {
    if (!old) return old; // never fetched (the fetch failed): the buttons keep their own state
    const rest = old.ids.filter((id) => id !== change.productId);
    return { ids: change.isFavorite ? [change.productId, ...rest] : rest, count: change.count };
  });
}
