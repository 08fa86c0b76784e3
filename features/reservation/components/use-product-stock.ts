'use client';

import { useCallback, useEffect, useState } from 'react';

import type { ShopStock } from '@/lib/platform/api/contracts/stock';

export type StockState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; shops: ShopStock[] };

/**
 * The product's stock per shop, read live in the browser once `enabled` (the stock dialog opened):
 * the kept page's counts are up to a minute old, and the stock changes with every reservation. The
 * request code (HTTP client, zod, the contract) is imported here, with the first read, so it is no
 * part of a page load. `reload` keeps what is shown until the new answer comes.
 */
export function useProductStock(slug: string, enabled: boolean) {
  const [state, setState] = useState<StockState>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    import('../api/request-product-stock')
      .then(({ requestProductStock }) => requestProductStock(slug))
      .then(
        (answer) => live && setState({ status: 'ready', shops: answer.shops }),
        () => live && setState((old) => (old.status === 'ready' ? old : { status: 'failed' })),
      );
    return () => {
      live = false;
    };
  }, [slug, round, enabled]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { state, reload };
}
