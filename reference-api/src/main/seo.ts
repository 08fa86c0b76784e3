import { Hono } from 'hono';
import { z } from 'zod';

import {
  SEO_PATH_MAX,
  seoRecordInputSchema,
  type SeoRecord,
} from '../../../lib/platform/api/contracts/main';
import type { Db } from '../db/open-db';
import { isConstraintError } from '../db/sqlite';
import { requireAdmin } from '../http/admin-auth';
import type { AdminDigest } from '../http/admin-token';
import { ApiError, notFound } from '../http/errors';
import type { StoreRevalidator } from '../http/store-revalidate';
import { parseBody, parseQuery } from '../http/validate';

type SeoInput = z.output<typeof seoRecordInputSchema>;
type SeoRow = {
  id: number;
  path: string;
  title: string;
  description: string;
  h1: string | null;
  text: string | null;
  updated_at: string;
};

/**
 * Query of GET /catalog/seo: `path` asks for one record (a missing trailing slash is added, so
 * `/catalog/kolca` finds `/catalog/kolca/`); without it the records are listed by path.
 */
const seoQuerySchema = z.object({
  path: z
    .string()
    .trim()
    .min(1)
    .max(SEO_PATH_MAX)
    .refine((path) => path.startsWith('/'), { message: 'Путь должен начинаться с «/»' })
    .transform((path) => (path.endsWith('/') ? path : `${path}/`))
    .optional(),
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

const COLUMNS = 'id, path, title, description, h1, text, updated_at';

const toRecord = (row: SeoRow): SeoRecord => ({
  id: row.id,
  path: row.path,
  title: row.title,
  description: row.description,
  h1: row.h1,
  text: row.text,
  updatedAt: row.updated_at,
});

const seoNotFound = (): ApiError => notFound('SEO-запись не найдена', 'seo_not_found');
const pathTaken = (): ApiError =>
  new ApiError(
    409,
    'SEO-запись для этого пути уже существует',
    { path: ['Для этого пути уже есть SEO-запись'] },
    'exists',
  );

function recordId(raw: string): number {
  const id = Number(raw);
  if (!/^\d{1,15}$/.test(raw) || !Number.isSafeInteger(id)) throw seoNotFound();
  return id;
}

/** What an SEO record's write makes stale in the store: its data (by tag) and its pages (by path). */
const seoChange = (...paths: string[]) => ({
  tags: [...new Set(paths)].map((path) => `seo:${path}`),
  paths: [...new Set(paths)],
});

/**
 * SEO records of the main API: `GET /catalog/seo` is public, writes need the admin bearer token and
 * tell the store which pages changed.
 */
export function seoRoutes(
  db: Db,
  adminDigest: AdminDigest,
  revalidate: StoreRevalidator = async () => undefined,
): Hono {
  const app = new Hono();
  const byId = db.prepare<[number], SeoRow>(`SELECT ${COLUMNS} FROM seo_records WHERE id = ?`);
  const byPath = db.prepare<[string], SeoRow>(`SELECT ${COLUMNS} FROM seo_records WHERE path = ?`);
  const page = db.prepare<[number, number], SeoRow>(
    `SELECT ${COLUMNS} FROM seo_records ORDER BY path LIMIT ? OFFSET ?`,
  );
  const count = db.prepare<[], number>('SELECT count(*) FROM seo_records').pluck();
  const insert = db.prepare<[SeoInput & { at: string }]>(
    `INSERT INTO seo_records (path, title, description, h1, text, created_at, updated_at)
     VALUES (@path, @title, @description, @h1, @text, @at, @at)`,
  );
  const update = db.prepare<[SeoInput & { id: number; at: string }]>(
    `UPDATE seo_records SET path = @path, title = @title, description = @description, h1 = @h1,
     text = @text, updated_at = @at WHERE id = @id`,
  );
  const remove = db.prepare<[number]>('DELETE FROM seo_records WHERE id = ?');

  /** Runs a write; a path already used by another record is 409 `exists`, also under a race. */
  const write = (run: () => number): SeoRecord => {
    let id: number;
    try {
      id = run();
    } catch (error) {
      if (isConstraintError(error, 'unique')) throw pathTaken();
      throw error;
    }
    const row = byId.get(id);
    if (!row) throw seoNotFound();
    return toRecord(row);
  };

  app.get('/', (c) => {
    const query = parseQuery(c, seoQuerySchema);
    if (query.path !== undefined) {
      const row = byPath.get(query.path);
      if (!row) throw seoNotFound();
      return c.json({ item: toRecord(row) });
    }
    return c.json({
      items: page.all(query.limit, query.skip).map(toRecord),
      total: count.get() ?? 0,
    });
  });

  const admin = requireAdmin(adminDigest);

  app.post('/', admin, async (c) => {
    const input = await parseBody(c, seoRecordInputSchema);
    if (byPath.get(input.path)) throw pathTaken();
    const item = write(() =>
      Number(insert.run({ ...input, at: new Date().toISOString() }).lastInsertRowid),
    );
    await revalidate(seoChange(item.path));
    return c.json({ item }, 201);
  });

  app.put('/:id', admin, async (c) => {
    const id = recordId(c.req.param('id'));
    const before = byId.get(id);
    if (!before) throw seoNotFound();
    const input = await parseBody(c, seoRecordInputSchema);
    const owner = byPath.get(input.path);
    if (owner && owner.id !== id) throw pathTaken();
    const item = write(() => {
      update.run({ ...input, id, at: new Date().toISOString() });
      return id;
    });
    await revalidate(seoChange(before.path, item.path));
    return c.json({ item });
  });

  app.delete('/:id', admin, async (c) => {
    const id = recordId(c.req.param('id'));
    const before = byId.get(id);
    if (!before || remove.run(id).changes === 0) throw seoNotFound();
    await revalidate(seoChange(before.path));
    return c.body(null, 204);
  });

  return app;
}
