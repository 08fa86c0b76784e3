import type { Db } from '../../db/open-db';

/** Real products of the seeded catalogue that the landing blocks show, picked when seeding. */
export type SeedSkus = {
  discounted: string[];
  gold: string[];
  pendants: string[];
  popular: string[];
  newest: string[];
  silver: string[];
  gifts: string[];
};

/** A product picture and the product it belongs to (UGC photos link to what the customer wears). */
export type SeedPhoto = { image: string; name: string; slug: string };

const IN_STOCK = 'in_stock = 1';
const metalLike = (pattern: string) =>
  `metal_value_id IN (SELECT id FROM attribute_values WHERE name LIKE '${pattern}')`;
const inCategories = (slugs: string[]) =>
  `seq IN (SELECT pc.product_seq FROM product_categories pc JOIN categories c
    ON c.id = pc.category_id WHERE c.slug IN (${slugs.map((slug) => `'${slug}'`).join(', ')}))`;

function skus(db: Db, where: string, order: string, limit: number): string[] {
  return db
    .prepare<[number], { sku: string }>(
      `SELECT sku FROM products WHERE ${IN_STOCK} AND ${where} ORDER BY ${order}, seq LIMIT ?`,
    )
    .all(limit)
    .map((row) => row.sku);
}

export function pickSkus(db: Db): SeedSkus {
  return {
    discounted: skus(db, 'old_price IS NOT NULL', 'discount DESC, popularity DESC', 16),
    gold: skus(db, metalLike('%олото%'), 'popularity DESC', 12),
    pendants: skus(db, inCategories(['podveski', 'podveski-bukvy', 'znaki-zodiaka']), 'price', 8),
    popular: skus(db, '1 = 1', 'popularity DESC', 12),
    newest: skus(db, '1 = 1', 'created_at DESC', 12),
    silver: skus(db, metalLike('%еребро%'), 'popularity DESC', 8),
    gifts: skus(db, 'price <= 5000', 'popularity DESC', 8),
  };
}

/** Pictures of popular products for the customer photos page. */
export function pickPhotos(db: Db, limit: number): SeedPhoto[] {
  return db
    .prepare<[number], SeedPhoto>(
      `SELECT '/media/p/' || i.file AS image, p.name, p.slug FROM products p
      JOIN product_images i ON i.product_seq = p.seq AND i.position = 0
      WHERE p.${IN_STOCK} ORDER BY p.popularity DESC, p.seq LIMIT ?`,
    )
    .all(limit);
}
