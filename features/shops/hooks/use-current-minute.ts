'use client';

import { useSyncExternalStore } from 'react';

const MINUTE_MS = 60_000;
/** Checked often enough that a minute's change shows within seconds; renders only on a change. */
const TICK_MS = 5_000;

const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  timer ??= setInterval(() => listeners.forEach((notify) => notify()), TICK_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const currentMinute = () => Math.floor(Date.now() / MINUTE_MS);

/**
 * The current time, floored to the minute, kept fresh while the page is open (one shared timer).
 * Hydration uses the server's render time, so the server HTML and the first client render agree;
 * right after hydration React switches to the browser's clock.
 */
export function useCurrentMinute(serverTime: number): Date {
  const minute = useSyncExternalStore(subscribe, currentMinute, () =>
    Math.floor(serverTime / MINUTE_MS),
  );
  return new Date(minute * MINUTE_MS);
}
