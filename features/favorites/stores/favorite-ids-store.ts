'use client';

import { create } from 'zustand';

/**
 * The signed-in customer's favourite ids, which mark the hearts; null while unknown (a guest, not
 * fetched yet, or the fetch failed). Kept outside React Query so that a product page's heart does
 * not load it: FavoritesCountSync fills it from the ids query, and every change goes through
 * `applyFavoriteChange` (issue 7).
 */
export const useFavoriteIdsStore = create<{ ids: string[] | null }>()(() => ({ ids: null }));
