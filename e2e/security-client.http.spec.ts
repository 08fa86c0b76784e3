import { expect, request as playwrightRequest, test } from '@playwright/test';

import { BASE_URL, DEGRADED_STORE_URL } from '../playwright.config';

import { clientAddress } from './helpers';

/**
 * Who is asking (docs/security.md): the store's server takes the socket's peer, or behind
 * TRUSTED_PROXY_HOPS trusted proxies the address the farthest of them saw (scripts/server.mjs). The
 * degraded store runs with `npm start`'s default (no trusted hop); the main one stands behind one
 * hop, as the cluster's instances stand behind nginx, with this suite in nginx's place.
 */
const TOO_MANY = 'Вы превысили количество попыток входа. Попробуйте снова через час';
const HELD =
  'Слишком много неверных паролей для этого аккаунта. Попробуйте позже или войдите по коду из SMS';

const nobody = () => `nobody-${Date.now()}-${Math.floor(Math.random() * 1e6)}@zoloto.test`;

test('with no trusted proxy (npm start) a client’s own X-Forwarded-For counts for nothing', async () => {
  const store = await playwrightRequest.newContext({ baseURL: DEGRADED_STORE_URL });
  const email = nobody();
  const tries: number[] = [];
  let last = '';
  for (let i = 1; i <= 5; i += 1) {
    const answer = await store.post('/svc/main/auth/login', {
      headers: { 'x-forwarded-for': `10.99.0.${i}` },
      data: { email, password: `guess-${i}` },
    });
    tries.push(answer.status());
    last = (await answer.json()).message;
  }
  // five addresses written by one client are one client: its fifth wrong password locks it out
  expect(tries).toEqual([422, 422, 422, 422, 429]);
  expect(last).toBe(TOO_MANY);
  await store.dispose();
});

test('wrong passwords for one account from many addresses are held after 10; the answer says why', async () => {
  const store = await playwrightRequest.newContext({ baseURL: BASE_URL });
  const email = nobody();
  const guess = () =>
    store.post('/svc/main/auth/login', {
      headers: clientAddress(),
      data: { email, password: 'guess' },
    });
  const tries: number[] = [];
  for (let i = 0; i < 10; i += 1) tries.push((await guess()).status());
  expect(tries).toEqual(Array<number>(10).fill(422));
  const held = await guess();
  expect(held.status()).toBe(429);
  expect(Number(held.headers()['retry-after'])).toBeGreaterThan(0);
  expect(await held.json()).toMatchObject({ message: HELD, code: 'account_held' });
  await store.dispose();
});
