import 'server-only';

import { cachedGetter } from '@/lib/platform/api/cache';
import { parseContract } from '@/lib/platform/api/client';
import {
  shopsResponseSchema,
  type Shop,
  type ShopService,
} from '@/lib/platform/api/contracts/shops';
import { serverClient } from '@/lib/platform/api/server';

const PATH = '/shop';

/**
 * The active shops (GET /shop on the main API), cached for 5 minutes under the `shops` tag. Only
 * the list is cached: the open-now state is computed from it on every request (and refreshed in
 * the browser), never baked into the cache.
 */
export const getShops = cachedGetter(
  'shops',
  'main',
  { tags: ['shops'], revalidate: 300 },
  async (service?: ShopService): Promise<Shop[]> => {
    const response = await serverClient('main').get(PATH, { params: service ? { service } : {} });
    // inactive shops never show, even if the service lists one
    return parseContract(shopsResponseSchema, response.data, PATH).items.filter(
      (shop) => shop.is_active,
    );
  },
);

/** The shops and the request time the page renders them at; `shops: null` when the API failed. */
export type ShopsLoad = { shops: Shop[] | null; renderedAt: number };

/** For pages: a failure is logged and turned into `shops: null` so the page can degrade. */
export async function loadShops(service?: ShopService): Promise<ShopsLoad> {
  const renderedAt = Date.now();
  try {
    return { shops: await getShops(service), renderedAt };
  } catch (error) {
    console.error('[shops] the shop list could not be loaded', error);
    return { shops: null, renderedAt };
  }
}
