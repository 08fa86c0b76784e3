import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

import { migrate } from './migrate';
import { Sqlite } from './sqlite';

export type Db = Sqlite;

/**
 * Opens (creating if needed) the SQLite file and brings its schema up to date.
 * WAL lets the seed CLI and a running server read concurrently; foreign keys are off by default in
 * SQLite (node:sqlite switches them on; the pragma says so where it matters).
 * Durability: every write route runs in one transaction, and with WAL a committed transaction is in
 * the log file before the answer is sent, so a killed process (kill -9) loses nothing it
 * acknowledged (see durability.test.ts). `synchronous = NORMAL` skips the fsync per commit: an OS
 * crash or power loss may drop the last commits, never corrupt the file — enough for a reference
 * back end; a production store would use FULL. `timeout` is the busy timeout: a writer waits up to
 * 5 s for another connection's write lock instead of failing at once.
 */
export function openDb(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Sqlite(path, { timeout: 5000 });
  db.exec('PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA synchronous = NORMAL');
  migrate(db);
  return db;
}
