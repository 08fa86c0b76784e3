import type { RecommendedProduct } from '../../../lib/platform/api/contracts/main';
import { recentViews } from '../catalog/views';
import type { Db } from '../db/open-db';

/** A product row as the recommendation-style lists read it (see `PRODUCT_CARD_COLUMNS`). */
export type ProductCardRow = {
  seq: number;
  id: string;
  slug: string;
  name: string;
  sku: string;
  price: number;
  old_price: number | null;
  file: string | null;
};
type Param = string | number | null;

/** The columns of `ProductCardRow`, for `SELECT … FROM products p`. */
export const PRODUCT_CARD_COLUMNS = `p.seq, p.id, p.slug, p.name, p.sku, p.price, p.old_price,
  (SELECT file FROM product_images i WHERE i.product_seq = p.seq AND i.position = 0) AS file`;

/** A product card of every recommendation-style list (spec 3 Recommended product). */
export function toRecommended(row: ProductCardRow, index: number): RecommendedProduct {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    sku: row.sku,
    image: row.file ? `/media/p/${row.file}` : '',
    price: { amount: row.price },
    prices: { current: row.price, old: row.old_price },
    index,
  };
}

/**
 * Recommendation lists of the main API. Only sellable (in-stock) products are recommended; each list
 * is ordered by popularity within its rule, and `index` is the 0-based position in the list.
 */
export function createRecommender(db: Db) {
  const query = (
    where: string,
    order: string,
    params: Param[],
    exclude: readonly number[],
    limit: number,
  ): ProductCardRow[] =>
    db
      .prepare<Param[], ProductCardRow>(
        `SELECT ${PRODUCT_CARD_COLUMNS} FROM products p
        WHERE p.in_stock = 1 AND p.seq NOT IN (SELECT value FROM json_each(?)) AND ${where}
        ORDER BY ${order} p.popularity DESC, p.seq LIMIT ?`,
      )
      .all(JSON.stringify(exclude), ...params, limit);

  const popular = (limit: number, exclude: readonly number[] = []): ProductCardRow[] =>
    query('1 = 1', '', [], exclude, limit);
  const inCategory = 'p.seq IN (SELECT product_seq FROM product_categories WHERE category_id = ?)';

  /** Tops a short list up with popular products, so a slider is never half empty. */
  const fill = (
    rows: ProductCardRow[],
    limit: number,
    exclude: readonly number[],
  ): ProductCardRow[] =>
    rows.length >= limit
      ? rows
      : [...rows, ...popular(limit - rows.length, [...exclude, ...rows.map((row) => row.seq)])];

  return {
    popular: (limit: number) => popular(limit).map(toRecommended),
    popularInCategory: (categoryId: number, limit: number) =>
      query(inCategory, '', [categoryId], [], limit).map(toRecommended),
    /** Same category, same metal first; undefined for an unknown SKU. */
    similar(sku: string, limit: number): RecommendedProduct[] | undefined {
      const source = db
        .prepare<[string], { seq: number; category_id: number; metal_value_id: number | null }>(
          'SELECT seq, category_id, metal_value_id FROM products WHERE sku = ?',
        )
        .get(sku);
      if (!source) return undefined;
      const rows = query(
        inCategory,
        '(p.metal_value_id IS ?) DESC,',
        [source.category_id, source.metal_value_id],
        [source.seq],
        limit,
      );
      return fill(rows, limit, [source.seq]).map(toRecommended);
    },
    /** Popular products from the categories the device viewed recently; popular ones otherwise. */
    personal(deviceId: string | undefined, limit: number): RecommendedProduct[] {
      const viewed = deviceId ? recentViews(db, deviceId, 20) : [];
      if (viewed.length === 0) return popular(limit).map(toRecommended);
      const where = `p.category_id IN (SELECT category_id FROM products WHERE seq IN (SELECT value FROM json_each(?)))`;
      const rows = query(where, '', [JSON.stringify(viewed)], viewed, limit);
      return fill(rows, limit, viewed).map(toRecommended);
    },
    /** What returning customers buy again: everyday pieces up to 15 000 ₽. */
    repeatCustomers: (limit: number) =>
      query('p.price <= 15000', '', [], [], limit).map(toRecommended),
  };
}
