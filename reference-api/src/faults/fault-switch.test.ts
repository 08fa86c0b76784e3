// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { cartResponseSchema } from '../../../lib/platform/api/contracts/cart';
import { apiErrorBodySchema } from '../../../lib/platform/api/contracts/common';
import { call, seededApp } from '../testing/seeded-app';

import { MALFORMED_BODY } from './fault-switch';
import { serveForTest } from './serve-for-test';

const { app, db, cleanup } = seededApp();
let server: Awaited<ReturnType<typeof serveForTest>>;
beforeAll(async () => {
  server = await serveForTest(app);
});
afterAll(async () => {
  await server.close();
  cleanup();
});
beforeEach(() => {
  vi.stubEnv('REFERENCE_API_FAULTS', '1');
});
afterEach(async () => {
  vi.stubEnv('REFERENCE_API_FAULTS', '1');
  await call(app, 'DELETE', '/__faults');
  vi.unstubAllEnvs();
});

const arm = async (body: Record<string, unknown>) => {
  const response = await call(app, 'POST', '/__faults', body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response;
};
const countCarts = () => db.prepare<[], { n: number }>('SELECT count(*) AS n FROM carts').get()!.n;

describe('the fault switch is off unless REFERENCE_API_FAULTS=1', () => {
  it.each(['', '0', 'true'])(
    'REFERENCE_API_FAULTS=%j: every fault route answers 404',
    async (value) => {
      vi.stubEnv('REFERENCE_API_FAULTS', value);
      for (const method of ['GET', 'POST', 'DELETE']) {
        const body = method === 'POST' ? { service: 'cart', kind: 500 } : undefined;
        expect(await call(app, method, '/__faults', body)).toMatchObject({
          status: 404,
          body: { message: 'Not Found', statusCode: 404 },
        });
      }
    },
  );

  it('a fault armed while on never fires once the switch is off', async () => {
    await arm({ service: 'cart', path: '/api/cart', kind: 500, count: 3 });
    vi.stubEnv('REFERENCE_API_FAULTS', '');
    expect((await call(app, 'GET', '/cart/api/cart')).status).toBe(200);
    vi.stubEnv('REFERENCE_API_FAULTS', '1');
    expect((await call(app, 'GET', '/__faults')).body).toMatchObject({
      faults: [{ remaining: 3 }],
    });
  });
});

describe('admin routes', () => {
  it('arms, lists with the remaining count, and clears', async () => {
    const armed = await arm({ service: 'catalog', path: '/api/products/**', kind: 429, count: 2 });
    expect(armed.body).toMatchObject({
      fault: { id: expect.any(Number), service: 'catalog', kind: 429, count: 2, remaining: 2 },
    });
    await arm({ service: '*', kind: 'delay', delayMs: 10 });
    const listed = await call(app, 'GET', '/__faults');
    expect(listed.body).toMatchObject({
      faults: [
        { service: 'catalog', path: '/api/products/**', kind: 429, remaining: 2 },
        { service: '*', path: '**', kind: 'delay', delayMs: 10, remaining: 1 },
      ],
    });
    expect((await call(app, 'DELETE', '/__faults')).body).toEqual({ cleared: 2 });
    expect((await call(app, 'GET', '/__faults')).body).toEqual({ faults: [] });
  });

  it('answers 422 with field errors for a bad body', async () => {
    const response = await call(app, 'POST', '/__faults', {
      service: 'payments',
      kind: 'explode',
      count: -1,
    });
    expect(response.status).toBe(422);
    const body = apiErrorBodySchema.parse(response.body);
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(['count', 'kind', 'service']);
    expect((await call(app, 'POST', '/__faults', '{not json')).status).toBe(422);
    expect((await call(app, 'GET', '/__faults')).body).toEqual({ faults: [] });
  });

  it('never breaks the fault routes or /health themselves', async () => {
    await arm({ service: '*', kind: 500, count: 5 });
    expect((await call(app, 'GET', '/health')).status).toBe(200);
    expect((await call(app, 'GET', '/__faults')).status).toBe(200);
    expect((await call(app, 'GET', '/main/get-actual')).status).toBe(500);
  });
});

describe('faults as the client sees them', () => {
  it.each([
    [500, 'Internal Server Error'],
    [429, 'Too Many Requests'],
    [401, 'Unauthorized'],
    [404, 'Not Found'],
  ])('%i with the normal error body, for the next request only', async (status, message) => {
    await arm({ service: 'cart', path: '/api/cart', method: 'GET', kind: status });
    const faulted = await call(app, 'GET', '/cart/api/cart');
    expect(faulted.status).toBe(status);
    expect(apiErrorBodySchema.parse(faulted.body)).toEqual({ message, statusCode: status });
    const next = await call(app, 'GET', '/cart/api/cart');
    expect(next.status).toBe(200);
    expect(cartResponseSchema.safeParse(next.body).success).toBe(true);
  });

  it('malformed: a 200 whose body is not JSON, or a given body that is not the contract', async () => {
    await arm({ service: 'cart', kind: 'malformed' });
    const response = await app.request('/cart/api/cart');
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toBe(MALFORMED_BODY);
    expect(() => JSON.parse(text) as unknown).toThrow();

    await arm({ service: 'cart', kind: 'malformed', body: '{"cart": 42}' });
    const shaped = await call(app, 'GET', '/cart/api/cart');
    expect(shaped).toMatchObject({ status: 200, body: { cart: 42 } });
    expect(cartResponseSchema.safeParse(shaped.body).success).toBe(false);
  });

  it('delay: waits, then gives the real answer', async () => {
    await arm({ service: 'main', path: '/get-actual', kind: 'delay', delayMs: 300 });
    const started = performance.now();
    const response = await call(app, 'GET', '/main/get-actual');
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect(response.status).toBe(200);
    expect(response.body).toHaveProperty('items');
  });

  it('drop: the connection closes with no answer and the handler never runs', async () => {
    await arm({ service: 'cart', path: '/api/cart', method: 'POST', kind: 'drop' });
    const before = countCarts();
    await expect(fetch(`${server.url}/cart/api/cart`, { method: 'POST' })).rejects.toThrow();
    expect(countCarts()).toBe(before);
    expect((await fetch(`${server.url}/cart/api/cart`, { method: 'POST' })).status).toBe(200);
    expect(countCarts()).toBe(before + 1);
  });

  it('drop-after: the write happens, the answer is lost', async () => {
    await arm({ service: 'cart', path: '/api/cart', method: 'POST', kind: 'drop-after' });
    const before = countCarts();
    await expect(fetch(`${server.url}/cart/api/cart`, { method: 'POST' })).rejects.toThrow();
    expect(countCarts()).toBe(before + 1);
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
  });
});
