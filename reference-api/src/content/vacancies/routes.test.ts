// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, describe, expect, it, vi } from 'vitest';

import { apiErrorBodySchema } from '../../../../lib/platform/api/contracts/common';
import {
  CV_MAX_BYTES,
  CV_MESSAGES,
  departmentsResponseSchema,
  vacanciesResponseSchema,
  vacancyApplyResponseSchema,
  vacancyResponseSchema,
} from '../../../../lib/platform/api/contracts/vacancies';
import { MSG } from '../../../../lib/shop/validation/messages';
import { BODY_MAX_BYTES } from '../../http/body-limit';
import { call, seededApp } from '../../testing/seeded-app';

import { APPLY_BODY_MAX } from './routes';
import { seedVacancies } from './seed';

const t = seededApp();
afterAll(t.cleanup);
const uploads = join(t.dir, 'uploads', 'vacancies');

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n');
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]);

function form(
  fields: Record<string, string>,
  file?: { bytes: Uint8Array<ArrayBuffer>; name: string },
) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  if (file) body.set('file', new File([file.bytes], file.name));
  return body;
}

const VALID = { vacancy_id: '1', name: 'Мария Котова', phone: '+7 (916) 123-45-67' };

async function apply(body: FormData | string, headers: Record<string, string> = {}) {
  const response = await t.app.request('/main/vacancies/apply', { method: 'POST', body, headers });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

const errorsOf = (body: unknown) => apiErrorBodySchema.parse(body).errors;

describe('vacancies: departments and lists', () => {
  it('lists the five departments', async () => {
    const { status, body } = await call(t.app, 'GET', '/main/vacancies/department');
    expect(status).toBe(200);
    const titles = departmentsResponseSchema.parse(body).items.map((item) => item.title);
    expect(titles).toEqual([
      'Розничные магазины',
      'Офис',
      'Производство',
      'Склад и логистика',
      'Интернет-магазин',
    ]);
  });

  it('lists every vacancy newest first, or those of one department', async () => {
    const all = vacanciesResponseSchema.parse(
      (await call(t.app, 'GET', '/main/vacancies/vacancy')).body,
    ).items;
    expect(all.length).toBeGreaterThanOrEqual(12);
    expect(new Set(all.map((item) => item.city)).size).toBeGreaterThan(3);
    const shops = vacanciesResponseSchema.parse(
      (await call(t.app, 'GET', '/main/vacancies/vacancy?department=1')).body,
    ).items;
    expect(shops.length).toBeGreaterThan(0);
    expect(shops.length).toBeLessThan(all.length);
    expect(shops.every((item) => item.department.title === 'Розничные магазины')).toBe(true);
    expect(shops[0]).toMatchObject({ title: expect.any(String), salary: { from: 120000 } });
  });

  it('answers an empty list for an unknown department and 422 for a malformed one', async () => {
    const none = await call(t.app, 'GET', '/main/vacancies/vacancy?department=999');
    expect(vacanciesResponseSchema.parse(none.body).items).toEqual([]);
    const bad = await call(t.app, 'GET', '/main/vacancies/vacancy?department=abc');
    expect(bad.status).toBe(422);
    expect(errorsOf(bad.body)).toHaveProperty('department');
  });

  it('reads one vacancy by id or slug with its description; 404 when unknown', async () => {
    const bySlug = await call(t.app, 'GET', '/main/vacancies/vacancy/kurer-moskva');
    const item = vacancyResponseSchema.parse(bySlug.body).item;
    expect(item).toMatchObject({ title: 'Курьер', city: 'Москва', publishedAt: '2026-11-19' });
    expect(item.duties.length).toBeGreaterThan(0);
    expect(item.requirements.length).toBeGreaterThan(0);
    expect(item.conditions.length).toBeGreaterThan(0);
    const byId = await call(t.app, 'GET', `/main/vacancies/vacancy/${item.id}`);
    expect(vacancyResponseSchema.parse(byId.body).item.slug).toBe('kurer-moskva');
    const missing = await call(t.app, 'GET', '/main/vacancies/vacancy/no-such-job');
    expect(missing.status).toBe(404);
    expect(apiErrorBodySchema.parse(missing.body).code).toBe('vacancy_not_found');
  });

  it('seeds once', () => {
    const count = () =>
      t.db.prepare<[], { n: number }>('SELECT count(*) AS n FROM vacancies').get()?.n;
    const before = count();
    seedVacancies(t.db);
    expect(count()).toBe(before);
  });
});

describe('vacancies: apply', () => {
  it('stores an application with a PDF under a generated name and answers 201 { id }', async () => {
    const { status, body } = await apply(
      form(
        { ...VALID, email: 'maria@example.ru', comment: 'Готова выйти с понедельника' },
        { bytes: PDF, name: 'Резюме Котова.pdf' },
      ),
    );
    expect(status).toBe(201);
    const { id } = vacancyApplyResponseSchema.parse(body);
    const row = t.db
      .prepare<[number], Record<string, unknown>>('SELECT * FROM vacancy_applications WHERE id = ?')
      .get(id);
    expect(row).toMatchObject({
      vacancy_id: 1,
      name: 'Мария Котова',
      phone: '+7 (916) 123-45-67',
      email: 'maria@example.ru',
      comment: 'Готова выйти с понедельника',
      file_name: 'Резюме Котова.pdf',
      file_size: PDF.byteLength,
      file_type: 'application/pdf',
    });
    expect(row?.file_path).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(readFileSync(join(uploads, String(row?.file_path)))).toEqual(Buffer.from(PDF));
  });

  it('accepts an application without a file and without an e-mail', async () => {
    const { status, body } = await apply(form(VALID));
    expect(status).toBe(201);
    const { id } = vacancyApplyResponseSchema.parse(body);
    const row = t.db
      .prepare<[number], Record<string, unknown>>('SELECT * FROM vacancy_applications WHERE id = ?')
      .get(id);
    expect(row).toMatchObject({ email: null, comment: null, file_path: null });
  });

  it('never uses the client file name as a path', async () => {
    const before = readdirSync(uploads).length;
    const { status, body } = await apply(form(VALID, { bytes: PDF, name: '../../../evil.pdf' }));
    expect(status).toBe(201);
    expect(existsSync(join(t.dir, 'evil.pdf'))).toBe(false);
    expect(readdirSync(uploads).length).toBe(before + 1);
    const { id } = vacancyApplyResponseSchema.parse(body);
    const row = t.db
      .prepare<[number], { file_name: string }>(
        'SELECT file_name FROM vacancy_applications WHERE id = ?',
      )
      .get(id);
    expect(row?.file_name).toBe('evil.pdf');
  });

  it('answers 422 with every field message in Russian', async () => {
    const { status, body } = await apply(
      form({ vacancy_id: '1', name: '', phone: '8916', email: 'maria@' }),
    );
    expect(status).toBe(422);
    expect(errorsOf(body)).toEqual({
      name: [MSG.required],
      phone: [MSG.phone],
      email: [MSG.email],
    });
    const named = await apply(form({ ...VALID, name: 'Мария1' }));
    expect(errorsOf(named.body)).toEqual({ name: [MSG.nameSurname] });
    const long = await apply(form({ ...VALID, name: 'М'.repeat(51) }));
    expect(errorsOf(long.body)).toEqual({ name: [MSG.max(50)] });
  });

  it('refuses a file by its extension and by its content', async () => {
    const exe = await apply(form(VALID, { bytes: EXE, name: 'cv.exe' }));
    expect(exe.status).toBe(422);
    expect(errorsOf(exe.body)).toEqual({ file: [CV_MESSAGES.type] });
    const renamed = await apply(form(VALID, { bytes: EXE, name: 'cv.pdf' }));
    expect(errorsOf(renamed.body)).toEqual({ file: [CV_MESSAGES.content] });
    const empty = await apply(form(VALID, { bytes: new Uint8Array(), name: 'cv.pdf' }));
    expect(errorsOf(empty.body)).toEqual({ file: [CV_MESSAGES.empty] });
    const text = await apply(
      form(VALID, { bytes: new TextEncoder().encode('Опыт'), name: 'cv.txt' }),
    );
    expect(text.status).toBe(201);
  });

  it('refuses a file over 5 MB with 422, and a larger body with 413, before storing', async () => {
    const before = readdirSync(uploads).length;
    const over = new Uint8Array(CV_MAX_BYTES + 1);
    over.set(PDF);
    const big = await apply(form(VALID, { bytes: over, name: 'cv.pdf' }));
    expect(big.status).toBe(422);
    expect(errorsOf(big.body)).toEqual({ file: [CV_MESSAGES.size] });
    // over the route's own limit, within the API's 6 MB: the form's message
    const large = new Uint8Array(APPLY_BODY_MAX + 64 * 1024);
    large.set(PDF);
    expect(APPLY_BODY_MAX + 128 * 1024).toBeLessThan(BODY_MAX_BYTES);
    const tooLarge = await apply(form(VALID, { bytes: large, name: 'cv.pdf' }));
    expect(tooLarge.status).toBe(413);
    expect(apiErrorBodySchema.parse(tooLarge.body)).toMatchObject({
      message: CV_MESSAGES.size,
      errors: { file: [CV_MESSAGES.size] },
    });
    // over the API's limit of every body: refused before the route
    const huge = new Uint8Array(CV_MAX_BYTES * 2);
    huge.set(PDF);
    const refused = await apply(form(VALID, { bytes: huge, name: 'cv.pdf' }));
    expect(refused.status).toBe(413);
    expect(refused.body).toEqual({ message: 'Слишком большой запрос', statusCode: 413 });
    expect(readdirSync(uploads).length).toBe(before);
  });

  it('refuses a closed or unknown vacancy and a body that is not multipart', async () => {
    t.db.prepare('UPDATE vacancies SET is_active = 0 WHERE id = 2').run();
    const closed = await apply(form({ ...VALID, vacancy_id: '2' }));
    expect(closed.status).toBe(422);
    expect(errorsOf(closed.body)).toEqual({ vacancy_id: ['Вакансия не найдена или уже закрыта'] });
    t.db.prepare('UPDATE vacancies SET is_active = 1 WHERE id = 2').run();
    const json = await apply(JSON.stringify(VALID), { 'content-type': 'application/json' });
    expect(json.status).toBe(422);
  });

  it('shows a stored application through the test hook only when hooks are on', async () => {
    const { body } = await apply(form(VALID, { bytes: PDF, name: 'cv.pdf' }));
    const { id } = vacancyApplyResponseSchema.parse(body);
    vi.stubEnv('REFERENCE_API_TEST_HOOKS', '');
    expect((await call(t.app, 'GET', `/main/vacancies/__test/application/${id}`)).status).toBe(404);
    vi.stubEnv('REFERENCE_API_TEST_HOOKS', '1');
    const hook = await call(t.app, 'GET', `/main/vacancies/__test/application/${id}`);
    expect(hook.body).toMatchObject({ item: { id, storedBytes: PDF.byteLength } });
    vi.unstubAllEnvs();
  });
});
