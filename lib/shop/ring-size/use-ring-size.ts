'use client';

import { useSyncExternalStore } from 'react';

import { readRingSize, subscribeRingSize } from './ring-size-storage';

// The server and the hydrating render see nothing remembered: cached pages stay the same for every
// shopper, and the browser fills in this device's values right after hydration (no mismatch).
const none = () => null;

/** The ring size remembered on this device; null on the server, while hydrating, or when none. */
export function useRememberedRingSize(): number | null {
  return useSyncExternalStore(subscribeRingSize, readRingSize, none);
}
