'use client';

import { useEffect, useRef } from 'react';

import { postBeacon } from '@/lib/platform/api/beacon';
import { getDeviceId } from '@/lib/platform/browser-session';

/**
 * Counts one view of a product for this device (POST /product/view/{slug}); personal
 * recommendations are built from these views. Silent: a lost view never bothers the shopper. A
 * beacon, not the HTTP client, so a product page loads no axios for it (docs/performance.md).
 */
export function recordProductView(slug: string): Promise<boolean> {
  return postBeacon('catalog', `/product/view/${encodeURIComponent(slug)}`, {
    deviceId: getDeviceId(),
  });
}

/** Sends the view once per page view (the ref survives Strict Mode's second effect run). */
export function useRecordProductView(slug: string): void {
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (sent.current === slug) return;
    sent.current = slug;
    void recordProductView(slug);
  }, [slug]);
}
