import { Hono, type Context } from 'hono';
import { z } from 'zod';

import { HEADER_DEVICE } from '../../../lib/platform/api/contracts/common';
import type { Banner } from '../../../lib/platform/api/contracts/main';
import type { CatalogContext } from '../catalog/context';
import type { AdminDigest } from '../http/admin-token';
import { notFound } from '../http/errors';
import type { StoreRevalidator } from '../http/store-revalidate';
import { parseQuery } from '../http/validate';

import { createRecommender } from './recommendations';
import { seoRoutes } from './seo';

/** Query of every recommendation list (spec 7: limit 8, all take a device id). */
export const recommendationQuerySchema = z.object({
  deviceId: z.string().trim().max(128).optional(),
  limit: z.coerce.number().int().min(1).max(24).default(8),
});
const similarQuerySchema = recommendationQuerySchema.extend({
  sku: z.string().trim().min(1).max(32),
});
const categoryQuerySchema = recommendationQuerySchema.extend({
  categoryId: z.coerce.number().int().positive(),
});
const bannerQuerySchema = z.object({ placement: z.enum(['home', 'catalog', 'live']).optional() });

function deviceOf(c: Context, fromQuery: string | undefined): string | undefined {
  return fromQuery || c.req.header(HEADER_DEVICE)?.trim() || undefined;
}

/** `adminDigest`: what admin writes (SEO records) are checked against (http/admin-token.ts). */
export type MainOptions = { adminDigest: AdminDigest; revalidate?: StoreRevalidator };

/** The main API (spec 7): banners, recommendations and SEO records so far. */
export function mainRoutes(ctx: CatalogContext, options: MainOptions): Hono {
  const app = new Hono();
  const recommender = createRecommender(ctx.db);

  app.get('/get-actual', (c) => {
    const { placement } = parseQuery(c, bannerQuerySchema);
    const items = ctx.db
      .prepare<[string | null, string | null], Banner>(
        `SELECT id, title, subtitle, image, link, placement
        FROM banners WHERE ? IS NULL OR placement = ? ORDER BY sort, id`,
      )
      .all(placement ?? null, placement ?? null);
    return c.json({ items });
  });

  app.get('/recommendations/popular', (c) => {
    const query = parseQuery(c, recommendationQuerySchema);
    return c.json({ items: recommender.popular(query.limit) });
  });

  app.get('/recommendations/personal', (c) => {
    const query = parseQuery(c, recommendationQuerySchema);
    return c.json({ items: recommender.personal(deviceOf(c, query.deviceId), query.limit) });
  });

  app.get('/recommendations/similar', (c) => {
    const query = parseQuery(c, similarQuerySchema);
    const items = recommender.similar(query.sku, query.limit);
    if (!items) throw notFound('Товар не найден', 'product_not_found');
    return c.json({ items });
  });

  app.get('/recommendations/popular-in-category', (c) => {
    const query = parseQuery(c, categoryQuerySchema);
    if (!ctx.categories.byId(query.categoryId))
      throw notFound('Категория не найдена', 'category_not_found');
    return c.json({ items: recommender.popularInCategory(query.categoryId, query.limit) });
  });

  app.get('/recommendations/repeat-customers', (c) => {
    const query = parseQuery(c, recommendationQuerySchema);
    return c.json({ items: recommender.repeatCustomers(query.limit) });
  });

  app.route('/catalog/seo', seoRoutes(ctx.db, options.adminDigest, options.revalidate));

  return app;
}
