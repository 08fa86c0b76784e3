import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';

import {
  CV_MAX_BYTES,
  CV_MESSAGES,
  vacancyListQuerySchema,
} from '../../../../lib/platform/api/contracts/vacancies';
import { ApiError, notFound } from '../../http/errors';
import { parseQuery } from '../../http/validate';
import type { ContentContext } from '../context';

import { applyHandler, cvDir } from './apply';
import { vacancyStore } from './store';

/** The whole multipart body: the CV plus room for the text fields and the part headers. */
export const APPLY_BODY_MAX = CV_MAX_BYTES + 256 * 1024;

/** Main API vacancies endpoints (spec 7). */
export function vacanciesRoutes(ctx: ContentContext): Hono {
  const app = new Hono();
  const store = vacancyStore(ctx.db);

  app.get('/vacancies/department', (c) => c.json({ items: store.departments() }));

  app.get('/vacancies/vacancy', (c) => {
    const { department } = parseQuery(c, vacancyListQuerySchema);
    return c.json({ items: store.vacancies(department) });
  });

  app.get('/vacancies/vacancy/:idOrSlug', (c) => {
    const item = store.vacancy(c.req.param('idOrSlug'));
    if (!item) throw notFound('Вакансия не найдена', 'vacancy_not_found');
    return c.json({ item });
  });

  app.post(
    '/vacancies/apply',
    bodyLimit({
      maxSize: APPLY_BODY_MAX,
      onError: () => {
        throw new ApiError(413, CV_MESSAGES.size, { file: [CV_MESSAGES.size] }, 'file_too_large');
      },
    }),
    (c) => applyHandler(c, ctx),
  );

  /** An application as stored, for e2e checks; 404 unless REFERENCE_API_TEST_HOOKS=1. */
  app.get('/vacancies/__test/application/:id', (c) => {
    if (process.env.REFERENCE_API_TEST_HOOKS !== '1') throw notFound();
    const row = ctx.db
      .prepare<[number], Record<string, string | number | null>>(
        'SELECT * FROM vacancy_applications WHERE id = ?',
      )
      .get(Number(c.req.param('id')));
    if (!row) throw notFound();
    const path = typeof row.file_path === 'string' ? join(cvDir(ctx), row.file_path) : null;
    const storedBytes = path && existsSync(path) ? statSync(path).size : null;
    return c.json({ item: { ...row, storedBytes } });
  });

  return app;
}
