// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';

import { loginResponseSchema } from '../../../lib/platform/api/contracts/auth';
import { apiErrorBodySchema } from '../../../lib/platform/api/contracts/common';
import {
  oidcRedirectResponseSchema,
  oidcUserInfoResponseSchema,
} from '../../../lib/platform/api/contracts/core';
import { DEMO_CUSTOMER } from '../seed/customers';
import { call } from '../testing/seeded-app';

import { createCustomer } from './customers';
import { MAX_WRONG } from './login-limits';
import { accountsTestApp } from './test-helpers';

const t = accountsTestApp({
  storefrontUrl: 'http://shop.test, http://127.0.0.1:3100',
  oidcStandIn: true,
});
afterAll(t.cleanup);
const app = t.accountsApp;

const PETR = { email: 'petr@zoloto.test', password: 'petr-secret-1', name: 'Пётр Иванов' };
const petr = createCustomer(t.db, PETR, new Date());

const form = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  app.request('/core/oidc/provider/authorize', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
const grants = () =>
  t.db.prepare<[], { n: number }>('SELECT count(*) AS n FROM oidc_grants').get()!.n;

/** Starts a sign-in and opens the provider page; answers the state and the page. */
async function start(type: 'gid' | 'tid', redirectUri = `http://shop.test/oidc/${type}/`) {
  const query = `?redirect_uri=${encodeURIComponent(redirectUri)}`;
  const started = await call(app, 'GET', `/core/oidc-${type}-get-redirect-url${query}`);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const providerUrl = new URL(oidcRedirectResponseSchema.parse(started.body).redirect_url);
  expect(providerUrl.pathname).toBe('/core/oidc/provider');
  expect(providerUrl.searchParams.get('redirect_uri')).toBe(redirectUri);
  const page = await app.request(`${providerUrl.pathname}${providerUrl.search}`);
  expect(page.status).toBe(200);
  return { state: providerUrl.searchParams.get('state')!, html: await page.text() };
}

/** The browser part: provider page → e-mail and password → back at the storefront. */
async function roundTrip(type: 'gid' | 'tid', email: string, password: string) {
  const { state } = await start(type);
  const back = await form({ type, state, email, password });
  expect(back.status).toBe(303);
  const target = new URL(back.headers.get('location')!);
  expect(`${target.origin}${target.pathname}`).toBe(`http://shop.test/oidc/${type}/`);
  expect(target.searchParams.get('state')).toBe(state);
  return { code: target.searchParams.get('code')!, state };
}

describe('external identity (gid, tid), stand-in on', () => {
  it('asks for the e-mail and the password of a customer', async () => {
    const { html } = await start('gid');
    expect(html).toMatch(/<label>E-mail <input name="email" type="email"/);
    expect(html).toMatch(/<label>Пароль <input name="password" type="password"/);
    expect(html).not.toContain(DEMO_CUSTOMER.email);
  });

  it('goes provider → storefront → user info → main login for a verified customer', async () => {
    const { code, state } = await roundTrip('gid', 'Petr@Zoloto.test', PETR.password);
    // the other type's endpoint and a wrong state are refused
    expect((await call(app, 'POST', '/core/oidc-tid-get-user-info', { code, state })).status).toBe(
      422,
    );
    expect(
      (await call(app, 'POST', '/core/oidc-gid-get-user-info', { code, state: 'other' })).status,
    ).toBe(422);
    const info = oidcUserInfoResponseSchema.parse(
      (await call(app, 'POST', '/core/oidc-gid-get-user-info', { code, state })).body,
    );
    expect(info.user).toMatchObject({ name: PETR.name, email: PETR.email });
    // a code works once
    expect((await call(app, 'POST', '/core/oidc-gid-get-user-info', { code, state })).status).toBe(
      422,
    );

    // gid is «gas» on the main API
    const wrongType = await call(app, 'POST', '/main/auth/oidc', {
      token: info.token,
      type: 'gid',
    });
    expect(apiErrorBodySchema.parse(wrongType.body).code).toBe('oidc_failed');
    expect(
      (await call(app, 'POST', '/main/auth/oidc', { token: info.token, type: 'tid' })).status,
    ).toBe(422);
    const login = await call(app, 'POST', '/main/auth/oidc', { token: info.token, type: 'gas' });
    expect(login.status).toBe(200);
    expect(loginResponseSchema.parse(login.body)).toMatchObject({
      isNew: false,
      user: { id: petr.id, name: PETR.name },
    });
    expect(
      (await call(app, 'POST', '/main/auth/oidc', { token: info.token, type: 'gas' })).status,
    ).toBe(422);

    // the demo customer through tid is the demo customer
    const tid = await roundTrip('tid', DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const tidToken = oidcUserInfoResponseSchema.parse(
      (await call(app, 'POST', '/core/oidc-tid-get-user-info', tid)).body,
    ).token;
    const demo = loginResponseSchema.parse(
      (await call(app, 'POST', '/main/auth/oidc', { token: tidToken, type: 'tid' })).body,
    );
    expect(demo.user.name).toBe(DEMO_CUSTOMER.name);
    expect(demo.user.id).not.toBe(petr.id);
  });

  it('re-shows the page for a wrong pair (422, no redirect) and binds nobody', async () => {
    const { state } = await start('gid');
    for (const pair of [
      { email: PETR.email, password: 'wrong-password' },
      { email: 'nobody@zoloto.test', password: PETR.password },
      { email: PETR.email, password: '' },
    ]) {
      const refused = await form(
        { type: 'gid', state, ...pair },
        { 'x-forwarded-for': '10.9.0.1' },
      );
      expect(refused.status).toBe(422);
      expect(refused.headers.get('location')).toBeNull();
      const html = await refused.text();
      expect(html).toContain('Неверный e-mail или пароль');
      expect(html).toContain('name="password"');
    }
    const bound = t.db
      .prepare<[string], { subject: string | null }>(
        'SELECT subject FROM oidc_grants WHERE state = ?',
      )
      .get(state)!;
    expect(bound.subject).toBeNull();
    // the grant is still pending: the right pair goes through
    const ok = await form({ type: 'gid', state, email: PETR.email, password: PETR.password });
    expect(ok.status).toBe(303);
  });

  it('counts wrong passwords against the e-mail login limit of that client', async () => {
    const victim = { email: 'victim@zoloto.test', password: 'victim-pass-1' };
    createCustomer(t.db, victim, new Date());
    const attacker = { 'x-forwarded-for': '10.9.0.2' };
    const { state } = await start('tid');
    for (let i = 1; i < MAX_WRONG; i += 1) {
      const wrong = await form(
        { type: 'tid', state, email: victim.email, password: 'guess' },
        attacker,
      );
      expect(wrong.status).toBe(422);
    }
    const locked = await form(
      { type: 'tid', state, email: victim.email, password: 'guess' },
      attacker,
    );
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe('3600');
    expect(await locked.text()).toContain(
      'Вы превысили количество попыток входа. Попробуйте снова через час',
    );
    // the same client is locked out of the e-mail login too, even with the right password
    const main = (headers: Record<string, string>) =>
      call(app, 'POST', '/main/auth/login', victim, headers);
    expect((await main(attacker)).status).toBe(429);
    // the owner, elsewhere, still signs in
    expect((await main({ 'x-forwarded-for': '10.9.0.3' })).status).toBe(200);
  });

  it('returns only to the storefront’s own origins and /oidc/{type}/', async () => {
    await start('gid', 'http://127.0.0.1:3100/oidc/gid/');
    const fallback = oidcRedirectResponseSchema.parse(
      (await call(app, 'GET', '/core/oidc-tid-get-redirect-url')).body,
    );
    expect(new URL(fallback.redirect_url).searchParams.get('redirect_uri')).toBe(
      'http://shop.test/oidc/tid/',
    );
    for (const hostile of [
      'https://evil.example/oidc/gid/',
      'https://shop.test/oidc/gid/',
      'http://shop.test/oidc/tid/',
      'http://shop.test/evil/',
      'http://user:pass@shop.test/oidc/gid/',
      'http://shop.test.evil.example/oidc/gid/',
      'javascript:alert(1)//http://shop.test/oidc/gid/',
      '/oidc/gid/',
    ]) {
      const before = grants();
      const refused = await call(
        app,
        'GET',
        `/core/oidc-gid-get-redirect-url?redirect_uri=${encodeURIComponent(hostile)}`,
      );
      expect(refused.status, hostile).toBe(422);
      expect(apiErrorBodySchema.parse(refused.body)).toMatchObject({
        message: 'Недопустимый адрес возврата',
        code: 'oidc_failed',
      });
      expect(grants()).toBe(before);
    }
  });

  it('refuses an expired sign-in and a missing token', async () => {
    const start = oidcRedirectResponseSchema.parse(
      (await call(app, 'GET', '/core/oidc-tid-get-redirect-url')).body,
    );
    t.advance(11 * 60_000);
    const url = new URL(start.redirect_url);
    expect((await app.request(`${url.pathname}${url.search}`)).status).toBe(404);
    const missing = await call(app, 'POST', '/main/auth/oidc', { type: 'gas' });
    expect(apiErrorBodySchema.parse(missing.body)).toMatchObject({
      message: 'Authorization failed',
      code: 'oidc_failed',
    });
  });
});

describe('external identity, stand-in off (REFERENCE_OIDC_STANDIN unset)', () => {
  const off = accountsTestApp({ storefrontUrl: 'http://shop.test' });
  afterAll(off.cleanup);

  it('answers 404 Not Found on every stand-in endpoint and creates no grant', async () => {
    for (const type of ['gid', 'tid']) {
      for (const [method, path] of [
        ['GET', `/core/oidc-${type}-get-redirect-url`],
        ['POST', `/core/oidc-${type}-get-user-info`],
        ['GET', `/core/oidc/provider?type=${type}&state=x`],
        ['POST', '/core/oidc/provider/authorize'],
      ] as const) {
        const response = await call(
          off.accountsApp,
          method,
          path,
          method === 'POST' ? {} : undefined,
        );
        expect(response.status, path).toBe(404);
        expect(response.body).toEqual({ message: 'Not Found', statusCode: 404 });
      }
    }
    expect(
      off.db.prepare<[], { n: number }>('SELECT count(*) AS n FROM oidc_grants').get()!.n,
    ).toBe(0);
  });
});
