import { Hono } from 'hono';

import { skuListRequestSchema } from '../../../../lib/platform/api/contracts/cms';
import { parseBody } from '../../http/validate';
import type { ContentContext } from '../context';

/**
 * Catalogue microservice POST /product/list { skuList }: the products of a landing block, in the
 * order of the list (the editor's order), unknown SKUs skipped, each SKU at most once.
 */
export function skuListRoutes(ctx: ContentContext): Hono {
  const app = new Hono();
  app.post('/product/list', async (c) => {
    const { skuList } = await parseBody(c, skuListRequestSchema);
    const unique = [...new Set(skuList)];
    const placeholders = unique.map(() => '?').join(', ');
    const rows = ctx.db
      .prepare<string[], { seq: number; sku: string }>(
        `SELECT seq, sku FROM products WHERE sku IN (${placeholders})`,
      )
      .all(...unique);
    const seqBySku = new Map(rows.map((row) => [row.sku, row.seq]));
    const seqs = unique.flatMap((sku) => {
      const seq = seqBySku.get(sku);
      return seq === undefined ? [] : [seq];
    });
    // bySeqs keeps the order of the keys it is given.
    return c.json({ items: ctx.catalog.reader.bySeqs(seqs) });
  });
  return app;
}
