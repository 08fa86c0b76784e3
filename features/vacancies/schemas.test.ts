import { describe, expect, it } from 'vitest';

import { CV_MAX_BYTES, CV_MESSAGES } from '@/lib/platform/api/contracts/vacancies';
import { MSG } from '@/lib/shop/validation/messages';

import {
  CONSENT_REQUIRED,
  EMPTY_APPLICATION,
  applyFormSchema,
  toApplyFormData,
  type ApplyFormInput,
} from './schemas';

const VALID: ApplyFormInput = {
  ...EMPTY_APPLICATION,
  name: 'Мария Котова',
  phone: '+7 (916) 123-45-67',
  consent: true,
};

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);

/** The first message of each field with a problem. */
function messages(input: Partial<ApplyFormInput>): Record<string, string> {
  const result = applyFormSchema.safeParse({ ...VALID, ...input });
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('applyFormSchema', () => {
  it.each<[string, Partial<ApplyFormInput>, Record<string, string>]>([
    ['a valid application', {}, {}],
    ['a Latin name with an apostrophe and a dash', { name: "Anne-Marie O'Neil" }, {}],
    ['an empty name', { name: '   ' }, { name: MSG.required }],
    ['a name with digits', { name: 'Мария1' }, { name: MSG.nameSurname }],
    ['a name over 50', { name: 'М'.repeat(51) }, { name: MSG.max(50) }],
    ['an empty phone', { phone: '' }, { phone: MSG.required }],
    ['a partial phone', { phone: '+7 (916) 123-45' }, { phone: MSG.phone }],
    ['a valid e-mail', { email: 'maria@example.ru' }, {}],
    ['a bad e-mail', { email: 'maria@example' }, { email: MSG.email }],
    ['a comment over 1000', { comment: 'а'.repeat(1001) }, { comment: MSG.max(1000) }],
    ['a PDF', { cv: file('cv.pdf') }, {}],
    ['a DOCX in capitals', { cv: file('CV.DOCX') }, {}],
    ['a JPG photo of a CV', { cv: file('scan.jpg') }, {}],
    ['an .exe', { cv: file('cv.exe') }, { cv: CV_MESSAGES.type }],
    ['a file without an extension', { cv: file('cv') }, { cv: CV_MESSAGES.type }],
    ['a file over 5 MB', { cv: file('cv.pdf', CV_MAX_BYTES + 1) }, { cv: CV_MESSAGES.size }],
    ['a file of exactly 5 MB', { cv: file('cv.pdf', CV_MAX_BYTES) }, {}],
    ['an empty file', { cv: file('cv.pdf', 0) }, { cv: CV_MESSAGES.empty }],
    ['no consent', { consent: false }, { consent: CONSENT_REQUIRED }],
  ])('%s', (_name, input, expected) => {
    expect(messages(input)).toEqual(expected);
  });

  it('builds the multipart body, leaving blank optional fields out', () => {
    const cv = file('Резюме.pdf');
    const values = applyFormSchema.parse({ ...VALID, name: ' Мария ', cv });
    const body = toApplyFormData(7, values);
    expect(body.get('vacancy_id')).toBe('7');
    expect(body.get('name')).toBe('Мария');
    expect(body.get('phone')).toBe('+7 (916) 123-45-67');
    expect(body.has('email')).toBe(false);
    expect(body.has('comment')).toBe(false);
    expect((body.get('file') as File).name).toBe('Резюме.pdf');
  });
});
