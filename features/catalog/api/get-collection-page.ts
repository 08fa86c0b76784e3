import 'server-only';

import { cache } from 'react';

import {
  COLLECTION_DEFAULTS,
  catalogHref,
  parseCatalogQuery,
  toListRequest,
  type SearchParamsInput,
} from '@/lib/shop/catalog-query';

import { getCollectionProducts } from './get-collection-products';

const load = cache(async (slug: string, queryHref: string) => {
  const query = parseCatalogQuery(
    new URLSearchParams(queryHref.replace(/^\?/, '')),
    COLLECTION_DEFAULTS,
  );
  const data = await getCollectionProducts(slug, toListRequest(query, COLLECTION_DEFAULTS));
  if (!data) return null;
  const lastPage = Math.max(1, Math.ceil(data.total / query.limit));
  if (query.page > lastPage) return null;
  return {
    ...data,
    query,
    lastPage,
    basePath: `/collections/${encodeURIComponent(data.collection.slug)}/`,
  };
});

/**
 * A collection page: the collection, the parsed URL state with the collection defaults (price
 * ascending, 40 a page) and one page of its products; null for an unknown collection or a page
 * past the last (the page draws its 404).
 */
export function getCollectionPage(slug: string, searchParams: SearchParamsInput) {
  return load(
    slug,
    catalogHref('', parseCatalogQuery(searchParams, COLLECTION_DEFAULTS), COLLECTION_DEFAULTS),
  );
}
