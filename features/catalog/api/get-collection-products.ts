import 'server-only';

import { CACHE, cachedGetter } from '@/lib/platform/api/cache';
import { cacheTags } from '@/lib/platform/api/cache-tags';
import { parseContract } from '@/lib/platform/api/client';
import {
  collectionProductsResponseSchema,
  productListRequestSchema,
  type ProductListRequest,
} from '@/lib/platform/api/contracts/catalog';
import { isApiError } from '@/lib/platform/api/errors';
import { serverClient } from '@/lib/platform/api/server';

/**
 * A collection and one page of its products (POST /product/list/collection/{slug}; default sort
 * price ascending), or null for an unknown collection.
 */
export const getCollectionProducts = cachedGetter(
  'collection-products',
  'catalog',
  CACHE.products,
  async (slug: string, request: ProductListRequest) => {
    const path = `/product/list/collection/${encodeURIComponent(slug)}`;
    const body = productListRequestSchema.parse({
      sort: [{ field: 'price', direction: 'asc' }],
      ...request,
    });
    try {
      const response = await serverClient('catalog').post(path, body, { retryable: true });
      return parseContract(collectionProductsResponseSchema, response.data, path);
    } catch (error) {
      if (isApiError(error) && error.status === 404) return null;
      throw error;
    }
  },
  (slug) => [cacheTags.collection(slug)],
);
