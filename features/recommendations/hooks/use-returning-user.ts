'use client';

import { useSyncExternalStore } from 'react';

import { isReturningVisit } from './returning-user';

const subscribe = () => () => undefined;

/** True for a returning shopper, false for a new one, null on the server and at hydration. */
export function useReturningUser(): boolean | null {
  return useSyncExternalStore(subscribe, isReturningVisit, () => null);
}
