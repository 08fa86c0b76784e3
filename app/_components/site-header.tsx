'use client';

import { useState } from 'react';

import { BottomNav } from '@/components/layout/bottom-nav';
import { Header } from '@/components/layout/header';
import type { MenuFilterGroup } from '@/components/layout/mega-menu';
import type { MenuCategory } from '@/components/layout/menu-data';
import { useCartCount } from '@/features/cart/api/get-cart';
import { SearchSuggestions } from '@/features/search/components/search-suggestions';

/** The header with the live cart count and search suggestions (features meet the chrome here). */
export function SiteHeader({
  categories,
  filterGroups,
}: {
  categories: MenuCategory[];
  filterGroups: MenuFilterGroup[];
}) {
  const cartCount = useCartCount();
  const [query, setQuery] = useState('');
  return (
    <Header
      categories={categories}
      filterGroups={filterGroups}
      cartCount={cartCount}
      onSearchChange={setQuery}
      searchSlot={<SearchSuggestions query={query} />}
    />
  );
}

/** The mobile bottom bar with the live cart count. */
export function SiteBottomNav() {
  const cartCount = useCartCount();
  return <BottomNav cartCount={cartCount} />;
}
