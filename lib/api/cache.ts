import 'server-only';

import { unstable_cache } from 'next/cache';

import { serviceUrl } from '@/lib/env';
import { markRenderDegraded } from '@/lib/page-cache/mark-degraded';

import type { ServiceName } from './contracts/common';

/** Cache lifetimes and tags of the server's data getters, in one place. */
export const CACHE = {
  categories: { tags: ['categories'], revalidate: 600 },
  products: { tags: ['products'], revalidate: 300 },
  recommendations: { tags: ['recommendations', 'products'], revalidate: 300 },
  banners: { tags: ['banners'], revalidate: 300 },
  seo: { tags: ['seo'], revalidate: 300 },
  sitemap: { tags: ['products', 'categories'], revalidate: 3600 },
} as const;

/**
 * A cached server getter (Next's data cache, invalidated by tag with revalidateTag). Failures are
 * never cached: a thrown error reaches the caller and the next request tries again. The key holds
 * the service's base URL: the data cache lives in `.next/cache` and is shared by every server
 * started from one build, so two servers pointed at different back ends must not share answers.
 * An outage marks the render, so the page cache does not keep a page made without this data.
 */
export function cachedGetter<A extends unknown[], R>(
  key: string,
  service: ServiceName,
  policy: { tags: readonly string[]; revalidate: number },
  fn: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  const options = { tags: [...policy.tags], revalidate: policy.revalidate };
  return (...args: A) =>
    unstable_cache(
      fn,
      [key, serviceUrl(service)],
      options,
    )(...args).catch(async (error: unknown) => {
      await markRenderDegraded(error);
      throw error;
    });
}
