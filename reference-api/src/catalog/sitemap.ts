import type { SitemapResponse } from '../../../lib/platform/api/contracts/catalog';
import type { Db } from '../db/open-db';

import type { CategoryIndex } from './category-index';

/**
 * Sitemap data: every category (full slug path), product and collection. A product's `updatedAt` is
 * its last admin change (price, stock) or else its creation time, and a category's or
 * collection's is that of its most recently changed product (a listing changes with its products); an empty one takes the newest
 * product of the catalogue. Three queries over indexed tables; the whole response (300 kB of JSON for
 * 3,148 products) takes ~6 ms p50, ~14 ms p99 through app.request().
 */
export function createSitemap(db: Db, categories: CategoryIndex): () => SitemapResponse {
  const products = db.prepare<[], { slug: string; updatedAt: string }>(
    'SELECT slug, coalesce(updated_at, created_at) AS updatedAt FROM products ORDER BY seq',
  );
  const categoryDates = db.prepare<[], { id: number; at: string }>(
    `SELECT c.id, (SELECT max(coalesce(p.updated_at, p.created_at)) FROM product_categories pc
       JOIN products p ON p.seq = pc.product_seq WHERE pc.category_id = c.id) AS at
     FROM categories c`,
  );
  const collections = db.prepare<[], { slug: string; at: string | null }>(
    `SELECT c.slug, (SELECT max(coalesce(p.updated_at, p.created_at)) FROM collection_products cp
       JOIN products p ON p.seq = cp.product_seq WHERE cp.collection_id = c.id) AS at
     FROM collections c ORDER BY c.sort, c.id`,
  );

  const flatten = (items: ReturnType<CategoryIndex['tree']>): number[] =>
    items.flatMap((item) => [item.id, ...flatten(item.children)]);

  return () => {
    const productItems = products.all();
    const newest = productItems.reduce(
      (max, item) => (item.updatedAt > max ? item.updatedAt : max),
      '1970-01-01T00:00:00.000Z',
    );
    const dates = new Map(categoryDates.all().map((row) => [row.id, row.at]));
    return {
      categories: flatten(categories.tree()).map((id) => ({
        path: categories
          .path(id)
          .map((ref) => ref.slug)
          .join('/'),
        updatedAt: dates.get(id) ?? newest,
      })),
      products: productItems,
      collections: collections
        .all()
        .map((row) => ({ slug: row.slug, updatedAt: row.at ?? newest })),
    };
  };
}
