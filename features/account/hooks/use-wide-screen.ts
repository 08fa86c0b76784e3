'use client';

import { useSyncExternalStore } from 'react';

import { BREAKPOINTS } from '@/lib/shop/constants';

const QUERY = `(min-width: ${BREAKPOINTS.lg}px)`;

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** True on wide screens (≥ 992 px, spec 2.4); false on the server and on narrow screens. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
