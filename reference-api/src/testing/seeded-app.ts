import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Hono } from 'hono';

import { createApp, type AppOptions } from '../app';
import { openDb, type Db } from '../db/open-db';
import { seedDatabase } from '../seed/seed';

export type SeededApp = { app: Hono; db: Db; dir: string; mediaDir: string; cleanup(): void };

/**
 * A seeded database in a fresh temp folder and the app on top of it, for in-process tests.
 * `options` reach createApp (an admin token for the admin routes' tests, say).
 */
export function seededApp(options: Omit<AppOptions, 'mediaDir'> = {}): SeededApp {
  const dir = mkdtempSync(join(tmpdir(), 'reference-api-'));
  const db = openDb(join(dir, 'store.db'));
  seedDatabase(db);
  const mediaDir = join(dir, 'media');
  const app = createApp(db, { ...options, mediaDir });
  return {
    app,
    db,
    dir,
    mediaDir,
    cleanup() {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type JsonResponse = { status: number; headers: Headers; body: unknown };

/** Calls the app like a client would: JSON body in, parsed JSON out. */
export async function call(
  app: Hono,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<JsonResponse> {
  const init: RequestInit = { method, headers: { ...headers } };
  if (body !== undefined) {
    init.body = typeof body === 'string' ? body : JSON.stringify(body);
    init.headers = { 'content-type': 'application/json', ...headers };
  }
  const response = await app.request(path, init);
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? (JSON.parse(text) as unknown) : null,
  };
}
