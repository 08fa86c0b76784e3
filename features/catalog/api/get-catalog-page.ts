import 'server-only';

import { cache } from 'react';

import type { Category } from '@/lib/platform/api/contracts/catalog';
import { isApiError } from '@/lib/platform/api/errors';
import {
  catalogHref,
  parseCatalogQuery,
  toListRequest,
  type SearchParamsInput,
} from '@/lib/shop/catalog-query';

import { findCategoryTrail, getCategoryTree } from './get-category-tree';
import { getCategoryProducts } from './get-products';

/**
 * Keyed by strings so React's per-request cache shares one load between generateMetadata and the
 * page: the category path and the query's canonical href (parse → href → parse is lossless).
 */
const load = cache(async (slugPath: string, queryHref: string) => {
  const query = parseCatalogQuery(new URLSearchParams(queryHref.replace(/^\?/, '')));
  const slugs = slugPath ? slugPath.split('/') : [];
  const tree = await getCategoryTree();
  const trail = slugs.length === 0 ? [] : findCategoryTrail(tree, slugs);
  if (trail === null) return null;
  const current = trail.at(-1) ?? null;
  let list;
  try {
    list = await getCategoryProducts(current?.slug ?? null, toListRequest(query));
  } catch (error) {
    // The tree said yes but the list service says the category is gone (a stale tree).
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
  // Beyond the last page is a 404; an empty list stays a page (page 1 shows the empty state).
  if (query.page > list.pagination.last_page) return null;
  return { tree, trail, current, query, list, basePath: categoryPath(slugs) };
});

export const categoryPath = (slugs: string[]) =>
  `/catalog/${slugs.map((slug) => `${encodeURIComponent(slug)}/`).join('')}`;

/**
 * Everything the catalogue page renders: the category trail, the parsed URL state and one page of
 * products; null for an unknown path or a page past the last (the page draws its 404). Garbage in
 * the query never fails it (parseCatalogQuery).
 */
export function getCatalogPage(slugs: string[], searchParams: SearchParamsInput) {
  return load(slugs.join('/'), catalogHref('', parseCatalogQuery(searchParams)));
}

/** The first few top-level categories, for the empty state. */
export const popularCategories = (tree: Category[], count = 6) =>
  tree.slice(0, count).map((category) => ({
    label: category.name,
    href: categoryPath([category.slug]),
  }));
