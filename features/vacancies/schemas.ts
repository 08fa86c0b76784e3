import { z } from 'zod';

import { applicantFields, cvFileProblem } from '@/lib/platform/api/contracts/vacancies';
import { MSG } from '@/lib/shop/validation/messages';

/** The newsletter's text too: one consent message in every form. */
export const CONSENT_REQUIRED = MSG.consent;

const isFile = (value: unknown): value is File =>
  typeof File !== 'undefined' && value instanceof File;

/**
 * The vacancy application: the applicant's fields of the API's contract (e-mail optional —
 * recruiters call back by phone — but valid when given); the CV optional (most shop vacancies need
 * none) but of an allowed type and at most 5 MB; the personal-data consent ticked.
 */
export const applyFormSchema = z.object({
  ...applicantFields,
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
