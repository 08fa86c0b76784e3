import { yandexMarketFeed } from '@/features/feeds/utils/feed-stream';
import { feedCompany, siteUrl } from '@/lib/platform/env';
import { STORE_BRAND } from '@/lib/shop/constants';

import { feedResponse } from '../_lib/feed-route';

// drawn at request time from the data cache: the build never needs the catalogue
export const dynamic = 'force-dynamic';

/** Yandex Market's YML catalogue of every sellable product (docs/feeds.md). */
export function GET(): Promise<Response> {
  const shop = { name: STORE_BRAND, company: feedCompany(STORE_BRAND), url: `${siteUrl()}/` };
  return feedResponse('application/xml; charset=utf-8', (context, pages) =>
    yandexMarketFeed(shop, context, pages, new Date()),
  );
}
