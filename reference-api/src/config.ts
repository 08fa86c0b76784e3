import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { DEFAULT_SEED } from './seed/seed';

/** reference-api/, whatever the working directory. */
const PACKAGE_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export type Config = {
  port: number;
  host: string;
  dbPath: string;
  mediaDir: string;
  seed: number;
  /**
   * Bearer token of admin writes (`REFERENCE_ADMIN_TOKEN`). Unset, the server generates one at its
   * first start, prints it once and keeps only its hash (http/admin-token.ts): no default exists.
   */
  adminToken?: string;
};

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a non-negative integer`);
  return parsed;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dbPath = resolve(env.REFERENCE_DB_PATH?.trim() || join(PACKAGE_ROOT, 'data', 'store.db'));
  return {
    port: integer(env.REFERENCE_API_PORT, 4000, 'REFERENCE_API_PORT'),
    host: env.REFERENCE_API_HOST?.trim() || '127.0.0.1',
    dbPath,
    mediaDir: resolve(env.REFERENCE_MEDIA_DIR?.trim() || join(dirname(dbPath), 'media')),
    seed: integer(env.REFERENCE_SEED, DEFAULT_SEED, 'REFERENCE_SEED'),
    ...(env.REFERENCE_ADMIN_TOKEN?.trim() ? { adminToken: env.REFERENCE_ADMIN_TOKEN.trim() } : {}),
  };
}
