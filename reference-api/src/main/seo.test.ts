// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';

import { apiErrorBodySchema } from '../../../lib/platform/api/contracts/common';
import {
  seoRecordListResponseSchema,
  seoRecordResponseSchema,
} from '../../../lib/platform/api/contracts/main';
import { createApp } from '../app';
import { readConfig } from '../config';
import { seedDatabase } from '../seed/seed';
import { SEO_RECORDS } from '../seed/seo';
import { call, seededApp } from '../testing/seeded-app';

// A token for this test only: the API has no default one (http/admin-token.ts).
const TEST_ADMIN_TOKEN = 'seo-test-admin-token';
const { app, db, cleanup } = seededApp({ adminToken: TEST_ADMIN_TOKEN });
afterAll(cleanup);

const ADMIN = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };
const SEO = '/main/catalog/seo';
const record = {
  path: '/catalog/podveski/',
  title: 'Подвески из золота и серебра',
  description: 'Подвески и кулоны с камнями и без: купить с доставкой по России.',
};

const getByPath = (path: string) => call(app, 'GET', `${SEO}?path=${encodeURIComponent(path)}`);
const errorsOf = (body: unknown) => apiErrorBodySchema.parse(body).errors ?? {};

describe('main API: SEO records', () => {
  it('serves seeded records by path, with or without the trailing slash', async () => {
    const sale = await getByPath('/catalog/sale/akciia-skidki-do-80/');
    expect(sale.status).toBe(200);
    const { item } = seoRecordResponseSchema.parse(sale.body);
    expect(item).toMatchObject({ path: '/catalog/sale/akciia-skidki-do-80/', h1: 'Скидки до 80%' });
    expect(new Date(item.updatedAt).toISOString()).toBe(item.updatedAt);
    const noSlash = await getByPath('/collections/luxe-amirald');
    expect(seoRecordResponseSchema.parse(noSlash.body).item.path).toBe(
      '/collections/luxe-amirald/',
    );
    expect(await getByPath('/catalog/net-takoi/')).toMatchObject({
      status: 404,
      body: { statusCode: 404, code: 'seo_not_found' },
    });
    const bad = await getByPath('catalog/kolca/');
    expect(bad.status).toBe(422);
    expect(errorsOf(bad.body).path).toBeDefined();
  });

  it('lists records by path with skip and limit (default 50, max 200)', async () => {
    const all = seoRecordListResponseSchema.parse((await call(app, 'GET', SEO)).body);
    expect(all.total).toBe(SEO_RECORDS.length);
    expect(all.items.map((item) => item.path)).toEqual(SEO_RECORDS.map((item) => item.path).sort());
    const page = seoRecordListResponseSchema.parse(
      (await call(app, 'GET', `${SEO}?skip=1&limit=2`)).body,
    );
    expect(page).toEqual({ items: all.items.slice(1, 3), total: all.total });
    const beyond = seoRecordListResponseSchema.parse(
      (await call(app, 'GET', `${SEO}?skip=1000`)).body,
    );
    expect(beyond).toEqual({ items: [], total: all.total });
    expect((await call(app, 'GET', `${SEO}?limit=200`)).status).toBe(200);
    const tooMany = await call(app, 'GET', `${SEO}?limit=201&skip=-1`);
    expect(tooMany.status).toBe(422);
    expect(Object.keys(errorsOf(tooMany.body))).toEqual(expect.arrayContaining(['limit', 'skip']));
  });

  it('refuses writes without the admin token (401) and with a wrong one (403)', async () => {
    for (const [method, path] of [
      ['POST', SEO],
      ['PUT', `${SEO}/1`],
      ['DELETE', `${SEO}/1`],
    ] as const) {
      const missing = await call(app, method, path, record);
      expect(missing).toMatchObject({
        status: 401,
        body: { message: 'Unauthorized', statusCode: 401 },
      });
      const basic = await call(app, method, path, record, { authorization: 'Basic abc' });
      expect(basic.status).toBe(401);
      const wrong = await call(app, method, path, record, { authorization: 'Bearer nope' });
      expect(wrong).toMatchObject({ status: 403, body: { message: 'Forbidden', statusCode: 403 } });
    }
    expect((await getByPath(record.path)).status).toBe(404);
  });

  it('creates a record, 409 `exists` for a taken path', async () => {
    const created = await call(app, 'POST', SEO, { ...record, h1: '  ', text: 'Текст' }, ADMIN);
    expect(created.status).toBe(201);
    const { item } = seoRecordResponseSchema.parse(created.body);
    expect(item).toMatchObject({ ...record, h1: null, text: 'Текст' });
    expect(seoRecordResponseSchema.parse((await getByPath(record.path)).body).item).toEqual(item);
    const again = await call(app, 'POST', SEO, { ...record, title: 'Другой' }, ADMIN);
    expect(again).toMatchObject({ status: 409, body: { statusCode: 409, code: 'exists' } });
  });

  it('validates path, title, description, h1 and text with field messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ path: '/catalog/kolca' }, 'path'],
      [{ path: 'catalog/kolca/' }, 'path'],
      [{ path: '/catalog/kolca/?page=2/' }, 'path'],
      [{ path: `/${'a'.repeat(299)}/` }, 'path'],
      [{ title: '' }, 'title'],
      [{ title: 'т'.repeat(121) }, 'title'],
      [{ description: '   ' }, 'description'],
      [{ description: 'о'.repeat(301) }, 'description'],
      [{ h1: 'з'.repeat(121) }, 'h1'],
      [{ text: 'т'.repeat(5001) }, 'text'],
      [{ title: 5 }, 'title'],
    ];
    for (const [patch, field] of cases) {
      const response = await call(app, 'POST', SEO, { ...record, path: '/x/', ...patch }, ADMIN);
      expect(response.status, JSON.stringify(patch)).toBe(422);
      const errors = errorsOf(response.body);
      expect(Object.keys(errors), JSON.stringify(patch)).toEqual([field]);
      expect(errors[field]?.[0]).toMatch(/[а-яё]/i);
    }
    const edge = await call(
      app,
      'POST',
      SEO,
      {
        path: `/${'a'.repeat(298)}/`,
        title: 'т'.repeat(120),
        description: 'о'.repeat(300),
        h1: 'з'.repeat(120),
        text: 'т'.repeat(5000),
      },
      ADMIN,
    );
    expect(edge.status).toBe(201);
    const missing = await call(app, 'POST', SEO, {}, ADMIN);
    expect(Object.keys(errorsOf(missing.body))).toEqual(['path', 'title', 'description']);
    expect((await call(app, 'POST', SEO, '{"path":', ADMIN)).status).toBe(422);
  });

  it('updates a record (PUT replaces it) and deletes it', async () => {
    const { item } = seoRecordResponseSchema.parse((await getByPath(record.path)).body);
    const updated = await call(
      app,
      'PUT',
      `${SEO}/${item.id}`,
      { ...record, path: '/catalog/podveski/kulony/', title: 'Кулоны', h1: 'Кулоны' },
      ADMIN,
    );
    expect(updated.status).toBe(200);
    const next = seoRecordResponseSchema.parse(updated.body).item;
    expect(next).toMatchObject({
      id: item.id,
      path: '/catalog/podveski/kulony/',
      title: 'Кулоны',
      h1: 'Кулоны',
      text: null,
    });
    expect(next.updatedAt >= item.updatedAt).toBe(true);
    expect((await getByPath(record.path)).status).toBe(404);
    // The same path again is fine; another record's path is not.
    expect((await call(app, 'PUT', `${SEO}/${item.id}`, { ...next }, ADMIN)).status).toBe(200);
    const taken = await call(
      app,
      'PUT',
      `${SEO}/${item.id}`,
      { ...record, path: '/collections/luxe-amirald/' },
      ADMIN,
    );
    expect(taken).toMatchObject({ status: 409, body: { code: 'exists' } });
    expect((await call(app, 'PUT', `${SEO}/99999`, record, ADMIN)).status).toBe(404);
    expect((await call(app, 'PUT', `${SEO}/abc`, record, ADMIN)).status).toBe(404);
    const invalid = await call(app, 'PUT', `${SEO}/${item.id}`, { title: '' }, ADMIN);
    expect(invalid.status).toBe(422);

    const deleted = await app.request(`${SEO}/${item.id}`, { method: 'DELETE', headers: ADMIN });
    expect(deleted.status).toBe(204);
    expect(await deleted.text()).toBe('');
    expect((await call(app, 'DELETE', `${SEO}/${item.id}`, undefined, ADMIN)).status).toBe(404);
    expect((await getByPath('/catalog/podveski/kulony/')).status).toBe(404);
  });

  it('reads the admin token from REFERENCE_ADMIN_TOKEN, without a default', async () => {
    expect(readConfig({ ...process.env, REFERENCE_ADMIN_TOKEN: undefined }).adminToken).toBe(
      undefined,
    );
    expect(readConfig({ ...process.env, REFERENCE_ADMIN_TOKEN: ' s3cret ' }).adminToken).toBe(
      's3cret',
    );
    const input = { ...record, path: '/catalog/bez-tokena/' };
    const formerDefault = { authorization: 'Bearer reference-admin-token' };
    expect((await call(app, 'POST', SEO, input, formerDefault)).status).toBe(403);
  });

  it('takes the admin token from the app options', async () => {
    const custom = createApp(db, { adminToken: 'secret-token' });
    const input = { ...record, path: '/catalog/cepi/' };
    expect((await call(custom, 'POST', SEO, input, ADMIN)).status).toBe(403);
    const created = await call(custom, 'POST', SEO, input, {
      authorization: 'Bearer secret-token',
    });
    expect(created.status).toBe(201);
  });

  it('seeds SEO records into a database seeded before they existed, once', () => {
    db.prepare("DELETE FROM meta WHERE key = 'seo_seeded'").run();
    db.prepare('DELETE FROM seo_records').run();
    expect(seedDatabase(db).seeded).toBe(false);
    const count = () =>
      db.prepare<[], { n: number }>('SELECT count(*) AS n FROM seo_records').get()?.n;
    expect(count()).toBe(SEO_RECORDS.length);
    db.prepare('DELETE FROM seo_records').run();
    seedDatabase(db);
    expect(count()).toBe(0);
  });
});

