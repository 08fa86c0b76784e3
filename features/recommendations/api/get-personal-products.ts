'use client';

import { queryOptions, useQuery } from '@tanstack/react-query';

import { loadRecommendations, recommendationKeys } from './recommendation-keys';

/** Recommendations for this device (GET /recommendations/personal), built from its views. */
export const getPersonalProducts = () => loadRecommendations('personal');

export const getPersonalProductsQueryOptions = () =>
  queryOptions({
    queryKey: recommendationKeys.list('personal'),
    queryFn: getPersonalProducts,
  });

export function usePersonalProducts({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getPersonalProductsQueryOptions(), enabled });
}
