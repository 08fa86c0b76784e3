/**
 * How a render made for the page cache fared with the services (lib/page-cache/page-cache.ts),
 * recorded by the render under the fill id proxy.ts sent with the request:
 * - `degraded`: a service of the page's chrome or side sections failed (an empty menu, a section
 *   with «Повторить»): right for this moment, wrong to serve to others for a minute, so not kept;
 * - `unavailable`: the page's own data could not be read and it shows the error card instead: the
 *   proxy answers 503 with Retry-After (or a stale copy), never keeps it;
 * - `not-found`: the page drew the 404 view in place of content that does not exist (a page that
 *   calls Next's notFound() gets an empty HTML body: vercel/next.js#62228): the proxy answers 404.
 *
 * The registry lives on globalThis: proxy.ts and the pages are separate bundles in one process.
 */
export const PAGE_CACHE_FILL_HEADER = 'x-page-cache-fill';

export type RenderHealth = 'ok' | 'degraded' | 'not-found' | 'unavailable';

const REGISTRY = Symbol.for('storefront.page-cache.fill-health');

type Registry = Map<string, Exclude<RenderHealth, 'ok'>>;

function registry(): Registry {
  const scope = globalThis as typeof globalThis & { [REGISTRY]?: Registry };
  scope[REGISTRY] ??= new Map();
  return scope[REGISTRY];
}

const RANK: Record<RenderHealth, number> = { ok: 0, degraded: 1, 'not-found': 2, unavailable: 3 };

/** How the render of this fill fared; the worse outcome stays (unavailable, not found, degraded). */
export function recordFillHealth(fillId: string, health: Exclude<RenderHealth, 'ok'>): void {
  const fills = registry();
  if (RANK[health] > RANK[fills.get(fillId) ?? 'ok']) fills.set(fillId, health);
}

/** How the fill's render fared; forgets the fill either way. */
export function takeFillHealth(fillId: string): RenderHealth {
  const fills = registry();
  const health = fills.get(fillId) ?? 'ok';
  fills.delete(fillId);
  return health;
}

/**
 * The data-cache tags a fill's render read (lib/api/cache.ts, issue 28): the page is kept under
 * them, so a revalidation of one of them drops it too. Same registry rules as the health above.
 */
const TAGS = Symbol.for('storefront.page-cache.fill-tags');

function tagRegistry(): Map<string, Set<string>> {
  const scope = globalThis as typeof globalThis & { [TAGS]?: Map<string, Set<string>> };
  scope[TAGS] ??= new Map();
  return scope[TAGS];
}

export function recordFillTags(fillId: string, tags: readonly string[]): void {
  const fills = tagRegistry();
  const seen = fills.get(fillId) ?? new Set<string>();
  for (const tag of tags) seen.add(tag);
  fills.set(fillId, seen);
}

/** The tags the fill's render read; forgets the fill either way. */
export function takeFillTags(fillId: string): Set<string> {
  const fills = tagRegistry();
  const tags = fills.get(fillId) ?? new Set<string>();
  fills.delete(fillId);
  return tags;
}
