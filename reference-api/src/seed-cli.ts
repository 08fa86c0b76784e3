import { rmSync } from 'node:fs';

import { readConfig } from './config';
import { openDb } from './db/open-db';
import { writeMedia } from './media/write-media';
import { seedDatabase } from './seed/seed';

/** `tsx reference-api/src/seed-cli.ts [--reset]`: seeds the DB (or recreates it) and exits. */
const config = readConfig();
const reset = process.argv.includes('--reset');
if (reset) {
  // Stop a running server first: it keeps the old file open.
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${config.dbPath}${suffix}`, { force: true });
  rmSync(config.mediaDir, { recursive: true, force: true });
}
const started = performance.now();
const db = openDb(config.dbPath);
const result = seedDatabase(db, config.seed);
const files = result.seeded || reset ? writeMedia(db, config.mediaDir) : 0;
db.close();
const total = Math.round(performance.now() - started);
console.log(
  result.seeded
    ? `seeded ${result.products} products (${result.ms} ms) and ${files} media files into ${config.dbPath}; ${total} ms in all`
    : `already seeded: ${result.products} products in ${config.dbPath} (use --reset to recreate)`,
);
