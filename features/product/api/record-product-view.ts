'use client';

import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

import { getDeviceId } from '@/lib/browser-session';

/**
 * Counts one view of a product for this device (POST /product/view/{slug}); personal
 * recommendations are built from these views. Silent: a lost view never bothers the shopper.
 */
export async function recordProductView(slug: string): Promise<void> {
  // the HTTP client loads after the page, not with it (issue 7: first-load JS)
  const { browserClient } = await import('@/lib/api/browser');
  await browserClient('catalog').post(
    `/product/view/${encodeURIComponent(slug)}`,
    { deviceId: getDeviceId() },
    { silent: true },
  );
}

/** Sends the view once per page view (the ref survives Strict Mode's second effect run). */
export function useRecordProductView(slug: string): void {
  const { mutate } = useMutation({ mutationFn: recordProductView });
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (sent.current === slug) return;
    sent.current = slug;
    mutate(slug);
  }, [slug, mutate]);
}
