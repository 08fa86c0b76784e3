// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';

import { apiErrorBodySchema } from '../../../../lib/platform/api/contracts/common';
import {
  surveySchema,
  surveySendResponseSchema,
} from '../../../../lib/platform/api/contracts/survey';
import { call, seededApp } from '../../testing/seeded-app';

import { seedSurveys } from './seed';
import { FEEDBACK_UUID, QUIZ_UUID } from './seed-data';

const { app, db, cleanup } = seededApp();
afterAll(cleanup);

const QUIZ_ANSWERS = {
  'q-style': 'evening',
  'q-metal': 'white',
  'q-occasion': ['holiday', 'gift'],
  'q-stones': 5,
  'q-wish': '  Кольцо с изумрудом  ',
};

describe('surveys API', () => {
  it('serves a questionnaire by uuid, by slug and the current quiz; 404 otherwise', async () => {
    const byUuid = surveySchema.parse(
      (await call(app, 'GET', `/main/questionnaire/survey/${QUIZ_UUID}`)).body,
    );
    expect(byUuid.title).toBe('Какое украшение вам подходит?');
    expect(new Set(byUuid.questions.map((q) => q.type))).toEqual(
      new Set(['single', 'multiple', 'rating', 'text']),
    );
    const current = surveySchema.parse(
      (await call(app, 'GET', '/main/questionnaire/survey/current')).body,
    );
    expect(current.uuid).toBe(QUIZ_UUID);
    const tv = surveySchema.parse((await call(app, 'GET', '/main/questionnaire/survey/tv')).body);
    expect(tv.questions[0]?.type).toBe('nps');
    const missing = await call(app, 'GET', '/main/questionnaire/survey/unknown-id');
    expect(missing.status).toBe(404);
    expect(apiErrorBodySchema.parse(missing.body).message).toBe('Опрос не найден');
  });

  it('rejects missing and invalid answers with a Russian message per question', async () => {
    const empty = await call(app, 'POST', '/main/survey/send', {
      survey_id: QUIZ_UUID,
      answers: {},
    });
    expect(empty.status).toBe(422);
    const errors = apiErrorBodySchema.parse(empty.body).errors ?? {};
    expect(errors['answers.q-style']).toEqual(['Обязательное поле']);
    expect(errors['answers.q-occasion']).toEqual(['Обязательное поле']);
    expect(errors['answers.q-wish']).toBeUndefined();
    const invalid = await call(app, 'POST', '/main/survey/send', {
      survey_id: QUIZ_UUID,
      answers: { ...QUIZ_ANSWERS, 'q-style': 'pirate', 'q-stones': 9, 'q-wish': 'я'.repeat(501) },
    });
    expect(apiErrorBodySchema.parse(invalid.body).errors).toEqual({
      'answers.q-style': ['Выберите вариант из списка'],
      'answers.q-stones': ['Поставьте оценку от 1 до 5'],
      'answers.q-wish': ['Не более 500 символов'],
    });
  });

  it('stores valid answers and returns the quiz result', async () => {
    const sent = await call(app, 'POST', '/main/survey/send', {
      survey_id: QUIZ_UUID,
      answers: QUIZ_ANSWERS,
    });
    expect(sent.status).toBe(201);
    const body = surveySendResponseSchema.parse(sent.body);
    expect(body.result?.title).toMatch(/крупное кольцо/);
    const row = db
      .prepare<[number], { answers: string; result_key: string }>(
        'SELECT answers, result_key FROM survey_responses WHERE id = ?',
      )
      .get(body.id);
    expect(JSON.parse(row?.answers ?? '{}')['q-wish']).toBe('Кольцо с изумрудом');
    expect(row?.result_key).toBe('statement');
  });

  it('takes purchase feedback with an order number, without a quiz result', async () => {
    const sent = await call(app, 'POST', '/main/survey/send', {
      survey_id: FEEDBACK_UUID,
      order: '100234',
      answers: { 'f-nps': 9, 'f-quality': 5, 'f-delivery': 'courier' },
    });
    expect(sent.status).toBe(201);
    expect(surveySendResponseSchema.parse(sent.body).result).toBeNull();
  });

  it('saves the TV NPS at once (upsert per session) and the TV survey on send', async () => {
    const session = 'session-12345';
    expect(
      (await call(app, 'PUT', '/main/nps/tv/save', { score: 7, session_id: session })).status,
    ).toBe(200);
    await call(app, 'PUT', '/main/nps/tv/save', { score: 10, session_id: session });
    const saved = db
      .prepare<[string], { score: number }>('SELECT score FROM nps_tv WHERE session_id = ?')
      .get(session);
    expect(saved?.score).toBe(10);
    const bad = await call(app, 'PUT', '/main/nps/tv/save', { score: 11, session_id: session });
    expect(apiErrorBodySchema.parse(bad.body).errors?.score).toEqual([
      'Поставьте оценку от 0 до 10',
    ]);
    const empty = await call(app, 'POST', '/main/survey/tv/send', { answers: {} });
    expect(apiErrorBodySchema.parse(empty.body).errors?.['answers.tv-nps']).toEqual([
      'Обязательное поле',
    ]);
    const sent = await call(app, 'POST', '/main/survey/tv/send', {
      session_id: session,
      answers: { 'tv-nps': 10, 'tv-comment': 'Отличные ведущие!' },
    });
    expect(sent.status).toBe(201);
  });

  it('seeds once', () => {
    seedSurveys(db);
    expect(db.prepare<[], { n: number }>('SELECT count(*) AS n FROM surveys').get()?.n).toBe(3);
  });
});
