import 'server-only';

import type { FeedContext } from '@/features/feeds/utils/feed-product';
import { streamFeed } from '@/features/feeds/utils/feed-stream';
import type { Product } from '@/lib/platform/api/contracts/catalog';

import { openFeedCatalogue } from './feed-catalogue';

/**
 * A feed's answer. `no-cache`: any cache in between asks again each time, so a revalidation
 * (docs/caching.md) reaches the marketplace at its next fetch; the store itself draws the feed
 * from its data cache, which that revalidation refreshes. `noindex`: the feed is for marketplaces,
 * not a page for search results.
 */
export async function feedResponse(
  contentType: string,
  write: (context: FeedContext, pages: AsyncIterable<Product[]>) => AsyncIterable<string>,
): Promise<Response> {
  let catalogue;
  try {
    catalogue = await openFeedCatalogue();
  } catch (error) {
    console.error('[feeds] the catalogue could not be read', error);
    return new Response('Каталог временно недоступен', {
      status: 503,
      headers: {
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-store',
        'retry-after': '60',
      },
    });
  }
  return streamFeed(write(catalogue.context, catalogue.pages()), {
    'content-type': contentType,
    'cache-control': 'public, no-cache',
    'x-robots-tag': 'noindex',
  });
}
