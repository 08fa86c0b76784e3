import { z } from 'zod';

import { NAME_MAX_LENGTH } from '../../../shop/constants';
import { MSG } from '../../../shop/validation/messages';
import { EMAIL_RE, NAME_SURNAME_RE, PHONE_RE } from '../../../shop/validation/rules';

/**
 * Vacancies of the main API (spec 3 Vacancy, spec 7): departments, the vacancy list filtered by
 * department, one vacancy by id or slug, and the application posted as multipart.
 */

/** GET /vacancies/department → `{ items }`. */
export const departmentSchema = z.object({ id: z.number().int(), title: z.string() });
export type Department = z.infer<typeof departmentSchema>;
export const departmentsResponseSchema = z.object({ items: z.array(departmentSchema) });

/** Monthly pay in roubles before tax; a missing bound is open («от 60 000 ₽», «до 90 000 ₽»). */
export const salarySchema = z.object({
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
});
export type Salary = z.infer<typeof salarySchema>;

export const EMPLOYMENT_TYPES = ['full_time', 'part_time'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** A vacancy in a list (spec 3: id, title, salary, city, experience, slug, department). */
export const vacancySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  salary: salarySchema,
  city: z.string(),
  experience: z.string(),
  slug: z.string(),
  department: departmentSchema,
});
export type Vacancy = z.infer<typeof vacancySchema>;

/** GET /vacancies/vacancy?department=<id> → `{ items }` (all departments without the filter). */
export const vacancyListQuerySchema = z.object({
  department: z.coerce.number().int().positive().optional(),
});
export const vacanciesResponseSchema = z.object({ items: z.array(vacancySchema) });

/** GET /vacancies/vacancy/{id or slug} → `{ item }`: the vacancy with its whole description. */
export const vacancyDetailsSchema = vacancySchema.extend({
  summary: z.string(),
  employment: z.enum(EMPLOYMENT_TYPES),
  schedule: z.string(),
  address: z.string().nullable(),
  duties: z.array(z.string()),
  requirements: z.array(z.string()),
  conditions: z.array(z.string()),
  /** ISO date `YYYY-MM-DD`. */
  publishedAt: z.string(),
});
export type VacancyDetails = z.infer<typeof vacancyDetailsSchema>;
export const vacancyResponseSchema = z.object({ item: vacancyDetailsSchema });

/** The CV file rules shared by the form and the API. */
export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const CV_EXTENSIONS = ['pdf', 'doc', 'docx', 'rtf', 'odt', 'txt', 'jpg', 'jpeg', 'png'];
export const CV_ACCEPT = CV_EXTENSIONS.map((extension) => `.${extension}`).join(',');
export const CV_MESSAGES = {
  type: 'Допустимые форматы: PDF, DOC, DOCX, RTF, ODT, TXT, JPG, PNG',
  size: 'Файл больше 5 МБ',
  empty: 'Файл пустой',
  content: 'Содержимое файла не соответствует его формату',
} as const;
export const COMMENT_MAX_LENGTH = 1000;
export const EMAIL_MAX_LENGTH = 254;

/** The file name's extension in lower case ('' when there is none). */
export function fileExtension(name: string): string {
  const match = /\.([a-z0-9]+)$/i.exec(name.trim());
  return match?.[1]?.toLowerCase() ?? '';
}

/** What is wrong with a CV file by its name and size, or null when it may be sent. */
export function cvFileProblem(file: { name: string; size: number }): string | null {
  if (!CV_EXTENSIONS.includes(fileExtension(file.name))) return CV_MESSAGES.type;
  if (file.size > CV_MAX_BYTES) return CV_MESSAGES.size;
  if (file.size === 0) return CV_MESSAGES.empty;
  return null;
}

/**
 * The applicant's fields as spec 5 rules them (name required, max 50, name pattern; the masked
 * phone; an optional e-mail; a comment), one definition for the application form
 * (features/vacancies/schemas.ts), which checks them as typed, and the API, which checks them as sent.
 */
export const applicantFields = {
  name: z
    .string({ error: MSG.required })
    .trim()
    .min(1, { message: MSG.required, abort: true })
    .max(NAME_MAX_LENGTH, { message: MSG.max(NAME_MAX_LENGTH), abort: true })
    .regex(NAME_SURNAME_RE, MSG.nameSurname),
  phone: z
    .string({ error: MSG.required })
    .trim()
    .min(1, { message: MSG.required, abort: true })
    .regex(PHONE_RE, MSG.phone),
  email: z
    .string()
    .trim()
    .max(EMAIL_MAX_LENGTH, { message: MSG.max(EMAIL_MAX_LENGTH), abort: true })
    .refine((value) => value === '' || EMAIL_RE.test(value), MSG.email),
  comment: z.string().trim().max(COMMENT_MAX_LENGTH, MSG.max(COMMENT_MAX_LENGTH)),
};

/** The text fields of POST /vacancies/apply (multipart: these plus an optional `file`). */
export const vacancyApplyFieldsSchema = z.object({
  vacancy_id: z.coerce.number({ error: MSG.required }).int(MSG.numeric).positive(MSG.numeric),
  name: applicantFields.name,
  phone: applicantFields.phone,
  email: applicantFields.email.optional().transform((value) => value || null),
  comment: applicantFields.comment.optional().transform((value) => value || null),
});

/** 201 answer of POST /vacancies/apply. */
export const vacancyApplyResponseSchema = z.object({ id: z.number().int() });
