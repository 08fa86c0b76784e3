'use client';

import { useEffect } from 'react';

import { useHydrateSession } from '@/components/layout/use-hydrate-session';
import { useQueryClient } from '@/lib/query/react-query';
import { useSessionStore } from '@/stores/session-store';

import { favoriteKeys } from '../api/favorite-keys';
import { useFavoriteIds } from '../api/get-favorite-ids';
import { useFavoriteIdsStore } from '../stores/favorite-ids-store';

/**
 * Mounted once with the chrome, after hydration (SessionDataSync), on every page load (spec 2.2):
 * with a token it fetches the favourite ids, which set the header and bottom-bar count and mark the
 * hearts (the ids store). After a logout (or any 401) the cached favourites are dropped. Renders
 * nothing.
 */
export function FavoritesCountSync() {
  useHydrateSession();
  const ids = useFavoriteIds().data?.ids ?? null;
  const queryClient = useQueryClient();
  const signedOut = useSessionStore((s) => s.hydrated && !s.loggedIn);
  useEffect(() => {
    useFavoriteIdsStore.setState({ ids });
  }, [ids]);
  useEffect(() => {
    if (signedOut) queryClient.removeQueries({ queryKey: favoriteKeys.all });
  }, [signedOut, queryClient]);
  return null;
}
