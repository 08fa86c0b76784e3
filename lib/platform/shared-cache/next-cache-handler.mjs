// Next's data cache (`unstable_cache` in lib/platform/api/cache.ts, and any cached route) in Redis when
// REDIS_URL is set (docs/caching.md): next.config.ts names this file as `cacheHandler`
// only then; without it Next keeps its own cache in .next/cache as before.
//
// The interface is Next's documented `cacheHandler` (get / set / revalidateTag / resetRequestCache).
// Entries live in the shared store (store.mjs): a tag revalidated on any instance makes every
// instance miss the entries made before it. Redis down or slow: every read is a miss (the data is
// fetched from the service) and nothing is thrown.
import { sharedStore } from './store.mjs';

/**
 * A read that was under way when a tag was revalidated can still write what it read a moment
 * later; an entry made within this time after a revalidation of its tags is not served, so such a
 * late write of old data never stands in for the new data (it costs those tags a cache miss or two).
 */
const LATE_WRITE_MS = 2_000;
/** Entries stay at least this long past their revalidation time, so a stale one can be served while refreshed. */
const MIN_TTL_MS = 60_000;
const MAX_TTL_MS = 24 * 60 * 60_000;

// Next's values hold Buffers (page payloads) and Maps (segment data); JSON keeps neither.
function replacer(_key, value) {
  if (value instanceof Map) return { __map: [...value] };
  if (value && value.type === 'Buffer' && Array.isArray(value.data)) {
    return { __buffer: Buffer.from(value.data).toString('base64') };
  }
  return value;
}

function reviver(_key, value) {
  if (value && typeof value === 'object') {
    if (Array.isArray(value.__map) && Object.keys(value).length === 1) return new Map(value.__map);
    if (typeof value.__buffer === 'string' && Object.keys(value).length === 1) {
      return Buffer.from(value.__buffer, 'base64');
    }
  }
  return value;
}

export function encodeEntry(entry) {
  return JSON.stringify(entry, replacer);
}

export function decodeEntry(text) {
  return JSON.parse(text, reviver);
}

/** How long Redis keeps an entry: twice its revalidation time, within bounds. */
export function entryTtlMs(data, ctx) {
  const seconds = data?.kind === 'FETCH' ? data.revalidate : ctx?.cacheControl?.revalidate;
  const expire = ctx?.cacheControl?.expire;
  const basis = typeof expire === 'number' ? expire : typeof seconds === 'number' ? seconds * 2 : 0;
  return Math.min(MAX_TTL_MS, Math.max(MIN_TTL_MS, basis * 1000));
}

export default class SharedCacheHandler {
  constructor(_context) {
    this.store = sharedStore();
  }

  async get(key, ctx) {
    if (!this.store) return null;
    const raw = await this.store.read(`data:${key}`, {
      extraTags: ctx?.softTags ?? [],
      graceMs: LATE_WRITE_MS,
    });
    if (typeof raw !== 'string') return null;
    try {
      return decodeEntry(raw);
    } catch {
      return null;
    }
  }

  async set(key, data, ctx) {
    if (!this.store || !data) return;
    const tags = ctx?.tags ?? data.tags ?? [];
    const lastModified = Date.now();
    const entry = {
      lastModified,
      value: data,
      ...(ctx?.cacheControl && { cacheControl: ctx.cacheControl }),
    };
    await this.store.write(`data:${key}`, encodeEntry(entry), {
      tags,
      madeAt: lastModified,
      ttlMs: entryTtlMs(data, ctx),
    });
  }

  async revalidateTag(tags) {
    if (!this.store) return;
    await this.store.revalidate(typeof tags === 'string' ? [tags] : [...tags]);
  }

  resetRequestCache() {}
}
