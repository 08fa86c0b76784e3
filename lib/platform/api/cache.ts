import 'server-only';

import { unstable_cache } from 'next/cache';
import { cache } from 'react';

import { serviceUrl } from '@/lib/platform/env';

import { CACHE_TAG_MAX_LENGTH, cacheTags } from './cache-tags';
import type { ServiceName } from './contracts/common';
import { markRenderDegraded, noteRenderTags } from './mark-degraded';

/** Cache lifetimes and tags of the server's data getters, in one place. */
export const CACHE = {
  categories: { tags: ['categories'], revalidate: 600 },
  /** One product (its own `product:{slug}` tag is added per call). */
  product: { tags: ['products'], revalidate: 300 },
  /** Listings: they show their products' prices and stock. */
  products: { tags: ['products', cacheTags.productLists], revalidate: 300 },
  recommendations: {
    tags: ['recommendations', 'products', cacheTags.productLists],
    revalidate: 300,
  },
  /**
   * A product's stock per shop, for what is drawn on the server (the product's JSON-LD and its
   * Markdown view): as old as a kept page at most. The stock dialog reads it live in the browser.
   */
  stock: { tags: ['stock'], revalidate: 60 },
  banners: { tags: ['banners'], revalidate: 300 },
  /** SEO records (their own `seo:{path}` tag is added per call). */
  seo: { tags: ['seo'], revalidate: 300 },
  sitemap: { tags: ['products', 'categories', cacheTags.productLists], revalidate: 3600 },
} as const;

/**
 * A cached server getter (Next's data cache, invalidated by tag with revalidateTag). Failures are
 * never cached: a thrown error reaches the caller and the next request tries again, while the last
 * good answer stays in the data cache (Next serves it past `revalidate` while it refreshes it). The
 * key holds the service's base URL: the data cache lives in `.next/cache` and is shared by every
 * server started from one build, so two servers pointed at different back ends must not share
 * answers. An outage marks the render, so the page cache does not keep a page made without this
 * data.
 *
 * Within one render each distinct read happens once: the header, the page and the menu
 * asking for the category tree share one call, and one failure, through React's per-request
 * `cache`. The arguments are compared by value (they are JSON, as the data cache needs anyway).
 * Outside a render (a route handler) every call reads afresh.
 */
export function cachedGetter<A extends unknown[], R>(
  key: string,
  service: ServiceName,
  policy: { tags: readonly string[]; revalidate: number },
  fn: (...args: A) => Promise<R>,
  /** The call's own tags beside the policy's (`product:{slug}`, `seo:{path}`: lib/platform/api/cache-tags.ts). */
  tagsFor?: (...args: A) => string[],
): (...args: A) => Promise<R> {
  // one slot per render and distinct arguments; the first call fills it, the others share it
  const slotFor = cache((_args: string): { read?: Promise<R> } => ({}));
  return (...args: A) => {
    const slot = slotFor(JSON.stringify(args));
    if (slot.read) return slot.read;
    // a tag past Next's 256 characters (a made-up address's slug) would only be dropped with a
    // warning: the call keeps its broad tags
    const own = (tagsFor?.(...args) ?? []).filter((tag) => tag.length <= CACHE_TAG_MAX_LENGTH);
    const tags = [...policy.tags, ...own];
    // the page this render fills is kept under the tags of the data it was drawn with, so a
    // revalidation of one of them also drops the page (lib/platform/page-cache)
    void noteRenderTags(tags);
    slot.read = unstable_cache(fn, [key, serviceUrl(service)], {
      tags,
      revalidate: policy.revalidate,
    })(...args).catch(async (error: unknown) => {
      await markRenderDegraded(error);
      throw error;
    });
    return slot.read;
  };
}
