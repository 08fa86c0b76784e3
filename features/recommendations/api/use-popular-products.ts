'use client';

import { useQuery } from '@tanstack/react-query';

import { browserClient } from '@/lib/api/browser';
import { parseContract } from '@/lib/api/client';
import { recommendationsResponseSchema } from '@/lib/api/contracts/main';
import { getDeviceId } from '@/lib/browser-session';
import { RECOMMENDATION_LIMIT } from '@/lib/constants';

export const recommendationKeys = {
  all: ['recommendations'] as const,
  list: (type: string) => [...recommendationKeys.all, type] as const,
};

/** Popular products fetched in the browser (the client-side not-found view). Failures stay quiet. */
export function usePopularProducts({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: recommendationKeys.list('popular'),
    enabled,
    queryFn: async () => {
      const path = '/recommendations/popular';
      const response = await browserClient('main').get(path, {
        params: { limit: RECOMMENDATION_LIMIT, deviceId: getDeviceId() },
        silent: true,
      });
      return parseContract(recommendationsResponseSchema, response.data, path).items;
    },
  });
}
