'use client';

import { queryOptions, useQuery } from '@tanstack/react-query';

import { fetchRecommendations, recommendationKeys } from './fetch-recommendations';

export { recommendationKeys };

export const getPopularProductsQueryOptions = () =>
  queryOptions({
    queryKey: recommendationKeys.list('popular'),
    queryFn: () => fetchRecommendations('popular'),
  });

/** Popular products fetched in the browser (not-found view, product page). Failures stay quiet. */
export function usePopularProducts({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getPopularProductsQueryOptions(), enabled });
}
