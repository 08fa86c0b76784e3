import 'server-only';

import { CACHE, cachedGetter } from '@/lib/platform/api/cache';
import { cacheTags } from '@/lib/platform/api/cache-tags';
import { parseContract } from '@/lib/platform/api/client';
import {
  productListRequestSchema,
  productListResponseSchema,
  type ProductListRequest,
  type ProductListResponse,
} from '@/lib/platform/api/contracts/catalog';
import { serverClient } from '@/lib/platform/api/server';

/**
 * One page of a category's products (POST /product/list/by-category/{slug|root}), cached per
 * category and request body. A POST that only reads, so the HTTP layer may retry it.
 */
export const getCategoryProducts = cachedGetter(
  'category-products',
  'catalog',
  CACHE.products,
  async (slug: string | null, request: ProductListRequest): Promise<ProductListResponse> => {
    const path = `/product/list/by-category/${encodeURIComponent(slug ?? 'root')}`;
    const body = productListRequestSchema.parse(request);
    const response = await serverClient('catalog').post(path, body, { retryable: true });
    return parseContract(productListResponseSchema, response.data, path);
  },
  (slug) => [cacheTags.category(slug)],
);
