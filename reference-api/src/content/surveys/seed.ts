import type { Db } from '../../db/open-db';

import { SEED_SURVEYS } from './seed-data';

/** Demo surveys content; idempotent (does nothing when the content is already there). */
export function seedSurveys(db: Db): void {
  const count = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM surveys').get()?.n ?? 0;
  if (count > 0) return;
  const survey = db.prepare(
    `INSERT INTO surveys (uuid, slug, kind, title, description, is_current, results)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const question = db.prepare(
    `INSERT INTO survey_questions (id, survey_uuid, position, type, text, required, options, max_length)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const item of SEED_SURVEYS) {
    survey.run(
      item.uuid,
      item.slug,
      item.kind,
      item.title,
      item.description,
      item.isCurrent ? 1 : 0,
      item.results ? JSON.stringify(item.results) : null,
    );
    item.questions.forEach((q, position) =>
      question.run(
        q.id,
        item.uuid,
        position,
        q.type,
        q.text,
        q.required ? 1 : 0,
        q.options ? JSON.stringify(q.options) : null,
        q.max_length ?? null,
      ),
    );
  }
}
