import { z } from 'zod';

export const QUESTION_TYPES = ['single', 'multiple', 'text', 'rating', 'nps'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const surveyOptionSchema = z.object({ id: z.string(), text: z.string() });

export const surveyQuestionSchema = z.object({
  id: z.string(),
  type: z.enum(QUESTION_TYPES),
  text: z.string(),
  required: z.boolean(),
  options: z.array(surveyOptionSchema).optional(),
  max_length: z.number().int().positive().optional(),
});
export type SurveyQuestion = z.infer<typeof surveyQuestionSchema>;

/** Quiz of spec 3 (uuid, title, questions) as GET /main/questionnaire/survey/{id} returns it. */
export const surveySchema = z.object({
  uuid: z.string(),
  title: z.string(),
  description: z.string(),
  questions: z.array(surveyQuestionSchema),
});
export type Survey = z.infer<typeof surveySchema>;

/** One answer: an option id (single), option ids (multiple), text, or a score (rating, nps). */
export const answerValueSchema = z.union([z.string(), z.array(z.string()), z.number()]);
export type AnswerValue = z.infer<typeof answerValueSchema>;
export type Answers = Record<string, AnswerValue | null>;

export const surveySendBodySchema = z.object({
  survey_id: z.string().min(1),
  answers: z.record(z.string(), answerValueSchema.nullable()),
  order: z.string().max(64).optional(),
});
export type SurveySendBody = z.infer<typeof surveySendBodySchema>;

/** POST /main/survey/tv/send: the TV survey's answers and the viewer's NPS session. */
export const tvSurveySendBodySchema = z.object({
  answers: z.record(z.string(), answerValueSchema.nullable()),
  session_id: z.string().max(64).optional(),
});
export type TvSurveySendBody = z.infer<typeof tvSurveySendBodySchema>;

export const surveyResultSchema = z.object({ title: z.string(), text: z.string() });
export type SurveyResult = z.infer<typeof surveyResultSchema>;

export const surveySendResponseSchema = z.object({
  id: z.number().int(),
  result: surveyResultSchema.nullable(),
});
export type SurveySendResponse = z.infer<typeof surveySendResponseSchema>;

/** PUT /main/nps/tv/save: the score is kept as soon as the viewer picks it. */
export const npsSaveBodySchema = z.object({
  score: z
    .number({ error: 'Поставьте оценку от 0 до 10' })
    .int('Поставьте оценку от 0 до 10')
    .min(0, 'Поставьте оценку от 0 до 10')
    .max(10, 'Поставьте оценку от 0 до 10'),
  session_id: z.string().min(8).max(64),
});
export type NpsSaveBody = z.infer<typeof npsSaveBodySchema>;
export const npsSaveResponseSchema = z.object({ score: z.number().int(), session_id: z.string() });

export const SURVEY_MESSAGES = {
  required: 'Обязательное поле',
  option: 'Выберите вариант из списка',
  rating: 'Поставьте оценку от 1 до 5',
  nps: 'Поставьте оценку от 0 до 10',
  text: 'Ответ должен быть текстом',
  tooLong: (max: number) => `Не более ${max} символов`,
} as const;

const isEmpty = (value: AnswerValue | null | undefined): boolean =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const isScore = (value: AnswerValue, min: number, max: number): boolean =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

function checkAnswer(question: SurveyQuestion, value: AnswerValue): string | null {
  const options = new Set((question.options ?? []).map((option) => option.id));
  switch (question.type) {
    case 'single':
      return typeof value === 'string' && options.has(value) ? null : SURVEY_MESSAGES.option;
    case 'multiple':
      return Array.isArray(value) && value.every((id) => options.has(id))
        ? null
        : SURVEY_MESSAGES.option;
    case 'rating':
      return isScore(value, 1, 5) ? null : SURVEY_MESSAGES.rating;
    case 'nps':
      return isScore(value, 0, 10) ? null : SURVEY_MESSAGES.nps;
    case 'text':
      if (typeof value !== 'string') return SURVEY_MESSAGES.text;
      return question.max_length && value.trim().length > question.max_length
        ? SURVEY_MESSAGES.tooLong(question.max_length)
        : null;
  }
}

/**
 * Checks answers against the questions; one Russian message per failed question id. Shared by the
 * questionnaire form and the reference API (which never trusts the client).
 */
export function validateAnswers(
  questions: readonly SurveyQuestion[],
  answers: Answers,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const question of questions) {
    const value = answers[question.id];
    if (isEmpty(value) || value === null || value === undefined) {
      if (question.required) errors[question.id] = SURVEY_MESSAGES.required;
      continue;
    }
    const message = checkAnswer(question, value);
    if (message) errors[question.id] = message;
  }
  return errors;
}
