'use client';

import { useSyncExternalStore } from 'react';

import { readRememberedShop, subscribeRememberedShop } from '../utils/remembered-shop';

// The server and the hydrating render see no shop: a kept listing is the same for every shopper,
// and the browser fills in this device's shop right after hydration (no mismatch).
const none = () => null;

/** The shop remembered on this device; null on the server, while hydrating, or when none. */
export function useRememberedShop(): number | null {
  return useSyncExternalStore(subscribeRememberedShop, readRememberedShop, none);
}
