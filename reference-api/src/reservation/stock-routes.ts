import { Hono } from 'hono';

import type { Db } from '../db/open-db';
import { notFound } from '../http/errors';

import { productBySlugOrSku, productStock } from './shop-stock';

/**
 * Catalogue service: GET /product/{slug-or-sku}/stock, what each shop can reserve of each size.
 * Never cached: every reservation changes it.
 */
export function shopStockRoutes(db: Db, now: () => Date): Hono {
  const app = new Hono();
  app.get('/product/:id/stock', (c) => {
    const product = productBySlugOrSku(db, c.req.param('id').trim());
    if (!product) throw notFound('Товар не найден', 'product_not_found');
    c.header('cache-control', 'no-store');
    return c.json(productStock(db, product, now()));
  });
  return app;
}
