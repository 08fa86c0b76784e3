// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { join, resolve } from 'node:path';

import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

import { createApp } from '../app';
import * as config from '../config';
import { openDb } from '../db/open-db';
import { call, seededApp } from '../testing/seeded-app';

import { ADMIN_TOKEN_SECRET, prepareAdminToken, rotateAdminToken } from './admin-token';

const seeded = seededApp();
afterAll(seeded.cleanup);
afterEach(() => vi.unstubAllEnvs());

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const SEO = '/main/catalog/seo';
let paths = 0;
/** An admin write (a new SEO record) with that bearer token: its status. */
async function adminWrite(app: ReturnType<typeof createApp>, token: string): Promise<number> {
  const record = {
    path: `/catalog/admin-token-${++paths}/`,
    title: 'Заголовок',
    description: 'Описание',
  };
  const response = await call(app, 'POST', SEO, record, { authorization: `Bearer ${token}` });
  return response.status;
}
const tokenIn = (lines: readonly string[]) =>
  /admin token \(shown once[^)]*\): (\S+)$/.exec(lines.join('\n'))?.[1];
const storedRows = () =>
  seeded.db.prepare<[], { name: string; value: string }>('SELECT name, value FROM secrets').all();
const withoutEnv = () => vi.stubEnv('REFERENCE_ADMIN_TOKEN', '');

describe('admin token', () => {
  it('has no documented default', async () => {
    withoutEnv();
    expect('DEFAULT_ADMIN_TOKEN' in config).toBe(false);
    expect(config.readConfig({ ...process.env, REFERENCE_ADMIN_TOKEN: '' }).adminToken).toBe(
      undefined,
    );
    const app = createApp(seeded.db, { mediaDir: seeded.mediaDir });
    expect(await adminWrite(app, 'reference-admin-token')).toBe(403);
  });

  it('is generated at the first start, printed once, works and is stored only as its hash', async () => {
    withoutEnv();
    const app = createApp(seeded.db, { mediaDir: seeded.mediaDir });
    const first: string[] = [];
    prepareAdminToken(seeded.db, undefined, (line) => first.push(line));
    const token = tokenIn(first);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    expect(first.join('\n')).toContain('set REFERENCE_ADMIN_TOKEN to choose your own');
    expect(await adminWrite(app, token!)).toBe(201);
    expect(storedRows().find((row) => row.name === ADMIN_TOKEN_SECRET)?.value).toBe(sha256(token!));
    expect(JSON.stringify(storedRows())).not.toContain(token);

    const later: string[] = [];
    prepareAdminToken(seeded.db, undefined, (line) => later.push(line));
    expect(later.join('\n')).not.toContain(token);
    expect(later.join('\n')).toMatch(/admin token exists/);
    expect(await adminWrite(app, token!)).toBe(201);
  });

  it('from REFERENCE_ADMIN_TOKEN wins over the stored one', async () => {
    vi.stubEnv('REFERENCE_ADMIN_TOKEN', ' env-admin-token ');
    const stored = rotateAdminToken(seeded.db);
    const app = createApp(seeded.db, { mediaDir: seeded.mediaDir });
    expect(await adminWrite(app, 'env-admin-token')).toBe(201);
    expect(await adminWrite(app, stored)).toBe(403);
    const lines: string[] = [];
    prepareAdminToken(seeded.db, 'env-admin-token', (line) => lines.push(line));
    expect(lines.join('\n')).toContain('REFERENCE_ADMIN_TOKEN');
    expect(lines.join('\n')).not.toContain('env-admin-token');
    expect(config.readConfig({ ...process.env }).adminToken).toBe('env-admin-token');
  });

  it('the app option (tests) is the token', async () => {
    const app = createApp(seeded.db, { mediaDir: seeded.mediaDir, adminToken: 'option-token' });
    expect(await adminWrite(app, 'option-token')).toBe(201);
    expect(await adminWrite(app, 'other')).toBe(403);
  });

  it('rotates: the new token works at once, the old one no more', async () => {
    withoutEnv();
    const app = createApp(seeded.db, { mediaDir: seeded.mediaDir });
    const old = rotateAdminToken(seeded.db);
    expect(await adminWrite(app, old)).toBe(201);
    const next = rotateAdminToken(seeded.db);
    expect(next).not.toBe(old);
    expect(await adminWrite(app, next)).toBe(201);
    expect(await adminWrite(app, old)).toBe(403);
  });

  it('npm run api:admin-token rotates it and prints the new one', () => {
    const dbPath = join(seeded.dir, 'cli.db');
    const root = resolve(import.meta.dirname, '../../..');
    const run = spawnSync(
      join(root, 'node_modules/.bin/tsx'),
      ['reference-api/src/admin-token-cli.ts'],
      {
        cwd: root,
        env: { ...process.env, REFERENCE_DB_PATH: dbPath, REFERENCE_ADMIN_TOKEN: '' },
        encoding: 'utf8',
      },
    );
    expect(run.status, run.stderr).toBe(0);
    const token = /^admin token: (\S+)$/m.exec(run.stdout)?.[1];
    expect(token).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    const db = openDb(dbPath);
    const row = db
      .prepare<[string], { value: string }>('SELECT value FROM secrets WHERE name = ?')
      .get(ADMIN_TOKEN_SECRET);
    db.close();
    expect(row?.value).toBe(sha256(token!));
  }, 30_000);
});
