import { Hono } from 'hono';
import { z } from 'zod';

import { requireAdmin } from '../http/admin-auth';
import type { AdminDigest } from '../http/admin-token';
import { notFound } from '../http/errors';
import type { StoreRevalidator } from '../http/store-revalidate';
import { parseBody } from '../http/validate';

import type { CatalogContext } from './context';

/**
 * `PATCH /catalog/admin/products/{slug}` (a reference-API extension, reference-api/README.md):
 * `{"price": 12990}` sets the site price of every offer of the product (the old price stays, the
 * discount follows it), `{"stock": 0}` the stock of every offer; either or both. Admin bearer token
 * only, never reachable through the store's `/svc` door. Answers the updated product after the
 * store was told (its revalidation webhook) which pages and data changed.
 */
export const productPatchSchema = z
  .strictObject({
    price: z.number().int().min(1).max(100_000_000).optional(),
    stock: z.number().int().min(0).max(100_000).optional(),
  })
  .refine((body) => body.price !== undefined || body.stock !== undefined, {
    message: 'Укажите price или stock',
  });

type Patch = z.output<typeof productPatchSchema>;

/** What a change of one product makes stale in the store (app/api/revalidate, lib/platform/api/cache-tags.ts). */
export const productChangeTags = (slug: string): string[] => [`product:${slug}`, 'product-lists'];

export function adminProductRoutes(
  ctx: CatalogContext,
  options: {
    adminDigest: AdminDigest;
    revalidate: StoreRevalidator;
    onStockChange: (change?: undefined) => Promise<void> | void;
  },
): Hono {
  const app = new Hono();
  const { db } = ctx;
  const bySlug = db.prepare<[string], { seq: number; old_price: number | null }>(
    'SELECT seq, old_price FROM products WHERE slug = ?',
  );
  const setPrice = db.prepare<[number, number, string, number]>(
    'UPDATE products SET price = ?, discount = ?, updated_at = ? WHERE seq = ?',
  );
  const setStock = db.prepare<[number, number]>(
    'UPDATE offers SET stock = ? WHERE product_seq = ?',
  );
  const setInStock = db.prepare<[number, string, number]>(
    'UPDATE products SET in_stock = ?, updated_at = ? WHERE seq = ?',
  );

  const apply = db.transaction((seq: number, oldPrice: number | null, patch: Patch) => {
    const at = new Date().toISOString();
    if (patch.price !== undefined) {
      const discount =
        oldPrice && oldPrice > patch.price ? Math.round(100 * (1 - patch.price / oldPrice)) : 0;
      setPrice.run(patch.price, discount, at, seq);
    }
    if (patch.stock !== undefined) {
      setStock.run(patch.stock, seq);
      setInStock.run(patch.stock > 0 ? 1 : 0, at, seq);
    }
  });

  app.patch('/admin/products/:slug', requireAdmin(options.adminDigest), async (c) => {
    const slug = c.req.param('slug');
    const row = bySlug.get(slug);
    if (!row) throw notFound('Товар не найден', 'product_not_found');
    const patch = await parseBody(c, productPatchSchema);
    apply(row.seq, row.old_price, patch);
    // the list index follows; the store is told below, with the price change's tags too
    if (patch.stock !== undefined) await options.onStockChange();
    await options.revalidate({ tags: productChangeTags(slug) });
    return c.json({ product: ctx.reader.bySeqs([row.seq])[0] });
  });

  return app;
}
