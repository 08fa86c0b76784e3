import 'server-only';

import { cache } from 'react';

import { cachedGetter } from '@/lib/platform/api/cache';
import { parseContract } from '@/lib/platform/api/client';
import {
  BLOG_PER_PAGE_DEFAULT,
  blogPostListResponseSchema,
  type BlogPostListResponse,
} from '@/lib/platform/api/contracts/blog';
import { serverClient } from '@/lib/platform/api/server';

import { BLOG_CACHE } from './blog-cache';

const PATH = '/blog/post';

/**
 * One page of public posts, newest first (GET /blog/post), optionally of one category, cached;
 * deduplicated per request (metadata and the page ask for the same list).
 */
export const getBlogPosts = cache(
  cachedGetter(
    'blog-posts',
    'main',
    BLOG_CACHE,
    async (
      category: string | null,
      page: number,
      perPage: number = BLOG_PER_PAGE_DEFAULT,
    ): Promise<BlogPostListResponse> => {
      const params = { page, per_page: perPage, ...(category ? { category } : {}) };
      const response = await serverClient('main').get(PATH, { params });
      return parseContract(blogPostListResponseSchema, response.data, PATH);
    },
  ),
);
