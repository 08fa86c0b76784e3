// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';

import { apiErrorBodySchema } from '../../../../lib/platform/api/contracts/common';
import {
  landingOfferSchema,
  MAILING_SUBSCRIPTION_EXCEPTION,
  shortLinkSchema,
  subscriptionResponseSchema,
} from '../../../../lib/platform/api/contracts/newsletter';
import { openDb } from '../../db/open-db';
import { call, seededApp } from '../../testing/seeded-app';

import { seedSubscriptions } from './seed';

const { app, db, cleanup } = seededApp();
afterAll(cleanup);

const body = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  consent: true,
  recaptcha_token: 'local-captcha-token',
  ...extra,
});
const subscribe = (payload: unknown, path = '/main/user/mailing-profile') =>
  call(app, 'POST', path, payload);
const error = (response: { body: unknown }) => apiErrorBodySchema.parse(response.body);

describe('POST /main/user/mailing-profile', () => {
  it('subscribes a new address with whitespace removed and lower-cased (201)', async () => {
    const response = await subscribe(
      body('  Anna.Petrova @Mail.ru ', { mindboxDeviceUUID: 'dev-1' }),
    );
    expect(response.status).toBe(201);
    expect(subscriptionResponseSchema.parse(response.body)).toEqual({
      success: true,
      email: 'anna.petrova@mail.ru',
      source: 'footer',
    });
    const row = db
      .prepare(
        'SELECT email, source, consent, device_uuid FROM mailing_subscriptions WHERE email = ?',
      )
      .get('anna.petrova@mail.ru');
    expect(row).toEqual({
      email: 'anna.petrova@mail.ru',
      source: 'footer',
      consent: 1,
      device_uuid: 'dev-1',
    });
  });

  it('refuses a repeated address (any case) with mailing_subscription_exception', async () => {
    await subscribe(body('repeat@example.ru'));
    const again = await subscribe(body('REPEAT@example.ru'));
    expect(again.status).toBe(422);
    expect(error(again)).toMatchObject({
      code: MAILING_SUBSCRIPTION_EXCEPTION,
      message: 'Вы уже подписаны на рассылку',
    });
  });

  it.each([
    [{ consent: true, recaptcha_token: 't' }, 'email', 'Обязательное поле'],
    [body('   '), 'email', 'Обязательное поле'],
    [body('not-an-email'), 'email', 'Неверный формат почты'],
    [
      body('a@b.ru', { consent: false }),
      'consent',
      'Необходимо согласие на обработку персональных данных',
    ],
    [
      { email: 'a@b.ru', recaptcha_token: 't' },
      'consent',
      'Необходимо согласие на обработку персональных данных',
    ],
  ])('refuses %j: %s «%s»', async (payload, field, message) => {
    const response = await subscribe(payload);
    expect(response.status).toBe(422);
    expect(error(response).errors?.[field]).toEqual([message]);
  });

  it.each([
    body('c@b.ru', { recaptcha_token: '' }),
    body('c@b.ru', { recaptcha_token: 'invalid' }),
  ])('refuses a bad captcha token with the captcha message', async (payload) => {
    const response = await subscribe(payload);
    expect(response.status).toBe(422);
    expect(error(response)).toMatchObject({
      code: 'captcha',
      message: 'Ошибка капчи. Попробуйте еще раз или обновите страницу.',
    });
  });
});

describe('/main/subscribes/landing', () => {
  it('serves the landing offer', async () => {
    const response = await call(app, 'GET', '/main/subscribes/landing');
    expect(response.status).toBe(200);
    const offer = landingOfferSchema.parse(response.body);
    expect(offer.title).toMatch(/подпис/i);
    expect(offer.promo?.code).toBe('PODPISKA10');
  });

  it('subscribes with the landing source and shares the uniqueness with the footer', async () => {
    const first = await subscribe(
      body('landing@example.ru', { source: 'footer' }),
      '/main/subscribes/landing',
    );
    expect(first.status).toBe(201);
    expect(subscriptionResponseSchema.parse(first.body).source).toBe('landing');
    const again = await subscribe(body('landing@example.ru'));
    expect(error(again).code).toBe(MAILING_SUBSCRIPTION_EXCEPTION);
  });
});

describe('GET /main/short-link/{code}', () => {
  it('answers the same-site target of a seeded code', async () => {
    const response = await call(app, 'GET', '/main/short-link/sale');
    expect(response.status).toBe(200);
    expect(shortLinkSchema.parse(response.body)).toEqual({ code: 'sale', target: '/rasprodaja/' });
  });

  it('answers 404 for an unknown code and for a stored off-site target', async () => {
    db.prepare('INSERT INTO short_links (code, target, created_at) VALUES (?, ?, ?)').run(
      'evil',
      '//evil.example/',
      new Date().toISOString(),
    );
    for (const code of ['nope', 'evil', '..%2F']) {
      const response = await call(app, 'GET', `/main/short-link/${code}`);
      expect(response.status).toBe(404);
      expect(error(response).message).toBe('Ссылка недействительна');
    }
  });
});

describe('seedSubscriptions', () => {
  it('is idempotent', () => {
    const fresh = openDb(':memory:');
    seedSubscriptions(fresh);
    seedSubscriptions(fresh);
    const count = fresh.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM short_links').get();
    expect(count?.n).toBe(7);
    fresh.close();
  });
});
