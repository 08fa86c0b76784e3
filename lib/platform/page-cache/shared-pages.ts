import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { sharedStore } from '@/lib/platform/shared-cache/store.mjs';

import type { PageInvalidation, RenderedPage } from './page-cache';

/**
 * The page cache's shared layer (docs/caching.md): with REDIS_URL set, a page one
 * instance rendered is kept in Redis too, and every instance serves it (the same bytes, ADR 0012)
 * before rendering it again; revalidations reach every instance's in-memory layer on a channel.
 * Without REDIS_URL every function here is a no-op (null, false).
 */

/** A page as kept in the shared store. */
export type SharedPage = {
  page: RenderedPage;
  pathname: string;
  tags: string[];
  /** When the page stops being served, ms since the epoch (the instance that rendered it decided). */
  expires: number;
};

const CHANNEL = 'page-invalidation';
/** A cart session's write count is remembered this long after its last write. */
const CART_MARK_TTL_MS = 24 * 60 * 60_000;

/**
 * The build the pages belong to: their HTML names this build's scripts, so instances of another
 * build (a rolling deploy) never serve them. Read once from the build's BUILD_ID; without one (a
 * dev server) a name of this process's own, so nothing is shared by mistake.
 */
let buildId: string | undefined;
function currentBuild(): string {
  if (buildId) return buildId;
  try {
    const distDir = process.env.NEXT_DIST_DIR || '.next';
    buildId = readFileSync(join(process.cwd(), distDir, 'BUILD_ID'), 'utf8').trim();
  } catch {
    buildId = `process-${process.pid}-${Date.now()}`;
  }
  return buildId;
}

const pathTag = (pathname: string) => `path:${pathname}`;
const pageName = (key: string) => `page:${currentBuild()}:${key}`;

function isSharedPage(value: unknown): value is SharedPage {
  const page = (value as SharedPage | null)?.page;
  return (
    typeof page?.body === 'string' &&
    typeof page.status === 'number' &&
    Array.isArray(page.headers) &&
    typeof (value as SharedPage).expires === 'number'
  );
}

/** A kept page from the store's answer; null for none, one of another shape, or one expired. */
function parsePage(raw: unknown): SharedPage | null {
  if (typeof raw !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isSharedPage(parsed) && parsed.expires > Date.now() ? parsed : null;
  } catch {
    return null;
  }
}

/** Whether a shared store is configured (REDIS_URL). */
export function hasSharedPages(): boolean {
  return sharedStore() !== null;
}

/** The page another instance (or this one) kept under `key`, unless revalidated since or expired. */
export async function readSharedPage(key: string, pathname: string): Promise<SharedPage | null> {
  const store = sharedStore();
  if (!store) return null;
  const raw = await store.read(pageName(key), { extraTags: [pathTag(pathname)] });
  return parsePage(raw);
}

/**
 * Keeps a page for the other instances, unless one of them kept the same page first: then its
 * copy, which this instance serves instead of its own render, so every instance sends the same
 * bytes (one ETag for nginx and browsers). `renderedAt` is when the render began: a revalidation
 * of one of its tags or of its path after that moment makes it unservable everywhere. Null when
 * this page was kept, or Redis could not answer.
 */
export async function keepSharedPage(
  key: string,
  page: SharedPage,
  renderedAt: number,
): Promise<SharedPage | null> {
  const store = sharedStore();
  const ttlMs = page.expires - Date.now();
  if (!store || ttlMs <= 0) return null;
  const first = await store.keepFirst(pageName(key), JSON.stringify(page), {
    tags: [...page.tags, pathTag(page.pathname)],
    madeAt: renderedAt,
    ttlMs,
  });
  return parsePage(first);
}

/**
 * A revalidation for every instance: the pages kept in Redis under these tags or paths stop being
 * served, and the other instances drop their in-memory copies. False when Redis could not be told.
 */
export async function invalidateSharedPages({
  tags = [],
  paths = [],
}: PageInvalidation): Promise<boolean> {
  const store = sharedStore();
  if (!store) return false;
  const marked = await store.revalidate([...tags, ...paths.map(pathTag)]);
  const told = await store.publish(CHANNEL, { tags, paths });
  return marked && told;
}

/**
 * Calls `onChange` with the revalidations other instances publish, and `onResync` when the channel
 * was lost and is back (a revalidation may have been missed: drop what is kept in memory).
 */
export function onSharedInvalidation(
  onChange: (change: PageInvalidation) => void,
  onResync: () => void,
): void {
  sharedStore()?.subscribe(
    CHANNEL,
    (message) => {
      const { tags, paths } = (message ?? {}) as PageInvalidation;
      const strings = (list: unknown) =>
        Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
      onChange({ tags: strings(tags), paths: strings(paths) });
    },
    onResync,
  );
}

/**
 * How many writes a cart session (its digest) made through any instance's door: the cart page an
 * instance keeps for the session is keyed by it. Null when Redis cannot answer (then no kept cart
 * page may be trusted).
 */
export async function sharedCartWrites(digest: string): Promise<number | null> {
  return (await sharedStore()?.counter(`cart:${digest}`)) ?? null;
}

export async function noteSharedCartWrite(digest: string): Promise<void> {
  await sharedStore()?.increment(`cart:${digest}`, CART_MARK_TTL_MS);
}
