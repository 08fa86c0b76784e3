import type { FieldErrors, Resolver } from 'react-hook-form';

import { validateAnswers, type SurveyQuestion } from '@/lib/platform/api/contracts/survey';

import { toAnswers, type FormAnswers } from './answers';

/**
 * RHF resolver of a questionnaire. The questions come from the API, so the rules are the shared
 * `validateAnswers` (the same check the API runs) rather than a static zod schema.
 */
export function surveyResolver(questions: readonly SurveyQuestion[]): Resolver<FormAnswers> {
  return async (values) => {
    const errors = validateAnswers(questions, toAnswers(questions, values));
    const entries = Object.entries(errors);
    if (entries.length === 0) return { values, errors: {} };
    const fieldErrors: FieldErrors<FormAnswers> = {};
    for (const [id, message] of entries) fieldErrors[id] = { type: 'validate', message };
    return { values: {}, errors: fieldErrors };
  };
}

/** Empty answers: no option picked, no boxes ticked, no text. */
export function emptyAnswers(questions: readonly SurveyQuestion[]): FormAnswers {
  return Object.fromEntries(
    questions.map((q) => [q.id, q.type === 'multiple' ? [] : q.type === 'text' ? '' : null]),
  );
}
