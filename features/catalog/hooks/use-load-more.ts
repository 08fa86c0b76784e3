'use client';

import { useCallback, useRef, useState } from 'react';

import {
  catalogHref,
  toListRequest,
  withPage,
  type CatalogDefaults,
  type CatalogQuery,
} from '@/lib/shop/catalog-query';

import type { ListingSource } from '../api/load-listing-page';
import type { Tile } from '../utils/tile';

export type LoadMoreOptions = {
  basePath: string;
  query: CatalogQuery;
  defaults: CatalogDefaults;
  source: ListingSource;
  lastPage: number;
  /** SKUs the server already rendered (a list that changed meanwhile must not repeat them). */
  shownSkus: string[];
};

export type LoadMoreState = {
  page: number;
  lastPage: number;
  chunks: Tile[][];
  shownCount: number;
  loading: boolean;
  failed: boolean;
  loadMore: () => Promise<void>;
};

/**
 * «Показать ещё»: fetches the next page, appends it, and moves the URL's `page` along with
 * history.replaceState (Next syncs its router with it, no server render), so a reload or a shared
 * link lands on the last page seen.
 */
export function useLoadMore(options: LoadMoreOptions): LoadMoreState {
  const { basePath, query, defaults, source, lastPage, shownSkus } = options;
  const [page, setPage] = useState(query.page);
  const [chunks, setChunks] = useState<Tile[][]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const seen = useRef<Set<string> | null>(null);

  const loadMore = useCallback(async () => {
    if (loading || page >= lastPage) return;
    seen.current ??= new Set(shownSkus);
    const next = withPage(query, page + 1);
    setLoading(true);
    setFailed(false);
    try {
      // the HTTP client loads with the first «Показать ещё», not with the page (docs/performance.md)
      const { loadListingPage } = await import('../api/load-listing-page');
      const { tiles } = await loadListingPage(source, toListRequest(next, defaults));
      const fresh = tiles.filter((tile) => !seen.current?.has(tile.sku));
      fresh.forEach((tile) => seen.current?.add(tile.sku));
      setChunks((current) => [...current, fresh]);
      setPage(next.page);
      window.history.replaceState(null, '', catalogHref(basePath, next, defaults));
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }, [basePath, defaults, lastPage, loading, page, query, shownSkus, source]);

  const shownCount = shownSkus.length + chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  return { page, lastPage, chunks, shownCount, loading, failed, loadMore };
}
