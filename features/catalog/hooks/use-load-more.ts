'use client';

import { useCallback, useState } from 'react';

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
  /** The page the server rendered. */
  tiles: Tile[];
};

export type LoadMoreState = {
  page: number;
  lastPage: number;
  /** The server-rendered page's tiles, then each page «Показать ещё» loaded. */
  chunks: Tile[][];
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
  const { basePath, query, defaults, source, lastPage, tiles } = options;
  const [page, setPage] = useState(query.page);
  const [chunks, setChunks] = useState<Tile[][]>([tiles]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  const loadMore = useCallback(async () => {
    if (loading || page >= lastPage) return;
    const next = withPage(query, page + 1);
    setLoading(true);
    setFailed(false);
    try {
      // the HTTP client loads with the first «Показать ещё», not with the page (docs/performance.md)
      const { loadListingPage } = await import('../api/load-listing-page');
      const { tiles } = await loadListingPage(source, toListRequest(next, defaults));
      // a list that changed meanwhile must not repeat a card already shown
      setChunks((shown) => {
        const seen = new Set(shown.flat().map((tile) => tile.sku));
        return [...shown, tiles.filter((tile) => !seen.has(tile.sku))];
      });
      setPage(next.page);
      window.history.replaceState(null, '', catalogHref(basePath, next, defaults));
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }, [basePath, defaults, lastPage, loading, page, query, source]);

  return { page, lastPage, chunks, loading, failed, loadMore };
}
