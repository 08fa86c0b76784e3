'use client';

import { create } from 'zustand';

/**
 * The number of products in the cart for the header and the bottom bar (0 while unknown). A
 * read-only copy of the cart query, written only by CartCountSync (loaded after hydration), so that
 * the chrome of every page does not load React Query (docs/adr/0003; the one exception, with the favourite
 * ids, to house style's "never copy query data into a store").
 */
export const useCartCountStore = create<{ count: number }>()(() => ({ count: 0 }));

export const useCartCount = (): number => useCartCountStore((state) => state.count);
