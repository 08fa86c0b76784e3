'use client';

import dynamic from 'next/dynamic';
import { useEffect } from 'react';

import { useHasBeenTrue } from '@/lib/platform/hooks/use-has-been-true';
import { useNearViewport } from '@/lib/platform/hooks/use-near-viewport';
import { orNothing } from '@/lib/platform/optional-part';
import { rememberViewed } from '@/lib/shop/recently-viewed';

import { useRecentlyViewed } from '../hooks/use-recently-viewed';

// The slider's code (React Query, the product list request, cards) loads when the shopper scrolls
// near it and this device has viewed another product: it is below the fold, and product pages load
// no client data library at first (e2e/first-load.http.spec.ts, docs/performance.md).
const RecentlyViewedSlider = dynamic(
  () => orNothing(import('./recently-viewed-slider').then((module) => module.RecentlyViewedSlider)),
  { ssr: false },
);

type RecentlyViewedProps = {
  /** The product of this page: remembered as viewed, and left out of its own list. */
  current?: string;
};

/**
 * «Вы смотрели» on a page: remembers the page's product at once, and shows the list when the shopper
 * scrolls near it, if there is one (a first visit loads nothing for it). Once shown it stays, also
 * after «Очистить» (whose message it says). Nothing of it is drawn on the server.
 */
export function RecentlyViewed({ current }: RecentlyViewedProps) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  const others = useRecentlyViewed().some((sku) => sku !== current);
  const shown = useHasBeenTrue(near && others);
  useEffect(() => {
    if (current) rememberViewed(current);
  }, [current]);
  return <div ref={ref}>{shown && <RecentlyViewedSlider exclude={current} />}</div>;
}
