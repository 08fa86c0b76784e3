'use client';

import { useCallback, useEffect, useState } from 'react';

import type { ShopStock } from '@/lib/platform/api/contracts/stock';

export type StockState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; shops: ShopStock[] };

/**
 * The product's stock per shop, read in the browser after the page has loaded: the product page
 * is kept and served to everybody, and the stock changes with every reservation. The request code
 * (HTTP client, zod, the contract) is imported here, so it is not part of the page's first load.
 * `reload` keeps what is shown until the new answer comes.
 */
export function useProductStock(slug: string) {
  const [state, setState] = useState<StockState>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
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
  }, [slug, round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { state, reload };
}
