import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

import Database from 'better-sqlite3';

import { migrate } from './migrate';

export type Db = Database.Database;

/**
 * Opens (creating if needed) the SQLite file and brings its schema up to date.
 * WAL lets the seed CLI and a running server read concurrently; foreign keys are off by default in
 * SQLite, so they are switched on per connection.
 * Durability: every write route runs in one transaction, and with WAL a committed transaction is in
 * the log file before the answer is sent, so a killed process (kill -9) loses nothing it
 * acknowledged (see durability.test.ts). `synchronous = NORMAL` skips the fsync per commit: an OS
 * crash or power loss may drop the last commits, never corrupt the file — enough for a reference
 * back end; a production store would use FULL.
 */
export function openDb(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}
