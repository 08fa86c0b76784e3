import 'server-only';

import { cachedGetter } from '@/lib/platform/api/cache';
import { parseContract } from '@/lib/platform/api/client';
import { BLOG_PER_PAGE_MAX, blogPostListResponseSchema } from '@/lib/platform/api/contracts/blog';
import { serverClient } from '@/lib/platform/api/server';

import { BLOG_CACHE } from './blog-cache';

const PATH = '/blog/post';
/** A guard against a misbehaving API: at most this many pages are read. */
const MAX_PAGES = 40;

export type BlogSitemapEntry = { path: string; lastModified: string };

/**
 * Every public post for sitemap.xml: its path (`/blog/{slug}/`) and publication date, read page by
 * page from GET /blog/post. Cached like the other blog getters; throws when the API cannot answer
 * (the sitemap then lists its static pages only).
 */
export const getBlogSitemapEntries = cachedGetter(
  'blog-sitemap',
  'main',
  { ...BLOG_CACHE, revalidate: 3600 },
  async (): Promise<BlogSitemapEntry[]> => {
    const entries: BlogSitemapEntry[] = [];
    for (let page = 1; page <= MAX_PAGES; page += 1) {
      const params = { page, per_page: BLOG_PER_PAGE_MAX };
      const response = await serverClient('main').get(PATH, { params });
      const { items, pagination } = parseContract(blogPostListResponseSchema, response.data, PATH);
      for (const post of items) {
        entries.push({ path: `/blog/${post.slug}/`, lastModified: post.published_at });
      }
      if (page >= pagination.last_page) break;
    }
    return entries;
  },
);
