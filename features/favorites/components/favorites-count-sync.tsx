'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { useHydrateSession } from '@/components/layout/use-hydrate-session';
import { useSessionStore } from '@/stores/session-store';

import { favoriteKeys } from '../api/favorite-keys';
import { useFavoriteIds } from '../api/get-favorite-ids';

/**
 * Mounted once with the navigation (every page load, spec 2.2): with a token it fetches the
 * favourite ids, which set the header and bottom-bar count and mark the hearts. After a logout
 * (or any 401) the cached favourites are dropped. Renders nothing.
 */
export function FavoritesCountSync() {
  useHydrateSession();
  useFavoriteIds();
  const queryClient = useQueryClient();
  const signedOut = useSessionStore((s) => s.hydrated && !s.loggedIn);
  useEffect(() => {
    if (signedOut) queryClient.removeQueries({ queryKey: favoriteKeys.all });
  }, [signedOut, queryClient]);
  return null;
}
