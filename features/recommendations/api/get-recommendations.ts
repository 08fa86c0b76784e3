import 'server-only';

import { CACHE, cachedGetter } from '@/lib/platform/api/cache';
import { parseContract } from '@/lib/platform/api/client';
import {
  recommendationsResponseSchema,
  type RecommendedProduct,
} from '@/lib/platform/api/contracts/main';
import { serverClient } from '@/lib/platform/api/server';
import { RECOMMENDATION_LIMIT } from '@/lib/shop/constants';

/** Popular products (GET /recommendations/popular, limit 8), cached; the home page uses it. */
export const getPopularProducts = cachedGetter(
  'recommendations-popular',
  'main',
  CACHE.recommendations,
  async (limit: number = RECOMMENDATION_LIMIT): Promise<RecommendedProduct[]> => {
    const path = '/recommendations/popular';
    const response = await serverClient('main').get(path, { params: { limit } });
    return parseContract(recommendationsResponseSchema, response.data, path).items;
  },
);
