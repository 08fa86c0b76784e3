import 'server-only';

import { notFound } from 'next/navigation';
import { cache } from 'react';

import {
  COLLECTION_DEFAULTS,
  catalogHref,
  parseCatalogQuery,
  toListRequest,
  type SearchParamsInput,
} from '@/lib/catalog-query';

import { getCollectionProducts } from './get-collection-products';

const load = cache(async (slug: string, queryHref: string) => {
  const query = parseCatalogQuery(
    new URLSearchParams(queryHref.replace(/^\?/, '')),
    COLLECTION_DEFAULTS,
  );
  const data = await getCollectionProducts(slug, toListRequest(query, COLLECTION_DEFAULTS));
  if (!data) notFound();
  const lastPage = Math.max(1, Math.ceil(data.total / query.limit));
  if (query.page > lastPage) notFound();
  return {
    ...data,
    query,
    lastPage,
    basePath: `/collections/${encodeURIComponent(data.collection.slug)}/`,
  };
});

/**
 * A collection page: the collection (404 when unknown), the parsed URL state with the collection
 * defaults (price ascending, 40 a page) and one page of its products.
 */
export function getCollectionPage(slug: string, searchParams: SearchParamsInput) {
  return load(
    slug,
    catalogHref('', parseCatalogQuery(searchParams, COLLECTION_DEFAULTS), COLLECTION_DEFAULTS),
  );
}
