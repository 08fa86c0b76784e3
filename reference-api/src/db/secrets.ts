import type { Db } from './open-db';

/** A value of the `secrets` table (migration 18), or undefined. */
export function readSecret(db: Db, name: string): string | undefined {
  return db
    .prepare<[string], { value: string }>('SELECT value FROM secrets WHERE name = ?')
    .get(name)?.value;
}

/** Sets (or replaces) a value of the `secrets` table. */
export function writeSecret(db: Db, name: string, value: string): void {
  db.prepare(
    'INSERT INTO secrets (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value',
  ).run(name, value);
}

/**
 * The stored value, created on first use. INSERT OR IGNORE then read: when two processes start on
 * one database at once, both end up with the value the first one wrote.
 */
export function ensureSecret(db: Db, name: string, create: () => string): string {
  db.prepare('INSERT OR IGNORE INTO secrets (name, value) VALUES (?, ?)').run(name, create());
  return readSecret(db, name)!;
}
