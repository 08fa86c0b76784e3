import { readFileSync } from 'node:fs';

import { expect, test, type APIRequestContext } from '@playwright/test';

import {
  DEGRADED_STORE_URL,
  E2E_API_LOG,
  E2E_METRICS_TOKEN,
  E2E_STORE_LOG,
} from '../playwright.config';

import { clientAddress } from './helpers';
import { newPhone, placeOrder, shopperWithCart } from './orders';

/**
 * What an operator sees (docs/operations.md): a request id on every answer, the metrics moving
 * with what happened, one log line per request and no personal data in any line.
 */
const METRICS = { authorization: `Bearer ${E2E_METRICS_TOKEN}` };

/** The value of one series in the Prometheus text, 0 when it has not appeared yet. */
async function series(request: APIRequestContext, name: string, labels: string): Promise<number> {
  const response = await request.get('/api/metrics', { headers: METRICS });
  expect(response.status()).toBe(200);
  const line = (await response.text())
    .split('\n')
    .find((row) => row.startsWith(`${name}{${labels}}`));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

test('every answer carries a request id: the one nginx or a client sent, or a new one', async ({
  request,
}) => {
  const sent = `e2e-${Date.now()}-request`;
  for (const path of ['/', '/svc/catalog/category/tree', '/api/health', '/nowhere-at-all/']) {
    const given = await request.get(path, { headers: { 'x-request-id': sent } });
    expect(given.headers()['x-request-id'], path).toBe(sent);
    const made = await request.get(path);
    expect(made.headers()['x-request-id'], path).toMatch(/^[0-9a-f-]{36}$/);
  }
  // an id that could forge a log line is replaced
  const hostile = await request.get('/api/health', { headers: { 'x-request-id': 'a b\tc' } });
  expect(hostile.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
});

test('/api/metrics: only for the scraper’s token', async ({ request }) => {
  expect((await request.get('/api/metrics')).status()).toBe(401);
  const wrong = await request.get('/api/metrics', { headers: { authorization: 'Bearer guess' } });
  expect(wrong.status()).toBe(401);
});

test('two views of a new page count one miss and one hit of its template', async ({ request }) => {
  const cache = (state: string) => `template="/about/",cache="${state}"`;
  const before = {
    miss: await series(request, 'storefront_page_views_total', cache('MISS')),
    hit: await series(request, 'storefront_page_views_total', cache('HIT')),
  };
  // a key of its own: no other view of /about/ in the run shares it
  const path = `/about/?v=${Date.now()}`;
  const html = { accept: 'text/html' };
  expect((await request.get(path, { headers: html })).headers()['x-page-cache']).toBe('MISS');
  await expect
    .poll(async () => (await request.get(path, { headers: html })).headers()['x-page-cache'])
    .toBe('HIT');
  // other specs view /about/ too: at least this spec's views, counted once each
  expect(await series(request, 'storefront_page_views_total', cache('MISS'))).toBeGreaterThan(
    before.miss,
  );
  expect(await series(request, 'storefront_page_views_total', cache('HIT'))).toBeGreaterThan(
    before.hit,
  );
  expect(
    await series(request, 'storefront_page_render_duration_seconds_count', 'template="/about/"'),
  ).toBeGreaterThan(0);
});

test('a service that cannot be reached shows in its calls’ outcomes and its circuit', async ({
  playwright,
}) => {
  const store = await playwright.request.newContext({ baseURL: DEGRADED_STORE_URL });
  await store.get('/catalog/kolca/', { headers: { accept: 'text/html' } });
  const failed =
    (await series(
      store,
      'storefront_service_calls_total',
      'service="catalog",outcome="unreachable"',
    )) +
    (await series(
      store,
      'storefront_service_calls_total',
      'service="catalog",outcome="circuit_open"',
    ));
  expect(failed).toBeGreaterThan(0);
  expect(
    await series(store, 'storefront_service_calls_total', 'service="catalog",outcome="ok"'),
  ).toBe(0);
  const circuit = await store.get('/api/metrics', { headers: METRICS });
  expect(await circuit.text()).toMatch(/^storefront_circuit_state\{service="catalog"\} [012]$/m);
  await store.dispose();
});

test('the store logs one line per request with its id, and no personal data', async ({
  request,
  baseURL,
}) => {
  const id = `e2e-${Date.now()}-log`;
  const phone = newPhone();
  const digits = phone.replace(/\D/g, '');
  const email = `log-${Date.now()}@zoloto.test`;
  const client = clientAddress();
  // a sign-in by code, a failed sign-in by password and an order, each with personal data
  const sent = await request.post('/svc/main/otp/sendV2', {
    headers: { ...client, 'x-request-id': id },
    data: { phone, recaptcha_token: 'e2e', messageType: 'SMS' },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const { otp_id } = (await sent.json()) as { otp_id: string };
  const login = await request.post('/svc/main/auth/login', {
    headers: client,
    data: { phone, otp_id, otp_code: '111111' },
  });
  const { access_token } = (await login.json()) as { access_token: string };
  await request.post('/svc/main/auth/login', {
    headers: client,
    data: { email, password: 'not-the-password-1' },
  });
  const shopper = await shopperWithCart(request, baseURL!);
  await placeOrder(shopper, phone);
  await shopper.api.dispose();

  // the log is written asynchronously: the line of the first request appears within moments
  let log = '';
  await expect
    .poll(() => {
      log = readFileSync(E2E_STORE_LOG, 'utf8');
      return log.includes(`"req_id":"${id}"`);
    })
    .toBe(true);
  const line = JSON.parse(log.split('\n').find((row) => row.includes(`"req_id":"${id}"`))!);
  expect(line).toMatchObject({
    msg: 'request',
    method: 'POST',
    route: '/svc/main',
    status: sent.status(),
  });
  expect(typeof line.duration_ms).toBe('number');
  // the reference API logged the same request under the same id, and no personal data either
  let apiLog = '';
  await expect
    .poll(() => {
      apiLog = readFileSync(E2E_API_LOG, 'utf8');
      return apiLog.includes(`"req_id":"${id}"`);
    })
    .toBe(true);
  const apiLine = JSON.parse(apiLog.split('\n').find((row) => row.includes(`"req_id":"${id}"`))!);
  expect(apiLine).toMatchObject({ msg: 'request', service: 'main', status: sent.status() });
  for (const secret of [digits, digits.slice(1), email, access_token, otp_id]) {
    expect(log.includes(secret), `the store's log holds ${secret}`).toBe(false);
    expect(apiLog.includes(secret), `the API's log holds ${secret}`).toBe(false);
  }
});
