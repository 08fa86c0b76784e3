'use client';

import { create } from 'zustand';

/**
 * The signed-in customer's favourite ids, which mark the hearts; null while unknown (a guest, not
 * fetched yet, or the fetch failed). A read-only copy of the ids query, written only by
 * FavoritesCountSync, so that a product page's heart does not load React Query (issue 7; the one
 * exception, with the cart count, to house style's "never copy query data into a store").
 */
export const useFavoriteIdsStore = create<{ ids: string[] | null }>()(() => ({ ids: null }));
