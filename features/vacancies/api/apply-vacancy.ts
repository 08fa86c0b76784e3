'use client';

import { browserClient } from '@/lib/api/browser';
import { parseContract } from '@/lib/api/client';
import { vacancyApplyResponseSchema } from '@/lib/api/contracts/vacancies';
import { useMutation } from '@/lib/query/react-query';

import { toApplyFormData, type ApplyFormOutput } from '../schemas';

const PATH = '/vacancies/apply';

/**
 * POST /main/vacancies/apply as multipart. Spec 8: a failed application "returns false", so
 * every failure (no answer, 4xx, 5xx, a malformed answer) becomes `false` for the form to show;
 * silent, because the form, not the app shell, tells the applicant.
 */
export async function applyToVacancy(vacancyId: number, values: ApplyFormOutput): Promise<boolean> {
  try {
    const response = await browserClient('main').post(PATH, toApplyFormData(vacancyId, values), {
      silent: true,
    });
    parseContract(vacancyApplyResponseSchema, response.data, `/main${PATH}`);
    return true;
  } catch (error) {
    console.error('[vacancies] application failed', error);
    return false;
  }
}

export function useApplyVacancy(vacancyId: number) {
  return useMutation({
    mutationFn: (values: ApplyFormOutput) => applyToVacancy(vacancyId, values),
  });
}
