'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';

import {
  EMPTY_FILTERS,
  catalogHref,
  withFilters,
  type CatalogDefaults,
  type CatalogFilters,
  type CatalogQuery,
} from '@/lib/shop/catalog-query';

export type FilterMode = 'instant' | 'deferred';

type Options = {
  basePath: string;
  query: CatalogQuery;
  defaults: CatalogDefaults;
  /** instant: every change applies at once (desktop sidebar); deferred: on «Показать» (modal). */
  mode: FilterMode;
  onApplied?: () => void;
};

/**
 * The filters being edited. Applying navigates to the canonical URL (page reset to 1, spec 4);
 * the server renders the new list. `hrefFor` gives the plain link of a filter state (no-JS).
 */
export function useFilterDraft({ basePath, query, defaults, mode, onApplied }: Options) {
  const router = useRouter();
  const [draft, setDraft] = useState<CatalogFilters>(query.filters);
  const [pending, startTransition] = useTransition();

  const hrefFor = (filters: CatalogFilters) =>
    catalogHref(basePath, withFilters(query, filters), defaults);

  const apply = (filters: CatalogFilters) => {
    startTransition(() => router.push(hrefFor(filters), { scroll: false }));
    onApplied?.();
  };

  /** A change from a control: kept as a draft, applied at once in instant mode. */
  const change = (filters: CatalogFilters) => {
    setDraft(filters);
    if (mode === 'instant') apply(filters);
  };

  const reset = () => change(EMPTY_FILTERS);

  return { draft, pending, hrefFor, change, apply, reset, setDraft };
}
