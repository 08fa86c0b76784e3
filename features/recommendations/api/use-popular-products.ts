'use client';

import { queryOptions, useQuery } from '@tanstack/react-query';

import { loadRecommendations, recommendationKeys } from './recommendation-keys';

export { recommendationKeys };

export const getPopularProductsQueryOptions = () =>
  queryOptions({
    queryKey: recommendationKeys.list('popular'),
    queryFn: () => loadRecommendations('popular'),
  });

/** Popular products fetched in the browser (not-found view, product page). Failures stay quiet. */
export function usePopularProducts({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getPopularProductsQueryOptions(), enabled });
}
