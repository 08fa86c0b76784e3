import 'server-only';

import { cache } from 'react';

import { cachedGetter } from '@/lib/platform/api/cache';
import { parseContract } from '@/lib/platform/api/client';
import { blogPostResponseSchema, type BlogPost } from '@/lib/platform/api/contracts/blog';
import { isApiError } from '@/lib/platform/api/errors';
import { serverClient } from '@/lib/platform/api/server';

import { BLOG_CACHE } from './blog-cache';

/** A post by slug (GET /blog/post/{slug}), or null when there is none; cached, once per request. */
export const getBlogPost = cache(
  cachedGetter('blog-post', 'main', BLOG_CACHE, async (slug: string): Promise<BlogPost | null> => {
    const path = `/blog/post/${encodeURIComponent(slug)}`;
    try {
      const response = await serverClient('main').get(path);
      return parseContract(blogPostResponseSchema, response.data, path).item;
    } catch (error) {
      if (isApiError(error) && error.status === 404) return null; // unknown slug: the page 404s
      throw error;
    }
  }),
);
