'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';

import { BottomNav } from '@/components/layout/bottom-nav';
import { Header } from '@/components/layout/header';
import { useHydrateSession } from '@/components/layout/use-hydrate-session';
import { useCartCount } from '@/features/cart/api/get-cart';
import { useFavoritesCount } from '@/features/favorites/api/get-favorite-ids';
import { useHasBeenTrue } from '@/lib/platform/hooks/use-has-been-true';

// The suggestions' code (query, debounce, panel) loads when the shopper first types (docs/performance.md).
const SearchSuggestions = dynamic(
  () =>
    import('@/features/search/components/search-suggestions').then(
      (module) => module.SearchSuggestions,
    ),
  { ssr: false },
);

/**
 * The header with the live cart and favourites counts and search suggestions (features meet the
 * chrome here). It reads the stored session once hydrated (the server render shows a guest).
 */
export function SiteHeader() {
  useHydrateSession();
  const cartCount = useCartCount();
  const favoritesCount = useFavoritesCount();
  const [query, setQuery] = useState('');
  const typed = useHasBeenTrue(query !== '');
  return (
    <Header
      cartCount={cartCount}
      favoritesCount={favoritesCount}
      onSearchChange={setQuery}
      searchSlot={typed ? <SearchSuggestions query={query} /> : null}
    />
  );
}

/** The mobile bottom bar with the live cart and favourites counts. */
export function SiteBottomNav() {
  const cartCount = useCartCount();
  const favoritesCount = useFavoritesCount();
  return <BottomNav cartCount={cartCount} favoritesCount={favoritesCount} />;
}
