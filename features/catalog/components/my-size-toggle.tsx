'use client';

import { useRouter } from 'next/navigation';
import { useOptimistic, useTransition } from 'react';

import {
  catalogHref,
  withFilters,
  type CatalogDefaults,
  type CatalogQuery,
} from '@/lib/shop/catalog-query';
import { formatRingSize, parseRingSize } from '@/lib/shop/ring-size/ring-sizes';
import { useRememberedRingSize } from '@/lib/shop/ring-size/use-ring-size';

import styles from './catalog-listing.module.css';
import type { ListingFacets } from './filters-panel';

type MySizeToggleProps = {
  basePath: string;
  query: CatalogQuery;
  defaults: CatalogDefaults;
  facets: ListingFacets | null;
};

/**
 * «Только мой размер (17)» on ring listings, once this device remembers a size. It is
 * the listing's own size filter (`filters=size_17` in the URL), so the result shares, reloads and
 * crawls like any filter; only the switch itself is per device and rendered in the browser.
 */
export function MySizeToggle({ basePath, query, defaults, facets }: MySizeToggleProps) {
  const mine = useRememberedRingSize();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const isMine = (size: string) => parseRingSize(size) === mine;
  const sizes = query.filters.size;
  const checked = mine !== null && sizes.length > 0 && sizes.every(isMine);
  // the switch moves at once; the listing follows when the navigation lands
  const [shown, setShown] = useOptimistic(checked);
  if (mine === null) return null;
  // the facet's own spelling of the size when it lists it, so the filter matches the offers' sizes
  const value = facets?.size.find((facet) => isMine(facet.value))?.value ?? formatRingSize(mine);
  const next = checked ? sizes.filter((size) => !isMine(size)) : [value];
  const href = catalogHref(
    basePath,
    withFilters(query, { ...query.filters, size: next }),
    defaults,
  );
  return (
    <label className={styles.mySize} aria-busy={pending}>
      <input
        type="checkbox"
        checked={shown}
        onChange={() =>
          startTransition(() => {
            setShown(!checked);
            router.push(href, { scroll: false });
          })
        }
      />
      <span>Только мой размер ({formatRingSize(mine)})</span>
    </label>
  );
}
