'use client';

import { queryOptions, useQuery } from '@tanstack/react-query';

import { loadRecommendations, recommendationKeys } from './recommendation-keys';

/** Products like the one with this SKU (GET /recommendations/similar?sku=). */
export const getSimilarProducts = (sku: string) => loadRecommendations('similar', { sku });

export const getSimilarProductsQueryOptions = (sku: string) =>
  queryOptions({
    queryKey: recommendationKeys.list('similar', sku),
    queryFn: () => getSimilarProducts(sku),
  });

export function useSimilarProducts(sku: string) {
  return useQuery(getSimilarProductsQueryOptions(sku));
}
