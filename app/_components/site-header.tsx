'use client';

import { BottomNav } from '@/components/layout/bottom-nav';
import { Header } from '@/components/layout/header';
import { useCartCount } from '@/features/cart/api/get-cart';
import type { Category } from '@/lib/api/contracts/catalog';

/** The header with the live cart count (the cart feature meets the chrome here, in app/). */
export function SiteHeader({ categories }: { categories: Category[] }) {
  const cartCount = useCartCount();
  return <Header categories={categories} cartCount={cartCount} />;
}

/** The mobile bottom bar with the live cart count. */
export function SiteBottomNav() {
  const cartCount = useCartCount();
  return <BottomNav cartCount={cartCount} />;
}
