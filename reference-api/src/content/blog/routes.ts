import { Hono } from 'hono';

import { blogPostListQuerySchema } from '../../../../lib/platform/api/contracts/blog';
import { notFound } from '../../http/errors';
import { parseQuery } from '../../http/validate';
import type { ContentContext } from '../context';

import { activeCategories, findPost, listPosts } from './repository';

/**
 * Main API blog endpoints (spec 7): GET /blog/category (active categories), GET /blog/post
 * (public posts newest first, optional `category` slug, `page`, `per_page`; 422 on a bad query;
 * an unknown or inactive category gives an empty list) and GET /blog/post/{slug} (404 unknown).
 */
export function blogRoutes(ctx: ContentContext): Hono {
  const { db } = ctx;
  const app = new Hono();
  app.get('/blog/category', (c) => c.json({ items: activeCategories(db) }));
  app.get('/blog/post', (c) => {
    const query = parseQuery(c, blogPostListQuerySchema);
    return c.json(listPosts(db, query, new Date()));
  });
  app.get('/blog/post/:slug', (c) => {
    const post = findPost(db, c.req.param('slug'), new Date());
    if (!post) throw notFound('Статья не найдена', 'blog_post_not_found');
    return c.json({ item: post });
  });
  return app;
}
