import type { Db } from '../../db/open-db';

/** Demo vacancies content; idempotent (does nothing when the content is already there). */
export function seedVacancies(db: Db): void {
  void db;
}
