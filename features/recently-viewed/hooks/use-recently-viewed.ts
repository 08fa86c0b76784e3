'use client';

import { useSyncExternalStore } from 'react';

import {
  readNoRecentlyViewed,
  readRecentlyViewed,
  subscribeRecentlyViewed,
} from '@/lib/shop/recently-viewed';

/**
 * The SKUs viewed on this device, newest first. Empty on the server and during hydration, so a
 * page kept for everybody never carries one shopper's list and hydrates without a mismatch.
 */
export function useRecentlyViewed(): readonly string[] {
  return useSyncExternalStore(subscribeRecentlyViewed, readRecentlyViewed, readNoRecentlyViewed);
}
