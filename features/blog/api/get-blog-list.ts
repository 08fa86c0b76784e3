import 'server-only';

import { cache } from 'react';

import type { BlogCategory, BlogPostSummary } from '@/lib/platform/api/contracts/blog';
import type { Pagination } from '@/lib/platform/api/contracts/common';

import { isCategorySlug, type BlogQuery } from '../utils/blog-query';

import { getBlogCategories } from './get-blog-categories';
import { getBlogPosts } from './get-blog-posts';

export type BlogList =
  | {
      status: 'ok';
      query: BlogQuery;
      categories: BlogCategory[];
      /** The chosen category; null for all posts. */
      current: BlogCategory | null;
      posts: BlogPostSummary[];
      pagination: Pagination;
    }
  /** `?category=` names no active category: the empty state with a link to all posts. */
  | { status: 'unknown-category'; query: BlogQuery; categories: BlogCategory[] }
  /** The main API could not answer: the degraded message with the support phone. */
  | { status: 'unavailable'; query: BlogQuery };

async function load(query: BlogQuery): Promise<BlogList> {
  const categories = await getBlogCategories();
  const current = query.category
    ? categories.find((category) => category.slug === query.category)
    : null;
  // An unknown category is answered without asking for posts (a bad slug would be a 422).
  if (current === undefined || (query.category && !isCategorySlug(query.category))) {
    return { status: 'unknown-category', query, categories };
  }
  const { items, pagination } = await getBlogPosts(current?.slug ?? null, query.page);
  return { status: 'ok', query, categories, current, posts: items, pagination };
}

// Once per request (metadata and the page both ask), so a failure is logged once.
const loadOnce = cache(async (category: string | null, page: number): Promise<BlogList> => {
  const query = { category, page };
  try {
    return await load(query);
  } catch (error) {
    console.error('[blog] the list could not be loaded', error);
    return { status: 'unavailable', query };
  }
});

/**
 * The blog list for a URL state: categories, the chosen one and a page of posts. A page past the
 * last one is null (the page draws its 404); a failing API is not an exception here but the
 * `unavailable` state, so the page keeps its heading, breadcrumbs and metadata and says what
 * happened.
 */
export async function getBlogList(query: BlogQuery): Promise<BlogList | null> {
  const list = await loadOnce(query.category, query.page);
  if (list.status === 'ok' && query.page > list.pagination.last_page) return null;
  return list;
}
