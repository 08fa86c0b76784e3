import type { Db } from '../../db/open-db';

/** Demo calendar content; idempotent (does nothing when the content is already there). */
export function seedCalendar(db: Db): void {
  void db;
}
