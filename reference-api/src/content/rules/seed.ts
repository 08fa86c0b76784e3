import type { Db } from '../../db/open-db';

/** Demo rules content; idempotent (does nothing when the content is already there). */
export function seedRules(db: Db): void {
  void db;
}
