'use client';

import dynamic from 'next/dynamic';
import { useSyncExternalStore } from 'react';

import { useHydrateSession } from '@/components/layout/use-hydrate-session';
import { hasCartSession, subscribeCartSession } from '@/lib/platform/browser-session';
import { useOnceTrue } from '@/lib/platform/hooks/use-once-true';
import { useOnline } from '@/lib/platform/hooks/use-online';
import { orNothing } from '@/lib/platform/optional-part';
import { useSessionStore } from '@/stores/session-store';

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

const noSession = () => false;

/**
 * The shopper's own data the chrome shows, fetched in the browser on every page load (spec 2.2):
 * the cart count when this browser has a cart (or once its first line is added), the favourites
 * count and hearts when signed in (spec 3: fetched only with a token). A guest without a cart
 * loads neither, nor React Query. Renders nothing. Offline it waits for the connection: their code
 * and their reads need it, and the stored counts stand meanwhile.
 */
export function SessionDataSync() {
  useHydrateSession();
  const online = useOnline();
  const cart = useOnceTrue(useSyncExternalStore(subscribeCartSession, hasCartSession, noSession));
  // once mounted a sync stays: after a logout it is the one that clears what it copied
  const favorites = useOnceTrue(useSessionStore((state) => state.loggedIn));
  if (!online) return null;
  return (
    <>
      {cart && <CartCountSync />}
      {favorites && <FavoritesCountSync />}
    </>
  );
}
