'use client';

import { useEffect } from 'react';

import { useSessionStore } from '@/stores/session-store';

/** Reads the stored session once after mount (the server render always shows a guest). */
export function useHydrateSession(): void {
  useEffect(() => {
    const { hydrated, hydrate } = useSessionStore.getState();
    if (!hydrated) hydrate();
  }, []);
}
