import { Hono } from 'hono';
import { z } from 'zod';

import { HEADER_DEVICE } from '../../../lib/platform/api/contracts/common';
import type { AccountConfig } from '../core/options';
import { notFound, validationError } from '../http/errors';
import { parseWith, readJson } from '../http/validate';

import type { CatalogContext } from './context';
import { listRoutes } from './list-routes';
import { createSitemap } from './sitemap';
import { recordView } from './views';
import { favouriteMarks, wishlistRoutes } from './wishlist-routes';

/** Body of POST /product/view/{slug}; the device may come in the `device-uuid` header instead. */
export const productViewBodySchema = z.object({
  deviceId: z.string().trim().min(1).max(128).optional(),
});

/** The catalogue microservice (spec 7): categories, products, lists, collections, views. */
export function catalogRoutes(ctx: CatalogContext, accounts?: AccountConfig): Hono {
  const app = new Hono();
  // Signed-in callers see their favourites marked (isFavorite) on product answers.
  if (accounts) app.use('/product/*', favouriteMarks(ctx, accounts));

  app.get('/category/tree', (c) => c.json({ items: ctx.categories.tree() }));

  const sitemap = createSitemap(ctx.db, ctx.categories);
  app.get('/sitemap', (c) => c.json(sitemap()));

  app.get('/product/:slug', (c) => {
    const seq = ctx.reader.seqBySlug(c.req.param('slug'));
    const product = seq === undefined ? undefined : ctx.reader.bySeqs([seq])[0];
    if (!product) throw notFound('Товар не найден', 'product_not_found');
    return c.json({ product });
  });

  app.post('/product/view/:slug', async (c) => {
    const body = parseWith(productViewBodySchema, await readJson(c));
    const deviceId = body.deviceId ?? c.req.header(HEADER_DEVICE)?.trim();
    if (!deviceId) throw validationError({ deviceId: ['Не передан deviceId'] });
    const seq = ctx.reader.seqBySlug(c.req.param('slug'));
    if (seq === undefined) throw notFound('Товар не найден', 'product_not_found');
    recordView(ctx.db, deviceId, seq);
    return c.json({ success: true });
  });

  if (accounts) app.route('/', wishlistRoutes(ctx, accounts));
  app.route('/', listRoutes(ctx));
  return app;
}
