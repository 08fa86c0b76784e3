'use client';

import { useEffect, useEffectEvent } from 'react';

import { trackViewItem } from '@/lib/shop/analytics/events';
import type { AnalyticsItem } from '@/lib/shop/analytics/items';

import { useRecordProductView } from '../api/record-product-view';

type ProductViewTrackerProps = { slug: string; analyticsItem?: AnalyticsItem };

/**
 * Renders nothing: counts the page view of a product from the browser (with the device id) and
 * reports view_item to the data layer, once per product page view.
 */
export function ProductViewTracker({ slug, analyticsItem }: ProductViewTrackerProps) {
  useRecordProductView(slug);
  // once per product: a refreshed server render hands over an equal item, which is the same view
  const itemId = analyticsItem?.item_id;
  const report = useEffectEvent(() => {
    if (analyticsItem) trackViewItem(analyticsItem);
  });
  useEffect(() => report(), [itemId]);
  return null;
}
