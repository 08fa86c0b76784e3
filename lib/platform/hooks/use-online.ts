'use client';

import { useSyncExternalStore } from 'react';

import { isOnline, subscribeOnlineStatus } from '@/lib/platform/online-status';

/**
 * Whether the browser is online (lib/platform/online-status.ts). The server render and hydration say true,
 * so a page kept for everybody never carries an offline state; the browser's own answer follows.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnlineStatus, isOnline, () => true);
}
