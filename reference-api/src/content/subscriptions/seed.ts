import type { Db } from '../../db/open-db';

/** Demo subscriptions content; idempotent (does nothing when the content is already there). */
export function seedSubscriptions(db: Db): void {
  void db;
}
