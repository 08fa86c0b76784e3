import { number, one, port, text, url, type EnvVariable } from '../kinds';

/** The page cache, the shared cache of several instances, and `npm run cluster`. */
export const CACHE_AND_CLUSTER_ENV = {
  PAGE_CACHE_TTL_S: {
    group: 'cache and cluster',
    readBy: ['store'],
    ...number(60, { min: 0 }),
    description: 'page cache: seconds a render of a shop page is served again; 0 turns it off',
    see: 'page-cache.md',
  },
  PAGE_CACHE_MAX_ENTRIES: {
    group: 'cache and cluster',
    readBy: ['store'],
    ...number(300, { min: 0 }),
    description: 'page cache: at most this many pages (least recently used leave)',
  },
  PAGE_CACHE_MAX_MB: {
    group: 'cache and cluster',
    readBy: ['store'],
    ...number(64, { min: 0 }),
    description: 'page cache: at most this many megabytes of HTML (least recently used leave)',
  },
  PAGE_CACHE_STALE_S: {
    group: 'cache and cluster',
    readBy: ['store'],
    ...number(86_400, { positive: true }),
    description:
      'how long (s) a kept page or a cached datum stands in, marked STALE, when its refill fails',
  },
  PAGE_CACHE_ORIGIN: {
    group: 'cache and cluster',
    readBy: ['store'],
    ...url(),
    description:
      "the page cache asks this address for the renders it keeps: the instance's own, never the load balancer (default: Next's own origin)",
    setBy: 'scripts/server.mjs',
  },
  STORE_SERVES_KEPT_CODING: {
    group: 'cache and cluster',
    readBy: ['store'],
    ...one(),
    description:
      'kept pages leave compressed once, as the proxy made them (lib/platform/page-cache/kept-coding.mjs)',
    setBy: 'scripts/server.mjs',
  },
  REDIS_URL: {
    group: 'cache and cluster',
    readBy: ['store', 'cluster'],
    ...url(),
    description:
      'Redis or Valkey for the shared data and page cache of several instances, e.g. redis://127.0.0.1:6379; empty: each instance caches for itself (one instance needs none)',
    see: 'caching.md#several-instances-the-shared-cache-in-redis',
  },
  REDIS_TIMEOUT_MS: {
    group: 'cache and cluster',
    readBy: ['store'],
    ...number(50, { positive: true }),
    description: 'a Redis command slower than this (ms) is a cache miss',
  },
  REDIS_KEY_PREFIX: {
    group: 'cache and cluster',
    readBy: ['store'],
    ...text('storefront:'),
    description: 'the prefix of every Redis key',
  },
  REDIS_PORT: {
    group: 'cache and cluster',
    readBy: ['cluster'],
    ...port(6379),
    description: 'npm run cluster: the port of the Redis it starts (flag --redis-port)',
    see: 'cluster.md',
  },
  SHUTDOWN_TIMEOUT_MS: {
    group: 'cache and cluster',
    readBy: ['store', 'cluster'],
    ...number(10_000, { min: 0 }),
    description: 'a store instance lets requests in flight finish this long (ms) after SIGTERM',
  },
} as const satisfies Record<string, EnvVariable>;
