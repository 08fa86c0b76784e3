import { googleMerchantFeed } from '@/features/feeds/utils/feed-stream';
import { siteUrl } from '@/lib/platform/env';
import { STORE_BRAND } from '@/lib/shop/constants';

import { feedResponse } from '../_lib/feed-route';

// drawn at request time from the data cache: the build never needs the catalogue
export const dynamic = 'force-dynamic';

/** Google Merchant Center's product feed, RSS 2.0 with the `g:` namespace (docs/feeds.md). */
export function GET(): Promise<Response> {
  const channel = {
    title: STORE_BRAND,
    link: `${siteUrl()}/`,
    description: 'Ювелирные украшения: каталог магазина',
    brand: STORE_BRAND,
  };
  return feedResponse('application/rss+xml; charset=utf-8', (context, pages) =>
    googleMerchantFeed(channel, context, pages),
  );
}
