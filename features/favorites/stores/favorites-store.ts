'use client';

import { useEffect } from 'react';
import { create } from 'zustand';
import { persist, type PersistStorage } from 'zustand/middleware';

import { readStorage, writeStorage } from '@/lib/platform/browser-session';
import { STORAGE_KEYS } from '@/lib/shop/constants';

type FavoritesState = {
  /** The favourite ids, which mark the hearts; null while unknown (a guest, not fetched, failed). */
  ids: string[] | null;
  /** The header and bottom-bar badge (0: hidden). */
  count: number;
};

const toCount = (value: unknown): number => {
  const count = Number(value);
  return Number.isFinite(count) && count > 0 ? Math.trunc(count) : 0;
};

/** The count is kept as the plain number spec 3 names (`wishlistCount`), not a JSON record. */
const countStorage: PersistStorage<Pick<FavoritesState, 'count'>> = {
  getItem: (name) => ({ state: { count: toCount(readStorage(name)) } }),
  setItem: (name, { state }) => writeStorage(name, state.count > 0 ? String(state.count) : null),
  removeItem: (name) => writeStorage(name, null),
};

/**
 * The signed-in customer's favourites as the chrome and the hearts see them: a read-only copy of
 * the ids query (ids and count), written only by FavoritesCountSync, so that a product page's heart
 * and the header do not load React Query (docs/adr/0003). The count is stored, so the next page load
 * shows the badge before the ids are read again; it is read from storage after hydration
 * (useStoredFavoritesCount), since the server render knows no customer.
 */
export const useFavoritesStore = create<FavoritesState>()(
  persist((): FavoritesState => ({ ids: null, count: 0 }), {
    name: STORAGE_KEYS.wishlistCount,
    storage: countStorage,
    partialize: ({ count }) => ({ count }),
    skipHydration: true,
  }),
);

/** The badge's count, read from storage once the page has hydrated. */
export function useFavoritesCount(): number {
  useEffect(() => {
    if (!useFavoritesStore.persist.hasHydrated()) void useFavoritesStore.persist.rehydrate();
  }, []);
  return useFavoritesStore((state) => state.count);
}
