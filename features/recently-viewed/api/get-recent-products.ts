'use client';

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { browserClient } from '@/lib/platform/api/browser';
import { parseContract } from '@/lib/platform/api/client';
import { skuListResponseSchema } from '@/lib/platform/api/contracts/cms';
import type { RecommendedProduct } from '@/lib/platform/api/contracts/main';
import { toProductCard } from '@/lib/shop/to-product-card';

const PATH = '/product/list';

export const recentProductKeys = {
  all: ['recently-viewed'] as const,
  list: (skus: readonly string[]) => [...recentProductKeys.all, ...skus] as const,
};

/**
 * The viewed products as cards, read again by SKU (POST /product/list on the catalogue, the call
 * landing blocks use): prices and pictures are today's, unknown or removed SKUs are skipped by the
 * service, the order is the list's. Silent: a list that fails is simply not shown.
 */
export async function getRecentProducts(skus: readonly string[]): Promise<RecommendedProduct[]> {
  const response = await browserClient('catalog').post(
    PATH,
    { skuList: skus },
    { silent: true, retryable: true },
  );
  return parseContract(skuListResponseSchema, response.data, PATH).items.map(toProductCard);
}

export const getRecentProductsQueryOptions = (skus: readonly string[]) =>
  queryOptions({
    queryKey: recentProductKeys.list(skus),
    queryFn: () => getRecentProducts(skus),
    enabled: skus.length > 0,
    // a new view changes the key: keep showing the previous cards while the new list loads
    placeholderData: keepPreviousData,
  });

export function useRecentProducts(skus: readonly string[]) {
  return useQuery(getRecentProductsQueryOptions(skus));
}
