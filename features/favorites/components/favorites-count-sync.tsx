'use client';

import { useEffect } from 'react';

import { useHydrateSession } from '@/components/layout/use-hydrate-session';
import { useQueryClient } from '@/lib/platform/query/react-query';
import { useSessionStore } from '@/stores/session-store';

import { favoriteKeys } from '../api/favorite-keys';
import { useFavoriteIds } from '../api/get-favorite-ids';
import { useFavoritesStore } from '../stores/favorites-store';

/**
 * Mounted once with the chrome, after hydration (SessionDataSync), on every page load (spec 2.2):
 * with a token it fetches the favourite ids; their answer, and every change put into it, is the one
 * source of the badge's count and the hearts (the favourites store). After a logout (or any 401)
 * the cached favourites are dropped and the count is 0. Renders nothing.
 */
export function FavoritesCountSync() {
  useHydrateSession();
  const data = useFavoriteIds().data;
  const queryClient = useQueryClient();
  const signedOut = useSessionStore((s) => s.hydrated && !s.loggedIn);
  useEffect(() => {
    if (data) useFavoritesStore.setState({ ids: data.ids, count: data.count });
    else useFavoritesStore.setState({ ids: null });
  }, [data]);
  useEffect(() => {
    if (!signedOut) return;
    queryClient.removeQueries({ queryKey: favoriteKeys.all });
    useFavoritesStore.setState({ ids: null, count: 0 });
  }, [signedOut, queryClient]);
  return null;
}
