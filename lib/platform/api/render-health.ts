import { processShared } from '@/lib/platform/process-shared.mjs';

/**
 * How a render made for the page cache fared with the services (lib/platform/page-cache/page-cache.ts),
 * recorded by the render under the fill id proxy.ts sent with the request:
 * - `degraded`: a service of the page's chrome or side sections failed (an empty menu, a section
 *   with «Повторить»): right for this moment, wrong to serve to others for a minute, so not kept;
 * - `unavailable`: the page's own data could not be read and it shows the error card instead: the
 *   proxy answers 503 with Retry-After (or a stale copy), never keeps it;
 * - `not-found`: the page drew the 404 view in place of content that does not exist (a page that
 *   calls Next's notFound() gets an empty HTML body: vercel/next.js#62228): the proxy answers 404.
 *
 * One registry per process (lib/platform/process-shared.mjs): proxy.ts and the pages are separate bundles.
 */
export const PAGE_CACHE_FILL_HEADER = 'x-page-cache-fill';

export type RenderHealth = 'ok' | 'degraded' | 'not-found' | 'unavailable';

/**
 * What a fill's render reported: its worst health and the data-cache tags it read (lib/platform/api/cache.ts;
 * the page is kept under them, so a revalidation of one of them drops it too).
 */
type FillRecord = { health: RenderHealth; tags: Set<string> };

const registry = () => processShared('page-cache.fills', () => new Map<string, FillRecord>());

function recordOf(fillId: string): FillRecord {
  const fills = registry();
  let record = fills.get(fillId);
  if (!record) {
    record = { health: 'ok', tags: new Set() };
    fills.set(fillId, record);
  }
  return record;
}

const RANK: Record<RenderHealth, number> = { ok: 0, degraded: 1, 'not-found': 2, unavailable: 3 };

/** How the render of this fill fared; the worse outcome stays (unavailable, not found, degraded). */
export function recordFillHealth(fillId: string, health: Exclude<RenderHealth, 'ok'>): void {
  const record = recordOf(fillId);
  if (RANK[health] > RANK[record.health]) record.health = health;
}

/** The data-cache tags of a read the fill's render made. */
export function recordFillTags(fillId: string, tags: readonly string[]): void {
  const record = recordOf(fillId);
  for (const tag of tags) record.tags.add(tag);
}

/** What the fill's render reported (nothing: healthy, no tags); forgets the fill either way. */
export function takeFill(fillId: string): FillRecord {
  const fills = registry();
  const record = fills.get(fillId) ?? { health: 'ok', tags: new Set<string>() };
  fills.delete(fillId);
  return record;
}
