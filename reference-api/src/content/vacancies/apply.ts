import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Context } from 'hono';

import {
  CV_MESSAGES,
  cvFileProblem,
  fileExtension,
  vacancyApplyFieldsSchema,
} from '../../../../lib/platform/api/contracts/vacancies';
import { validationError } from '../../http/errors';
import { issuesToErrors } from '../../http/validate';
import type { ContentContext } from '../context';

import { contentMatchesExtension, mimeOf } from './file-type';

const TEXT_FIELDS = ['vacancy_id', 'name', 'phone', 'email', 'comment'] as const;

type StoredFile = { path: string; name: string; size: number; type: string };

async function readForm(c: Context): Promise<FormData> {
  try {
    return await c.req.formData();
  } catch {
    throw validationError({ body: ['Ожидается тело multipart/form-data'] });
  }
}

/** The shopper's file name for display only: no folders, no control characters, 200 at most. */
function displayName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';

  return base.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200) || 'file';
}

/** The CV part: a problem message, or the file's bytes to store (null when none was attached). */
async function readCv(
  part: FormDataEntryValue | null,
): Promise<{ problem: string } | { file: File; bytes: Uint8Array; extension: string } | null> {
  if (part === null || (typeof part !== 'string' && part.size === 0 && part.name === '')) {
    return null;
  }
  if (typeof part === 'string') return { problem: CV_MESSAGES.type };
  const problem = cvFileProblem(part);
  if (problem) return { problem };
  const extension = fileExtension(part.name);
  const bytes = new Uint8Array(await part.arrayBuffer());
  if (!contentMatchesExtension(bytes, extension)) return { problem: CV_MESSAGES.content };
  return { file: part, bytes, extension };
}

/** Writes the CV under a generated name (the client's name never becomes a path). */
function storeCv(dir: string, cv: { file: File; bytes: Uint8Array; extension: string }) {
  mkdirSync(dir, { recursive: true });
  const path = `${randomUUID()}.${cv.extension}`;
  writeFileSync(join(dir, path), cv.bytes, { flag: 'wx' });
  return {
    path,
    name: displayName(cv.file.name),
    size: cv.bytes.byteLength,
    type: mimeOf(cv.extension),
  } satisfies StoredFile;
}

/** The folder of stored CVs inside the API's uploads folder. */
export const cvDir = (ctx: ContentContext) => join(ctx.uploadsDir, 'vacancies');

/**
 * POST /vacancies/apply (multipart: vacancy_id, name, phone, email, comment, file): validates the
 * fields and the file together (one 422 with every message), stores the file, answers 201 `{ id }`.
 */
export async function applyHandler(c: Context, ctx: ContentContext): Promise<Response> {
  const form = await readForm(c);
  const raw = Object.fromEntries(
    TEXT_FIELDS.map((name) => {
      const value = form.get(name);
      return [name, typeof value === 'string' ? value : undefined];
    }),
  );
  const fields = vacancyApplyFieldsSchema.safeParse(raw);
  const cv = await readCv(form.get('file'));
  const errors = fields.success ? {} : issuesToErrors(fields.error.issues);
  if (cv && 'problem' in cv) errors.file = [cv.problem];
  if (!fields.success || Object.keys(errors).length > 0) throw validationError(errors);
  const active = ctx.db
    .prepare<[number], { id: number }>('SELECT id FROM vacancies WHERE id = ? AND is_active = 1')
    .get(fields.data.vacancy_id);
  if (!active) {
    throw validationError(
      { vacancy_id: ['Вакансия не найдена или уже закрыта'] },
      'vacancy_closed',
    );
  }
  const stored = cv && 'file' in cv ? storeCv(cvDir(ctx), cv) : null;
  try {
    const result = ctx.db
      .prepare(
        `INSERT INTO vacancy_applications (vacancy_id, name, phone, email, comment, file_path,
          file_name, file_size, file_type, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        fields.data.vacancy_id,
        fields.data.name,
        fields.data.phone,
        fields.data.email,
        fields.data.comment,
        stored?.path ?? null,
        stored?.name ?? null,
        stored?.size ?? null,
        stored?.type ?? null,
        new Date().toISOString(),
      );
    return c.json({ id: Number(result.lastInsertRowid) }, 201);
  } catch (error) {
    if (stored) rmSync(join(cvDir(ctx), stored.path), { force: true });
    throw error;
  }
}
