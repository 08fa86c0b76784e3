'use client';

import { useCallback, type ComponentProps } from 'react';

import type { AnalyticsItem } from '@/lib/shop/analytics/items';
import { rememberItems } from '@/lib/shop/analytics/tile-attributes';
import { useListTracking, usePromotionTracking } from '@/lib/shop/analytics/use-list-tracking';

type TrackedListProps = ComponentProps<'ul'> & {
  /** The list name analytics reports (lib/shop/analytics/lists.ts). */
  listName: string;
  listId?: string;
  /** The items of the tiles the server draws in it (tiles drawn in the browser bring their own). */
  items?: readonly AnalyticsItem[];
};

/**
 * A `<ul>` of product tiles (and banners among them) whose impressions and clicks go to the data
 * layer. The tiles only carry `itemTileProps` / `promotionTileProps`; their items reach the browser
 * once, from the list (`items`, tiles only the server draws) or from the tiles drawn in it.
 */
export function TrackedList({ listName, listId, items, children, ...props }: TrackedListProps) {
  // before the tiles are scanned; idempotent, and kept out of the tracking's dependencies so a new
  // array from a re-render does not restart the tracking (each tile counts once per page view)
  if (items) rememberItems(items);
  const tiles = useListTracking(listName, listId);
  const promotions = usePromotionTracking();
  const ref = useCallback(
    (node: HTMLUListElement | null) => {
      const cleanups = [tiles(node), promotions(node)];
      return () => {
        for (const cleanup of cleanups) if (typeof cleanup === 'function') cleanup();
      };
    },
    [tiles, promotions],
  );
  return (
    <ul ref={ref} {...props}>
      {children}
    </ul>
  );
}
