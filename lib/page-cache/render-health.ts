/**
 * Renders made for the page cache that met a failing service (lib/page-cache/page-cache.ts). Such a
 * page shows an empty menu, a section with «Повторить» or an error card: right for this moment,
 * wrong to serve to others for a minute. The render marks itself here, under the fill id proxy.ts
 * sent with the request, and the proxy does not keep the page.
 *
 * The registry lives on globalThis: proxy.ts and the pages are separate bundles in one process.
 */
export const PAGE_CACHE_FILL_HEADER = 'x-page-cache-fill';

const REGISTRY = Symbol.for('storefront.page-cache.degraded-fills');

type Registry = Set<string>;

function registry(): Registry {
  const scope = globalThis as typeof globalThis & { [REGISTRY]?: Registry };
  scope[REGISTRY] ??= new Set();
  return scope[REGISTRY];
}

/** The render of this fill met a failing service. */
export function recordDegradedFill(fillId: string): void {
  registry().add(fillId);
}

/** Whether the fill's render met a failing service; forgets the fill either way. */
export function takeDegradedFill(fillId: string): boolean {
  return registry().delete(fillId);
}
