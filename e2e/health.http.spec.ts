import { expect, test } from '@playwright/test';

import { DEGRADED_STORE_URL, E2E_METRICS_TOKEN } from '../playwright.config';

/**
 * Liveness and readiness of a store instance, as a load balancer or an orchestrator
 * asks: alive whatever the back end does; ready only while the catalogue service answers.
 */
const METRICS = { authorization: `Bearer ${E2E_METRICS_TOKEN}` };

test('/api/health: alive, never cached', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toContain('no-store');
  expect(await response.json()).toEqual({ status: 'alive' });
});

test('/api/ready: 200 while the catalogue answers, 503 on a store whose catalogue is unreachable', async ({
  request,
  playwright,
}) => {
  const ready = await request.get('/api/ready');
  expect(ready.status()).toBe(200);
  // a stranger learns the status, nothing of the services, circuits or Redis
  expect(await ready.json()).toEqual({ status: 'ready' });
  const detailed = await request.get('/api/ready', { headers: METRICS });
  expect(await detailed.json()).toMatchObject({ status: 'ready', catalog: 'up', redis: 'off' });
  const wrong = await request.get('/api/ready', { headers: { authorization: 'Bearer guess' } });
  expect(await wrong.json()).toEqual({ status: 'ready' });

  const degraded = await playwright.request.newContext({ baseURL: DEGRADED_STORE_URL });
  const alive = await degraded.get('/api/health');
  expect(alive.status()).toBe(200);
  const notReady = await degraded.get('/api/ready', { headers: METRICS });
  expect(notReady.status()).toBe(503);
  expect(await notReady.json()).toMatchObject({ status: 'not-ready', catalog: 'down' });
  await degraded.dispose();
});
