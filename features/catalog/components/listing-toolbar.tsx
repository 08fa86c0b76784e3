'use client';

import { useRouter } from 'next/navigation';
import { useTransition, type ChangeEvent } from 'react';

import {
  SORT_KEYS,
  SORT_LABELS,
  catalogHref,
  serializeFilters,
  withLimit,
  withSort,
  type CatalogDefaults,
  type CatalogQuery,
  type CatalogSort,
} from '@/lib/shop/catalog-query';

import styles from './catalog-listing.module.css';

type ListingToolbarProps = { basePath: string; query: CatalogQuery; defaults: CatalogDefaults };

/**
 * «Сортировка» and «Показывать по». A change navigates at once (page back to 1, spec 4); without
 * JavaScript the same controls are a GET form with an «Применить» button.
 */
export function ListingToolbar({ basePath, query, defaults }: ListingToolbarProps) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const go = (next: CatalogQuery) =>
    startTransition(() => router.push(catalogHref(basePath, next, defaults), { scroll: false }));
  const filters = serializeFilters(query.filters);
  return (
    <form method="get" action={basePath} className={styles.toolbar} aria-busy={pending}>
      {query.search && <input type="hidden" name="filter[search]" value={query.search} />}
      {filters && <input type="hidden" name="filters" value={filters} />}
      {query.filters.shop !== null && (
        <input type="hidden" name="shop" value={query.filters.shop} />
      )}
      <label className={styles.select}>
        <span>Сортировка</span>
        <select
          name="sort"
          value={query.sort}
          onChange={(event: ChangeEvent<HTMLSelectElement>) =>
            go(withSort(query, event.currentTarget.value as CatalogSort))
          }
        >
          {SORT_KEYS.map((key) => (
            <option key={key} value={key}>
              {SORT_LABELS[key]}
            </option>
          ))}
        </select>
      </label>
      {defaults.pageSizes.length > 1 && (
        <label className={styles.select}>
          <span>Показывать по</span>
          <select
            name="limit"
            value={query.limit}
            onChange={(event: ChangeEvent<HTMLSelectElement>) =>
              go(withLimit(query, Number(event.currentTarget.value)))
            }
          >
            {defaults.pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
      )}
      <noscript>
        <button type="submit" className={styles.apply}>
          Применить
        </button>
      </noscript>
    </form>
  );
}
