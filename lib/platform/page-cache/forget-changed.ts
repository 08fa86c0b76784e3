import 'server-only';

import { revalidatePath, revalidateTag } from 'next/cache';

import { invalidatePages } from './invalidation';
import { hasSharedPages, invalidateSharedPages } from './shared-pages';

/**
 * Forgets what a change made stale, on this instance and (REDIS_URL) in the shared cache: the
 * data cache's tags expire at once, the paths are revalidated, and every kept page drawn from
 * those tags or kept for those paths is dropped. The revalidation webhook's work (lib/platform/revalidate.ts),
 * also done after an order for the products it took (door-writes.ts).
 */
export async function forgetChanged(
  { tags, paths = [] }: { tags: readonly string[]; paths?: readonly string[] },
  reason: string,
): Promise<{ pages: number; shared: 'off' | 'done' | 'failed' }> {
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  for (const path of paths) revalidatePath(path);
  const change = { tags: [...tags], paths: [...paths] };
  const pages = invalidatePages(change);
  // with several instances (REDIS_URL): the shared cache and every other instance's pages too
  const shared = hasSharedPages() ? await invalidateSharedPages(change) : null;
  console.info(
    `${reason}: tags [${tags.join(', ')}] paths [${paths.join(', ')}], ${pages} kept pages` +
      (shared === false ? ', the shared cache could not be told' : ''),
  );
  return { pages, shared: shared === null ? 'off' : shared ? 'done' : 'failed' };
}
