import type { Db } from '../db/open-db';

/** Remembers that a device looked at a product; personal recommendations are built from this. */
export function recordView(db: Db, deviceId: string, productSeq: number, at = new Date()): void {
  db.prepare(
    `INSERT INTO product_views (device_id, product_seq, views, viewed_at) VALUES (?, ?, 1, ?)
    ON CONFLICT (device_id, product_seq) DO UPDATE SET views = views + 1, viewed_at = excluded.viewed_at`,
  ).run(deviceId, productSeq, at.toISOString());
}

/** Internal keys of the products a device viewed, most recent first. */
export function recentViews(db: Db, deviceId: string, limit: number): number[] {
  return db
    .prepare<[string, number], { product_seq: number }>(
      'SELECT product_seq FROM product_views WHERE device_id = ? ORDER BY viewed_at DESC, product_seq LIMIT ?',
    )
    .all(deviceId, limit)
    .map((row) => row.product_seq);
}
