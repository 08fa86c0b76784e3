import { browserClient } from '@/lib/platform/api/browser';
import { parseContract } from '@/lib/platform/api/client';
import {
  recommendationsResponseSchema,
  type RecommendationType,
  type RecommendedProduct,
} from '@/lib/platform/api/contracts/main';
import { getDeviceId } from '@/lib/platform/browser-session';
import { RECOMMENDATION_LIMIT } from '@/lib/shop/constants';

/**
 * One recommendation list from the browser (GET /recommendations/{type}, limit 8, with this
 * device's id). Silent: a slider whose list fails is simply not shown.
 */
export async function fetchRecommendations(
  type: RecommendationType,
  params: Record<string, string | number> = {},
): Promise<RecommendedProduct[]> {
  const path = `/recommendations/${type}`;
  const response = await browserClient('main').get(path, {
    params: { limit: RECOMMENDATION_LIMIT, deviceId: getDeviceId(), ...params },
    silent: true,
  });
  return parseContract(recommendationsResponseSchema, response.data, path).items;
}
