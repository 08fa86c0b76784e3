import 'server-only';

import { CACHE, cachedGetter } from '@/lib/platform/api/cache';
import { parseContract } from '@/lib/platform/api/client';
import { bannersResponseSchema, type Banner } from '@/lib/platform/api/contracts/main';
import { serverClient } from '@/lib/platform/api/server';

const PATH = '/get-actual';

/** The current banners (GET /get-actual on the main API), cached. */
export const getBanners = cachedGetter(
  'banners',
  'main',
  CACHE.banners,
  async (): Promise<Banner[]> => {
    const response = await serverClient('main').get(PATH);
    return parseContract(bannersResponseSchema, response.data, PATH).items;
  },
);

/** Banners of one placement; none when the service cannot answer (banners never break a page). */
export async function getBannersFor(placement: Banner['placement']): Promise<Banner[]> {
  try {
    return (await getBanners()).filter((banner) => banner.placement === placement);
  } catch {
    return [];
  }
}
