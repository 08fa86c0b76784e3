'use client';

import { useRecordProductView } from '../api/record-product-view';

/** Renders nothing: counts the page view of a product from the browser (with the device id). */
export function ProductViewTracker({ slug }: { slug: string }) {
  useRecordProductView(slug);
  return null;
}
