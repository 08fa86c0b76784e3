import type { Answers, AnswerValue, SurveyQuestion } from '@/lib/platform/api/contracts/survey';

/** What the form holds per question: radio/textarea strings, checkbox arrays, or nothing. */
export type FormAnswers = Record<string, string | string[] | boolean | number | null | undefined>;

const toScore = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const score = Number(value);
  return Number.isFinite(score) ? score : null;
};

/** Turns the form's raw values into the API's answers (scores as numbers, lists as arrays). */
export function toAnswers(questions: readonly SurveyQuestion[], values: FormAnswers): Answers {
  const answers: Answers = {};
  for (const question of questions) {
    const raw = values[question.id];
    let value: AnswerValue | null;
    if (question.type === 'rating' || question.type === 'nps') value = toScore(raw);
    else if (question.type === 'multiple')
      value = Array.isArray(raw) ? raw : typeof raw === 'string' && raw ? [raw] : [];
    else value = typeof raw === 'string' ? raw.trim() : null;
    answers[question.id] = value;
  }
  return answers;
}

/** The API's 422 field keys are `answers.<question id>`; picks those out. */
export function answerErrors(fieldErrors: Record<string, string[]>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [key, messages] of Object.entries(fieldErrors)) {
    const message = messages[0];
    if (key.startsWith('answers.') && message) errors[key.slice('answers.'.length)] = message;
  }
  return errors;
}
