import type { Db } from '../db/open-db';

/** Favourites of one customer, keyed by the products' integer keys (seq). */
export type Wishlist = {
  /** Adds (idempotent); returns false when the limit is reached and the product is not in yet. */
  add(customerId: number, seq: number, limit: number, now: Date): boolean;
  remove(customerId: number, seq: number): void;
  clear(customerId: number): void;
  count(customerId: number): number;
  /** Product ids, newest first. */
  ids(customerId: number): string[];
  /** Product seqs of a page, newest first. */
  page(customerId: number, skip: number, limit: number): number[];
  /** Which of these product ids are the customer's favourites. */
  favouriteIds(customerId: number, productIds: readonly string[]): Set<string>;
};

export function createWishlist(db: Db): Wishlist {
  const countStatement = db.prepare<[number], { n: number }>(
    'SELECT count(*) AS n FROM wishlist_items WHERE customer_id = ?',
  );
  const has = db.prepare('SELECT 1 FROM wishlist_items WHERE customer_id = ? AND product_seq = ?');
  const insert = db.prepare(
    'INSERT OR IGNORE INTO wishlist_items (customer_id, product_seq, created_at) VALUES (?, ?, ?)',
  );
  const count = (customerId: number) => countStatement.get(customerId)?.n ?? 0;
  // Newest first; equal timestamps (one request, the seed) fall back to the product key.
  const ORDER = 'ORDER BY w.created_at DESC, w.product_seq DESC';
  const add = db.transaction((customerId: number, seq: number, limit: number, at: string) => {
    if (has.get(customerId, seq)) return true;
    if (count(customerId) >= limit) return false;
    insert.run(customerId, seq, at);
    return true;
  });
  return {
    add: (customerId, seq, limit, now) => add.immediate(customerId, seq, limit, now.toISOString()),
    remove: (customerId, seq) =>
      void db
        .prepare('DELETE FROM wishlist_items WHERE customer_id = ? AND product_seq = ?')
        .run(customerId, seq),
    clear: (customerId) =>
      void db.prepare('DELETE FROM wishlist_items WHERE customer_id = ?').run(customerId),
    count,
    ids: (customerId) =>
      db
        .prepare<[number], { id: string }>(
          `SELECT p.id FROM wishlist_items w JOIN products p ON p.seq = w.product_seq
          WHERE w.customer_id = ? ${ORDER}`,
        )
        .all(customerId)
        .map((row) => row.id),
    page: (customerId, skip, limit) =>
      db
        .prepare<[number, number, number], { seq: number }>(
          `SELECT w.product_seq AS seq FROM wishlist_items w WHERE w.customer_id = ? ${ORDER}
          LIMIT ? OFFSET ?`,
        )
        .all(customerId, limit, skip)
        .map((row) => row.seq),
    favouriteIds: (customerId, productIds) =>
      new Set(
        db
          .prepare<[number, string], { id: string }>(
            `SELECT p.id FROM wishlist_items w JOIN products p ON p.seq = w.product_seq
            WHERE w.customer_id = ? AND p.id IN (SELECT value FROM json_each(?))`,
          )
          .all(customerId, JSON.stringify(productIds))
          .map((row) => row.id),
      ),
  };
}
