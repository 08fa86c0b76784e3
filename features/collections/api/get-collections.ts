import 'server-only';

import { CACHE, cachedGetter } from '@/lib/platform/api/cache';
import { parseContract } from '@/lib/platform/api/client';
import {
  collectionListRequestSchema,
  collectionListResponseSchema,
  type Collection,
} from '@/lib/platform/api/contracts/catalog';
import { serverClient } from '@/lib/platform/api/server';

const PATH = '/collection/list';

export type CollectionPage = { list: Collection[]; total: number };

/**
 * One page of collections (POST /collection/list {skip, limit, searchQuery}), cached per request
 * body. A read sent as POST, so the HTTP layer may retry it.
 */
export const getCollections = cachedGetter(
  'collections',
  'catalog',
  CACHE.products,
  async (request: {
    skip: number;
    limit: number;
    searchQuery?: string;
  }): Promise<CollectionPage> => {
    const body = collectionListRequestSchema.parse(request);
    const response = await serverClient('catalog').post(PATH, body, { retryable: true });
    const data = parseContract(collectionListResponseSchema, response.data, PATH);
    return { list: data.list, total: data.total };
  },
);
