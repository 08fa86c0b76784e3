'use client';

import { create } from 'zustand';

/**
 * The number of products in the cart for the header and the bottom bar (0 while unknown). Kept
 * outside React Query, which the chrome of every page would otherwise load: CartCountSync, loaded
 * after hydration, makes it follow the cart query (issue 7).
 */
export const useCartCountStore = create<{ count: number }>()(() => ({ count: 0 }));

export const useCartCount = (): number => useCartCountStore((state) => state.count);
