import type { Db } from '../../db/open-db';

/** Demo shops content; idempotent (does nothing when the content is already there). */
export function seedShops(db: Db): void {
  void db;
}
