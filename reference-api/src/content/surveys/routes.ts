import { Hono } from 'hono';

import {
  npsSaveBodySchema,
  surveySendBodySchema,
  tvSurveySendBodySchema,
  validateAnswers,
  type Answers,
  type SurveySendResponse,
} from '../../../../lib/platform/api/contracts/survey';
import type { Db } from '../../db/open-db';
import { notFound, validationError } from '../../http/errors';
import { parseBody } from '../../http/validate';
import type { ContentContext } from '../context';

import { cleanAnswers, loadSurvey, quizResult, type StoredSurvey } from './store';

const SURVEY_NOT_FOUND = 'Опрос не найден';

function saveResponse(
  db: Db,
  survey: StoredSurvey,
  answers: Answers,
  extra: { order?: string; session?: string },
): SurveySendResponse {
  const errors = validateAnswers(survey.questions, answers);
  const keys = Object.keys(errors);
  if (keys.length > 0) {
    throw validationError(
      Object.fromEntries(keys.map((id) => [`answers.${id}`, [errors[id] ?? '']])),
    );
  }
  const clean = cleanAnswers(survey, answers);
  const result = quizResult(survey, clean);
  const info = db
    .prepare(
      `INSERT INTO survey_responses (survey_uuid, answers, order_id, session_id, result_key, created_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    )
    .run(
      survey.uuid,
      JSON.stringify(clean),
      extra.order ?? null,
      extra.session ?? null,
      result?.key ?? null,
      new Date().toISOString(),
    );
  return {
    id: Number(info.lastInsertRowid),
    result: result ? { title: result.title, text: result.text } : null,
  };
}

/** Main API surveys endpoints (spec 7): questionnaires, answers, the TV survey and its NPS. */
export function surveysRoutes(ctx: ContentContext): Hono {
  const { db } = ctx;
  const app = new Hono();

  app.get('/questionnaire/survey/:id', (c) => {
    const survey = loadSurvey(db, c.req.param('id'));
    if (!survey) throw notFound(SURVEY_NOT_FOUND, 'survey_not_found');
    const { uuid, title, description, questions } = survey;
    return c.json({ uuid, title, description, questions });
  });

  app.post('/survey/send', async (c) => {
    const body = await parseBody(c, surveySendBodySchema);
    const survey = loadSurvey(db, body.survey_id);
    if (!survey) throw validationError({ survey_id: [SURVEY_NOT_FOUND] });
    return c.json(saveResponse(db, survey, body.answers, { order: body.order }), 201);
  });

  app.post('/survey/tv/send', async (c) => {
    const body = await parseBody(c, tvSurveySendBodySchema);
    const survey = loadSurvey(db, 'tv');
    if (!survey) throw notFound(SURVEY_NOT_FOUND);
    return c.json(saveResponse(db, survey, body.answers, { session: body.session_id }), 201);
  });

  app.put('/nps/tv/save', async (c) => {
    const body = await parseBody(c, npsSaveBodySchema);
    db.prepare(
      `INSERT INTO nps_tv (session_id, score, updated_at) VALUES (?, ?, ?)
       ON CONFLICT (session_id) DO UPDATE SET score = excluded.score, updated_at = excluded.updated_at`,
    ).run(body.session_id, body.score, new Date().toISOString());
    return c.json({ score: body.score, session_id: body.session_id });
  });

  return app;
}
