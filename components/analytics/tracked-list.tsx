'use client';

import { useCallback, type ComponentProps } from 'react';

import { useListTracking, usePromotionTracking } from '@/lib/analytics/use-list-tracking';

type TrackedListProps = ComponentProps<'ul'> & {
  /** The list name analytics reports (lib/analytics/lists.ts). */
  listName: string;
  listId?: string;
};

/**
 * A `<ul>` of product tiles (and banners among them) whose impressions and clicks go to the data
 * layer. The tiles stay server components: they only carry `itemTileProps` / `promotionTileProps`.
 */
export function TrackedList({ listName, listId, children, ...props }: TrackedListProps) {
  const items = useListTracking(listName, listId);
  const promotions = usePromotionTracking();
  const ref = useCallback(
    (node: HTMLUListElement | null) => {
      const cleanups = [items(node), promotions(node)];
      return () => {
        for (const cleanup of cleanups) if (typeof cleanup === 'function') cleanup();
      };
    },
    [items, promotions],
  );
  return (
    <ul ref={ref} {...props}>
      {children}
    </ul>
  );
}
