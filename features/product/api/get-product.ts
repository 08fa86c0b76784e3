import 'server-only';

import { cache } from 'react';

import { CACHE, cachedGetter } from '@/lib/platform/api/cache';
import { cacheTags } from '@/lib/platform/api/cache-tags';
import { parseContract } from '@/lib/platform/api/client';
import { productResponseSchema, type Product } from '@/lib/platform/api/contracts/catalog';
import { isApiError } from '@/lib/platform/api/errors';
import { serverClient } from '@/lib/platform/api/server';

const fetchProduct = cachedGetter(
  'product',
  'catalog',
  CACHE.product,
  async (slug: string): Promise<Product | null> => {
    const path = `/product/${encodeURIComponent(slug)}`;
    try {
      const response = await serverClient('catalog').get(path);
      return parseContract(productResponseSchema, response.data, path).product;
    } catch (error) {
      if (isApiError(error) && error.status === 404) return null; // unknown slug: the page 404s
      throw error;
    }
  },
  (slug) => [cacheTags.product(slug)],
);

/** A product by slug (GET /product/{slug}), or null when there is none; deduplicated per request. */
export const getProduct = cache(fetchProduct);
