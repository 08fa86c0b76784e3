import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** Uploaded files live next to the DB file; an in-memory DB (tests) uses the system temp folder. */
export function uploadsDirFor(dbPath: string): string {
  if (!dbPath || dbPath === ':memory:') return join(tmpdir(), 'reference-api-uploads');
  return join(dirname(dbPath), 'uploads');
}
