import 'server-only';

import { CACHE, cachedGetter } from '@/lib/platform/api/cache';
import { parseContract } from '@/lib/platform/api/client';
import { sitemapResponseSchema, type SitemapResponse } from '@/lib/platform/api/contracts/catalog';
import { serverClient } from '@/lib/platform/api/server';

const PATH = '/sitemap';

/** Every category path, product slug and collection slug with its last change (cached). */
export const getSitemapEntries = cachedGetter(
  'sitemap',
  'catalog',
  CACHE.sitemap,
  async (): Promise<SitemapResponse> => {
    const response = await serverClient('catalog').get(PATH);
    return parseContract(sitemapResponseSchema, response.data, PATH);
  },
);
