import { processShared } from '@/lib/platform/process-shared.mjs';

import type { PageInvalidation } from './page-cache';

/**
 * How a revalidation (app/api/revalidate, a route handler) reaches the page cache, which lives in
 * proxy.ts's bundle: the two bundles share one registry per process (lib/platform/process-shared.mjs),
 * where the page cache registers itself under one name (a reloaded module replaces its predecessor). With several
 * instances each one is told by its own webhook call or, with Redis, by the shared store.
 */
type Listener = (change: PageInvalidation) => number;

const listeners = () => processShared('page-cache.invalidation', () => new Map<string, Listener>());

/** Registers `name`'s listener (the page cache), replacing an earlier one of that name. */
export function onPageInvalidation(name: string, listener: Listener): void {
  listeners().set(name, listener);
}

/** Drops the kept pages the change names; how many left (0 when no page cache has started yet). */
export function invalidatePages(change: PageInvalidation): number {
  let dropped = 0;
  for (const listener of listeners().values()) dropped += listener(change);
  return dropped;
}
