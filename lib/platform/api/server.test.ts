// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  circuitStates,
  resetCircuitBreakers,
  WindowedConsecutiveBreaker,
} from './circuit-breakers';
import { type ApiError } from './errors';
import { CIRCUIT_OPEN_CODE, serverClient } from './server';

vi.mock('server-only', () => ({}));

/** A real service: answers with `status` after `delayMs`; counts what reached it. */
let status = 200;
let delayMs = 0;
let received = 0;
let server: Server;
let port = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    received += 1;
    setTimeout(() => {
      if (res.destroyed) return;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(status < 400 ? { ok: true } : { message: 'x', statusCode: status }));
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  server.close();
  vi.unstubAllEnvs();
});

beforeEach(() => {
  status = 200;
  delayMs = 0;
  received = 0;
  resetCircuitBreakers();
  vi.stubEnv('REFERENCE_API_URL', `http://127.0.0.1:${port}`);
  vi.stubEnv('BREAKER_FAILURES', '3');
  vi.stubEnv('BREAKER_COOLDOWN_MS', '300');
  vi.stubEnv('RENDER_DEADLINE_MS', '1000');
});

const read = () =>
  serverClient('catalog')
    .get('/x')
    .then(
      () => 'ok',
      (error: ApiError) => error,
    );

describe('server calls: retries inside a render', () => {
  it.each([
    [503, 2],
    [502, 2],
    [500, 1],
    [404, 1],
  ])('an answer %i is tried %i time(s)', async (answer, calls) => {
    status = answer;
    const error = (await read()) as ApiError;
    expect(error.status).toBe(answer);
    expect(received).toBe(calls);
  });

  it('a refused connection is tried once more, fast', async () => {
    vi.stubEnv('REFERENCE_API_URL', 'http://127.0.0.1:9');
    const started = Date.now();
    const error = (await read()) as ApiError;
    expect(error.status).toBeNull();
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('a slow service is cut at the deadline and never tried again', async () => {
    delayMs = 5000;
    const started = Date.now();
    const error = (await read()) as ApiError;
    expect(error.status).toBeNull();
    expect(received).toBe(1);
    expect(Date.now() - started).toBeLessThan(1500);
  });
});

describe('server calls: the circuit breaker', () => {
  it('opens after 3 outages in a row, fails at once, then one probe closes it', async () => {
    status = 500;
    for (let i = 0; i < 3; i += 1) await read();
    expect(received).toBe(3);
    expect(circuitStates()).toEqual({ catalog: 'open' });
    const refused = (await read()) as ApiError;
    expect(refused.code).toBe(CIRCUIT_OPEN_CODE);
    expect(refused.status).toBeNull();
    expect(received).toBe(3); // nothing reached the service
    status = 200;
    await vi.waitFor(async () => expect(await read()).toBe('ok'), { timeout: 2000, interval: 50 });
    expect(received).toBe(4); // exactly one probe
    expect(circuitStates()).toEqual({ catalog: 'closed' });
  });

  it('4xx answers are the service working: they never open it', async () => {
    status = 404;
    for (let i = 0; i < 6; i += 1) await read();
    expect(received).toBe(6);
    expect(circuitStates()).toEqual({ catalog: 'closed' });
  });
});

describe('WindowedConsecutiveBreaker', () => {
  it('counts failures in a row only while each comes within the window', () => {
    let now = 0;
    const breaker = new WindowedConsecutiveBreaker(3, 1000, () => now);
    expect(breaker.failure()).toBe(false);
    now = 500;
    expect(breaker.failure()).toBe(false);
    now = 2000; // too long after the last: the count starts again
    expect(breaker.failure()).toBe(false);
    now = 2100;
    expect(breaker.failure()).toBe(false);
    now = 2200;
    expect(breaker.failure()).toBe(true);
    breaker.success();
    expect(breaker.failure()).toBe(false);
  });
});
