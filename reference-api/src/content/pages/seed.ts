import type { Db } from '../../db/open-db';

/** Demo pages content; idempotent (does nothing when the content is already there). */
export function seedPages(db: Db): void {
  void db;
}
