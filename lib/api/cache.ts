import 'server-only';

import { unstable_cache } from 'next/cache';

/** Cache lifetimes and tags of the server's data getters, in one place. */
export const CACHE = {
  categories: { tags: ['categories'], revalidate: 600 },
  products: { tags: ['products'], revalidate: 300 },
  recommendations: { tags: ['recommendations', 'products'], revalidate: 300 },
  banners: { tags: ['banners'], revalidate: 300 },
} as const;

/**
 * A cached server getter (Next's data cache, invalidated by tag with revalidateTag). Failures are
 * never cached: a thrown error reaches the caller and the next request tries again.
 */
export function cachedGetter<A extends unknown[], R>(
  key: string,
  policy: { tags: readonly string[]; revalidate: number },
  fn: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  return unstable_cache(fn, [key], { tags: [...policy.tags], revalidate: policy.revalidate });
}
