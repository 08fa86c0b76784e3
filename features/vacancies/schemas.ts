import { z } from 'zod';

import { COMMENT_MAX_LENGTH, cvFileProblem, EMAIL_MAX_LENGTH } from '@/lib/api/contracts/vacancies';
import { NAME_MAX_LENGTH } from '@/lib/constants';
import { MSG } from '@/lib/validation/messages';
import { EMAIL_RE, NAME_SURNAME_RE, PHONE_RE } from '@/lib/validation/rules';

export const CONSENT_REQUIRED = 'Нужно согласие на обработку персональных данных';

const isFile = (value: unknown): value is File =>
  typeof File !== 'undefined' && value instanceof File;

/**
 * The vacancy application (spec 5 rules): name required, max 50, name pattern; the masked phone;
 * e-mail optional (recruiters call back by phone) but valid when given; the CV optional (most shop
 * vacancies need none) but of an allowed type and at most 5 MB; the personal-data consent ticked.
 */
export const applyFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { message: MSG.required, abort: true })
    .max(NAME_MAX_LENGTH, { message: MSG.max(NAME_MAX_LENGTH), abort: true })
    .regex(NAME_SURNAME_RE, MSG.nameSurname),
  phone: z
    .string()
    .trim()
    .min(1, { message: MSG.required, abort: true })
    .regex(PHONE_RE, MSG.phone),
  email: z
    .string()
    .trim()
    .max(EMAIL_MAX_LENGTH, { message: MSG.max(EMAIL_MAX_LENGTH), abort: true })
    .refine((value) => value === '' || EMAIL_RE.test(value), MSG.email),
  comment: z.string().trim().max(COMMENT_MAX_LENGTH, MSG.max(COMMENT_MAX_LENGTH)),
  cv: z
    .custom<File | null>((value) => value === null || isFile(value))
    .superRefine((file, ctx) => {
      const problem = file ? cvFileProblem(file) : null;
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  consent: z.boolean().refine((value) => value, CONSENT_REQUIRED),
});
export type ApplyFormInput = z.input<typeof applyFormSchema>;
export type ApplyFormOutput = z.output<typeof applyFormSchema>;

export const EMPTY_APPLICATION: ApplyFormInput = {
  name: '',
  phone: '',
  email: '',
  comment: '',
  cv: null,
  consent: false,
};

/** The multipart body of POST /vacancies/apply (blank optional fields are left out). */
export function toApplyFormData(vacancyId: number, values: ApplyFormOutput): FormData {
  const body = new FormData();
  body.set('vacancy_id', String(vacancyId));
  body.set('name', values.name);
  body.set('phone', values.phone);
  if (values.email) body.set('email', values.email);
  if (values.comment) body.set('comment', values.comment);
  if (values.cv) body.set('file', values.cv, values.cv.name);
  return body;
}
