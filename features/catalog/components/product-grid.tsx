import type { ReactNode } from 'react';

import { TrackedList } from '@/components/analytics/tracked-list';
import type { Product } from '@/lib/platform/api/contracts/catalog';
import type { Banner } from '@/lib/platform/api/contracts/main';

import { toTile } from '../utils/tile';

import { GridItems } from './grid-items';
import styles from './product-grid.module.css';

type ProductGridProps = {
  products: Product[];
  banners?: Banner[];
  /** The analytics list name (lib/shop/analytics/lists.ts). */
  listName: string;
  /** More `<li>`s after the server-rendered ones (the «Показать ещё» pages). */
  children?: ReactNode;
};

/** The catalogue grid, a list named «Товары»; the first row's images load first (LCP). */
export function ProductGrid({ products, banners, listName, children }: ProductGridProps) {
  return (
    <TrackedList className={styles.grid} aria-label="Товары" listName={listName}>
      <GridItems tiles={products.map(toTile)} banners={banners} />
      {children}
    </TrackedList>
  );
}
