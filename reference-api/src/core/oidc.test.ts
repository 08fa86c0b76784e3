// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';

import { loginResponseSchema } from '../../../lib/api/contracts/auth';
import { apiErrorBodySchema } from '../../../lib/api/contracts/common';
import {
  oidcRedirectResponseSchema,
  oidcUserInfoResponseSchema,
} from '../../../lib/api/contracts/core';
import { call } from '../testing/seeded-app';

import { accountsTestApp } from './test-helpers';

const t = accountsTestApp({ storefrontUrl: 'http://shop.test' });
afterAll(t.cleanup);
const app = t.accountsApp;

/** Runs the browser part: provider page → «Войти» → back at the storefront with code and state. */
async function roundTrip(type: 'gid' | 'tid', email: string) {
  const start = await call(app, 'GET', `/core/oidc-${type}-get-redirect-url`);
  const { redirect_url } = oidcRedirectResponseSchema.parse(start.body);
  const providerUrl = new URL(redirect_url);
  expect(providerUrl.pathname).toBe('/core/oidc/provider');
  expect(providerUrl.searchParams.get('redirect_uri')).toBe(`http://shop.test/oidc/${type}/`);
  const page = await app.request(`${providerUrl.pathname}${providerUrl.search}`);
  const html = await page.text();
  expect(html).toContain('Войти');
  const state = providerUrl.searchParams.get('state')!;
  const form = new URLSearchParams({ type, state, name: 'Пётр Иванов', email });
  const back = await app.request('/core/oidc/provider/authorize', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  expect(back.status).toBe(303);
  const target = new URL(back.headers.get('location')!);
  expect(`${target.origin}${target.pathname}`).toBe(`http://shop.test/oidc/${type}/`);
  expect(target.searchParams.get('state')).toBe(state);
  return { code: target.searchParams.get('code')!, state };
}

describe('external identity (gid, tid)', () => {
  it('goes provider → storefront → user info → main login, and finds the customer again', async () => {
    const { code, state } = await roundTrip('gid', 'petr@zoloto.test');
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
    expect(info.user).toMatchObject({ name: 'Пётр Иванов', email: 'petr@zoloto.test' });
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
    const first = loginResponseSchema.parse(login.body);
    expect(first).toMatchObject({ isNew: true, user: { name: 'Пётр Иванов' } });
    expect(
      (await call(app, 'POST', '/main/auth/oidc', { token: info.token, type: 'gas' })).status,
    ).toBe(422);

    const again = await roundTrip('gid', 'petr@zoloto.test');
    const token = oidcUserInfoResponseSchema.parse(
      (await call(app, 'POST', '/core/oidc-gid-get-user-info', again)).body,
    ).token;
    const second = loginResponseSchema.parse(
      (await call(app, 'POST', '/main/auth/oidc', { token, type: 'gas' })).body,
    );
    expect(second).toMatchObject({ isNew: false, user: { id: first.user.id } });

    // a tid identity with the same e-mail joins the same customer
    const tid = await roundTrip('tid', 'PETR@zoloto.test');
    const tidToken = oidcUserInfoResponseSchema.parse(
      (await call(app, 'POST', '/core/oidc-tid-get-user-info', tid)).body,
    ).token;
    const third = loginResponseSchema.parse(
      (await call(app, 'POST', '/main/auth/oidc', { token: tidToken, type: 'tid' })).body,
    );
    expect(third.user.id).toBe(first.user.id);
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
