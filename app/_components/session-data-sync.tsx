'use client';

import dynamic from 'next/dynamic';

import { useOnline } from '@/lib/platform/hooks/use-online';
import { orNothing } from '@/lib/platform/optional-part';

// Loaded after hydration, with React Query: the chrome's first load has neither (docs/adr/0003).
const CartCountSync = dynamic(
  () =>
    orNothing(
      import('@/features/cart/components/cart-count-sync').then((module) => module.CartCountSync),
    ),
  { ssr: false },
);
const FavoritesCountSync = dynamic(
  () =>
    orNothing(
      import('@/features/favorites/components/favorites-count-sync').then(
        (module) => module.FavoritesCountSync,
      ),
    ),
  { ssr: false },
);

/**
 * The shopper's own data the chrome shows, fetched in the browser on every page load (spec 2.2):
 * the cart count, and the favourites count and hearts. Renders nothing. Offline it waits for the
 * connection: their code and their reads need it, and the stored counts stand meanwhile.
 */
export function SessionDataSync() {
  const online = useOnline();
  if (!online) return null;
  return (
    <>
      <CartCountSync />
      <FavoritesCountSync />
    </>
  );
}
