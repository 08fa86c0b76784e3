'use client';

import { useMutation } from '@tanstack/react-query';

import { browserClient } from '@/lib/platform/api/browser';
import { parseContract } from '@/lib/platform/api/client';
import { vacancyApplyResponseSchema } from '@/lib/platform/api/contracts/vacancies';
import { isApiError } from '@/lib/platform/api/errors';

import { toApplyFormData, type ApplyFormOutput } from '../schemas';

const PATH = '/vacancies/apply';

/** The form fields a refusal can name (the server's `file` is the form's `cv`). */
export type ApplyField = 'name' | 'phone' | 'email' | 'comment' | 'cv';
const FORM_FIELDS: Record<string, ApplyField> = {
  name: 'name',
  phone: 'phone',
  email: 'email',
  comment: 'comment',
  file: 'cv',
};

/**
 * Spec 8: a failed application "returns false", so `ok` is false for every failure; what the form
 * says depends on whether the server answered. `unreachable`: no answer, a 5xx or a malformed
 * answer (the form asks to check the connection). Otherwise the server refused the application and
 * said why: `fieldErrors` at the form fields it names, `message` for the form's error area (a field
 * the form has not, e.g. a closed vacancy, or a business message), null when it named fields only.
 */
export type ApplyOutcome =
  | { ok: true }
  | {
      ok: false;
      unreachable: boolean;
      message: string | null;
      fieldErrors: Partial<Record<ApplyField, string>>;
    };

function refusal(error: unknown): ApplyOutcome {
  const status = isApiError(error) ? error.status : null;
  if (!isApiError(error) || status === null || status >= 500) {
    return { ok: false, unreachable: true, message: null, fieldErrors: {} };
  }
  const fieldErrors: Partial<Record<ApplyField, string>> = {};
  let message: string | null = null;
  for (const [name, messages] of Object.entries(error.fieldErrors)) {
    const text = messages[0];
    if (!text) continue;
    const field = FORM_FIELDS[name];
    if (field) fieldErrors[field] ??= text;
    else message ??= text;
  }
  // a business refusal without field messages carries its own text (toApiError keeps it)
  if (!message && Object.keys(fieldErrors).length === 0 && error.code) message = error.message;
  return { ok: false, unreachable: false, message, fieldErrors };
}

/**
 * POST /main/vacancies/apply as multipart; silent, because the form, not the app shell, tells the
 * applicant. Never throws: every outcome is an ApplyOutcome.
 */
export async function applyToVacancy(
  vacancyId: number,
  values: ApplyFormOutput,
): Promise<ApplyOutcome> {
  try {
    const response = await browserClient('main').post(PATH, toApplyFormData(vacancyId, values), {
      silent: true,
    });
    parseContract(vacancyApplyResponseSchema, response.data, `/main${PATH}`);
    return { ok: true };
  } catch (error) {
    const outcome = refusal(error);
    if (!outcome.ok && outcome.unreachable) console.error('[vacancies] application failed', error);
    return outcome;
  }
}

export function useApplyVacancy(vacancyId: number) {
  return useMutation({
    mutationFn: (values: ApplyFormOutput) => applyToVacancy(vacancyId, values),
  });
}
