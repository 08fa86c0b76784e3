import 'server-only';

import { headers } from 'next/headers';

import { isApiError } from './errors';
import {
  PAGE_CACHE_FILL_HEADER,
  recordFillHealth,
  recordFillTags,
  type RenderHealth,
} from './render-health';

/**
 * A failure that leaves the page worse than it should be: no answer, a server error or a refusal
 * (429). A 4xx answer is the service's word on the content (a product that does not exist gives a
 * 404 page, which is never kept anyway).
 */
export function isOutage(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status === null || error.status >= 500 || error.status === 429;
}

/** The fill id of the render under way, or null (not a fill, or no request scope here). */
async function fillId(): Promise<string | null> {
  try {
    return (await headers()).get(PAGE_CACHE_FILL_HEADER);
  } catch {
    // Not in a page request (a build, or inside a cache scope where request data is off limits):
    // there is no fill to mark here; cachedGetter marks from outside the cache scope.
    return null;
  }
}

async function mark(health: Exclude<RenderHealth, 'ok'>): Promise<void> {
  const id = await fillId();
  if (id) recordFillHealth(id, health);
}

/**
 * Called by the server's data getters when a service call fails: if this render is filling the
 * page cache and the failure is an outage, the page is served to the shopper who asked but not
 * kept for others.
 */
export async function markRenderDegraded(error: unknown): Promise<void> {
  if (isOutage(error)) await mark('degraded');
}

/**
 * Called by a page whose own data could not be read: it renders the error card, and
 * the proxy answers it with 503 and Retry-After — or with a stale copy of the page it kept.
 */
export async function markPageUnavailable(): Promise<void> {
  await mark('unavailable');
}

/**
 * Called by a page that draws the 404 view itself instead of calling Next's notFound() (whose
 * answer has an empty HTML body: vercel/next.js#62228): the proxy answers it with status 404.
 * False when this render is no fill of the proxy's (a client navigation's RSC request, a
 * non-HTML request): nothing would set its status, so the caller uses notFound() there.
 */
export async function markPageNotFound(): Promise<boolean> {
  const id = await fillId();
  if (id) recordFillHealth(id, 'not-found');
  return id !== null;
}

/** Called by the server's data getters with the tags of each read: the page is kept under them. */
export async function noteRenderTags(tags: readonly string[]): Promise<void> {
  const id = await fillId();
  if (id) recordFillTags(id, tags);
}
