import type { Answers, Survey, SurveyResult } from '../../../../lib/platform/api/contracts/survey';
import type { Db } from '../../db/open-db';

import type { SeedOption } from './seed-data';

type SurveyRow = { uuid: string; title: string; description: string; results: string | null };
type QuestionRow = {
  id: string;
  type: Survey['questions'][number]['type'];
  text: string;
  required: number;
  options: string | null;
  max_length: number | null;
};

export type StoredSurvey = Survey & {
  results: { key: string; title: string; text: string }[];
  /** option id → result key, per question */
  outcomes: Map<string, Map<string, string>>;
};

/** Finds a survey by uuid or slug; `current` is the current customer quiz. */
export function loadSurvey(db: Db, id: string): StoredSurvey | undefined {
  const row = db
    .prepare<[string, string, string], SurveyRow>(
      `SELECT uuid, title, description, results FROM surveys
       WHERE uuid = ? OR slug = ? OR (? = 'current' AND kind = 'quiz' AND is_current = 1)
       LIMIT 1`,
    )
    .get(id, id, id);
  if (!row) return undefined;
  const rows = db
    .prepare<[string], QuestionRow>(
      `SELECT id, type, text, required, options, max_length FROM survey_questions
       WHERE survey_uuid = ? ORDER BY position`,
    )
    .all(row.uuid);
  const outcomes = new Map<string, Map<string, string>>();
  const questions = rows.map((q) => {
    const options = q.options ? (JSON.parse(q.options) as SeedOption[]) : undefined;
    const keyed = (options ?? [])
      .filter((o) => o.result)
      .map((o) => [o.id, o.result ?? ''] as const);
    if (keyed.length > 0) outcomes.set(q.id, new Map(keyed));
    return {
      id: q.id,
      type: q.type,
      text: q.text,
      required: q.required === 1,
      ...(options
        ? { options: options.map(({ id: optionId, text }) => ({ id: optionId, text })) }
        : {}),
      ...(q.max_length ? { max_length: q.max_length } : {}),
    };
  });
  const results = row.results ? (JSON.parse(row.results) as StoredSurvey['results']) : [];
  return {
    uuid: row.uuid,
    title: row.title,
    description: row.description,
    questions,
    results,
    outcomes,
  };
}

/** The quiz outcome most answers point at (ties: the first listed); null for plain surveys. */
export function quizResult(
  survey: StoredSurvey,
  answers: Answers,
): (SurveyResult & { key: string }) | null {
  if (survey.results.length === 0) return null;
  const votes = new Map<string, number>();
  for (const [questionId, map] of survey.outcomes) {
    const answer = answers[questionId];
    const key = typeof answer === 'string' ? map.get(answer) : undefined;
    if (key) votes.set(key, (votes.get(key) ?? 0) + 1);
  }
  let best = survey.results[0];
  for (const result of survey.results) {
    if ((votes.get(result.key) ?? 0) > (votes.get(best?.key ?? '') ?? 0)) best = result;
  }
  return best ? { key: best.key, title: best.title, text: best.text } : null;
}

/** Keeps only the answers to this survey's questions (unknown ids are dropped, text trimmed). */
export function cleanAnswers(survey: Survey, answers: Answers): Answers {
  const clean: Answers = {};
  for (const question of survey.questions) {
    const value = answers[question.id];
    if (value === undefined || value === null) continue;
    clean[question.id] = typeof value === 'string' ? value.trim() : value;
  }
  return clean;
}
