'use client';

import dynamic from 'next/dynamic';

// Loaded after hydration, with React Query: the chrome's first load has neither (docs/adr/0003).
const CartCountSync = dynamic(
  () => import('@/features/cart/components/cart-count-sync').then((module) => module.CartCountSync),
  { ssr: false },
);
const FavoritesCountSync = dynamic(
  () =>
    import('@/features/favorites/components/favorites-count-sync').then(
      (module) => module.FavoritesCountSync,
    ),
  { ssr: false },
);

/**
 * The shopper's own data the chrome shows, fetched in the browser on every page load (spec 2.2):
 * the cart count, and the favourites count and hearts. Renders nothing.
 */
export function SessionDataSync() {
  return (
    <>
      <CartCountSync />
      <FavoritesCountSync />
    </>
  );
}
