import 'server-only';

import { cache } from 'react';

import { cachedGetter } from '@/lib/platform/api/cache';
import { parseContract } from '@/lib/platform/api/client';
import { blogCategoriesResponseSchema, type BlogCategory } from '@/lib/platform/api/contracts/blog';
import { serverClient } from '@/lib/platform/api/server';

import { BLOG_CACHE } from './blog-cache';

const PATH = '/blog/category';

/** The active blog categories (GET /blog/category on the main API), cached; once per request. */
export const getBlogCategories = cache(
  cachedGetter('blog-categories', 'main', BLOG_CACHE, async (): Promise<BlogCategory[]> => {
    const response = await serverClient('main').get(PATH);
    return parseContract(blogCategoriesResponseSchema, response.data, PATH).items;
  }),
);
