import type { ReactNode } from 'react';

import { TrackedList } from '@/components/analytics/tracked-list';

import styles from './product-grid.module.css';

type ProductGridProps = {
  /** The analytics list name (lib/shop/analytics/lists.ts). */
  listName: string;
  /** The `<li>`s: cards and banners (ListingItems). */
  children: ReactNode;
};

/** The catalogue grid, a list named «Товары»; the first row's images load first (LCP). */
export function ProductGrid({ listName, children }: ProductGridProps) {
  return (
    <TrackedList className={styles.grid} aria-label="Товары" listName={listName}>
      {children}
    </TrackedList>
  );
}