describe('main API: SEO writes tell the store what changed', () => {
  const told: unknown[] = [];
  const store = seededApp({
    adminToken: TEST_ADMIN_TOKEN,
    revalidate: async (change) => void told.push(change),
  });
  afterAll(store.cleanup);

  it('a created, moved and deleted record each name their paths and seo tags', async () => {
    const created = await call(store.app, 'POST', SEO, record, ADMIN);
    expect(created.status).toBe(201);
    const { id } = seoRecordResponseSchema.parse(created.body).item;
    expect(told.at(-1)).toEqual({
      tags: ['seo:/catalog/podveski/'],
      paths: ['/catalog/podveski/'],
    });
    const moved = { ...record, path: '/catalog/cepi/' };
    expect((await call(store.app, 'PUT', `${SEO}/${id}`, moved, ADMIN)).status).toBe(200);
    expect(told.at(-1)).toEqual({
      tags: ['seo:/catalog/podveski/', 'seo:/catalog/cepi/'],
      paths: ['/catalog/podveski/', '/catalog/cepi/'],
    });
    expect((await call(store.app, 'DELETE', `${SEO}/${id}`, undefined, ADMIN)).status).toBe(204);
    expect(told.at(-1)).toEqual({ tags: ['seo:/catalog/cepi/'], paths: ['/catalog/cepi/'] });
    const refused = told.length;
    expect((await call(store.app, 'POST', SEO, record)).status).toBe(401);
    expect(told.length).toBe(refused);
  });
});
