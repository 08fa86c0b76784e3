// @vitest-environment node
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import {
  BROWSER_READ_MS,
  BROWSER_WRITE_MS,
  browserDeadline,
  createServiceClient,
  parseContract,
} from './client';
import { ApiError } from './errors';
import { onHttpEvent, type HttpEvent } from './http-events';

type Handler = (req: IncomingMessage, body: string) => { status: number; body?: unknown } | 'drop';

let server: Server;
let baseURL: string;
let handler: Handler = () => ({ status: 200, body: {} });
let received: {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  at: number;
}[] = [];
/** Answers after this many ms (longer than the client's timeout: a slow service). */
let answerDelayMs = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        at: performance.now(),
      });
      const answer = handler(req, body);
      if (answer === 'drop') return req.socket.destroy();
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer.body ?? {}));
      };
      if (answerDelayMs > 0) setTimeout(send, answerDelayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/svc`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  received = [];
  answerDelayMs = 0;
  handler = () => ({ status: 200, body: {} });
});

const client = (
  reportFailures = false,
  session = { accessToken: null, profileToken: null, cartSession: null } as {
    accessToken: string | null;
    profileToken: string | null;
    cartSession: string | null;
  },
) =>
  createServiceClient('cart', { baseURL, timeoutMs: 2000, reportFailures, session: () => session });

function collectEvents() {
  const events: HttpEvent[] = [];
  const stop = onHttpEvent((event) => events.push(event));
  return { events, stop };
}

describe('retries (once, quickly; idempotent requests only)', () => {
  it('retries a GET once on 5xx, then fails with the default 500 message', async () => {
    handler = () => ({ status: 503, body: { message: 'down', statusCode: 503 } });
    const error = await client()
      .get('/x')
      .catch((e: unknown) => e);
    expect(received).toHaveLength(2);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(503);
    expect((error as ApiError).message).toBe(
      'Что-то пошло не так. Обновите страницу или повторите попытку позже',
    );
  });

  it('succeeds when a retry succeeds', async () => {
    let calls = 0;
    handler = () => (++calls < 2 ? { status: 500 } : { status: 200, body: { ok: true } });
    const response = await client().get('/x');
    expect(response.data).toEqual({ ok: true });
    expect(received).toHaveLength(2);
  });

  it('never retries a POST that creates something without an idempotency key', async () => {
    handler = () => ({ status: 500 });
    await client()
      .post('/orders', { a: 1 })
      .catch(() => undefined);
    expect(received).toHaveLength(1);
  });

  it('retries a POST carrying an idempotency key, with the same key every time', async () => {
    let calls = 0;
    handler = () => (++calls === 1 ? 'drop' : { status: 201, body: { id: 1 } });
    await client().post('/orders', {}, { idempotencyKey: 'key-123' });
    expect(received).toHaveLength(2);
    expect(received.map((r) => r.headers['idempotency-key'])).toEqual(['key-123', 'key-123']);
  });

  it('retries a read sent as POST when marked retryable', async () => {
    handler = () => ({ status: 502 });
    await client()
      .post('/list', {}, { retryable: true })
      .catch(() => undefined);
    expect(received).toHaveLength(2);
  });

  it('does not retry 4xx answers', async () => {
    handler = () => ({
      status: 422,
      body: {
        message: 'Validation Error',
        statusCode: 422,
        errors: { quantity: ['Слишком много'] },
      },
    });
    const error = (await client()
      .get('/x')
      .catch((e: unknown) => e)) as ApiError;
    expect(received).toHaveLength(1);
    expect(error.status).toBe(422);
    expect(error.message).toBe('Validation Error');
    expect(error.fieldErrors).toEqual({ quantity: ['Слишком много'] });
  });
});

describe('one budget for a request and its retries', () => {
  it('stops retrying once the next try could not finish before the deadline', async () => {
    answerDelayMs = 600;
    const started = Date.now();
    const error = (await createServiceClient('cart', {
      baseURL,
      timeoutMs: 300,
      deadline: () => Date.now() + 800,
    })
      .get('/x')
      .catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBeNull();
    expect(received.length).toBeLessThanOrEqual(2);
    expect(Date.now() - started).toBeLessThan(1100);
  });

  it('sends nothing once the deadline has passed', async () => {
    const error = (await createServiceClient('cart', {
      baseURL,
      timeoutMs: 300,
      deadline: () => Date.now() - 1,
    })
      .get('/x')
      .catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe('ERR_DEADLINE');
    expect(received).toHaveLength(0);
  });
});

describe('retry backoff and slow services', () => {
  const fastClient = () => createServiceClient('cart', { baseURL, timeoutMs: 300 });

  it('waits a quarter of a second before its one retry', async () => {
    handler = () => ({ status: 500 });
    await client()
      .get('/x')
      .catch(() => undefined);
    expect(received).toHaveLength(2);
    const gap = received[1]!.at - received[0]!.at;
    expect(gap).toBeGreaterThanOrEqual(245);
    expect(gap).toBeLessThan(650);
  });

  it('gives a read 4 s in all and a write 10 s, whatever the service’s timeout', async () => {
    answerDelayMs = 10_000;
    const slow = createServiceClient('cart', { baseURL, timeoutMs: 10_000 });
    const started = Date.now();
    const error = (await slow.get('/x').catch((e: unknown) => e)) as ApiError;
    const took = Date.now() - started;
    expect(error.status).toBeNull();
    expect(took).toBeGreaterThanOrEqual(BROWSER_READ_MS - 50);
    expect(took).toBeLessThan(BROWSER_READ_MS + 1000);
    expect(received.length).toBeLessThanOrEqual(2);
    expect(browserDeadline({ method: 'post', idempotencyKey: 'k' }) - Date.now()).toBeGreaterThan(
      BROWSER_READ_MS,
    );
    expect(BROWSER_WRITE_MS).toBe(10_000);
  }, 10_000);

  it('retries a GET that timed out, each attempt with a fresh timeout', async () => {
    answerDelayMs = 600;
    const error = (await fastClient()
      .get('/x')
      .catch((e: unknown) => e)) as ApiError;
    expect(received).toHaveLength(2);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBeNull();
  });

  it('never retries a POST without an idempotency key that timed out (it may have run)', async () => {
    answerDelayMs = 600;
    await fastClient()
      .post('/orders', {})
      .catch(() => undefined);
    expect(received).toHaveLength(1);
  });

  it.each(['put', 'delete'] as const)('retries an idempotent %s on 5xx', async (method) => {
    handler = () => ({ status: 502 });
    await client()
      [method]('/x')
      .catch(() => undefined);
    expect(received.map((request) => request.method)).toEqual(Array(2).fill(method.toUpperCase()));
  });

  it.each([
    ['patch', 500],
    ['post', 503],
  ] as const)('never retries a %s (not idempotent) on %i', async (method, status) => {
    handler = () => ({ status });
    await client()
      [method]('/x', {})
      .catch(() => undefined);
    expect(received).toHaveLength(1);
  });

  it.each([429, 401, 404, 501])(
    'does not retry %i (it will not pass on its own)',
    async (status) => {
      handler = () => ({ status, body: { message: 'x', statusCode: status } });
      await client()
        .get('/x')
        .catch(() => undefined);
      expect(received).toHaveLength(1);
    },
  );
});

describe('failure handling in the browser (spec 7)', () => {
  it.each([
    [401, '/api/cart', 'logout'],
    [429, '/api/cart', 'too-many-requests'],
    [404, '/api/cart', 'not-found'],
    [404, '/catalog/seo', 'message'],
    [500, '/api/cart', 'message'],
    [403, '/api/cart', 'message'],
    [422, '/api/cart', 'message'],
  ])('answer %i for %s → %s', async (status, path, action) => {
    handler = () => ({ status, body: { message: 'x', statusCode: status } });
    const { events, stop } = collectEvents();
    await client(true)
      .put(path)
      .catch(() => undefined);
    stop();
    expect(events.map((event) => event.action)).toEqual([action]);
  });

  it('no answer at all (connection dropped) → not-found, after the retry', async () => {
    handler = () => 'drop';
    const { events, stop } = collectEvents();
    const error = (await client(true)
      .get('/x')
      .catch((e: unknown) => e)) as ApiError;
    stop();
    expect(received).toHaveLength(2);
    expect(error.status).toBeNull();
    expect(error.statusCode).toBe(500);
    expect(events.map((event) => event.action)).toEqual(['not-found']);
  });

  it.each([
    [500, 'get'],
    [403, 'get'],
    [502, 'post-read'],
  ] as const)(
    'a read answered %i is no alarm: its part of the page says so (%s)',
    async (status, kind) => {
      handler = () => ({ status, body: { message: 'x', statusCode: status } });
      const { events, stop } = collectEvents();
      const call =
        kind === 'get' ? client(true).get('/x') : client(true).post('/x', {}, { retryable: true });
      await call.catch(() => undefined);
      stop();
      expect(events).toEqual([]);
    },
  );

  it('a read still logs out on 401 and opens the too-many-requests modal on 429', async () => {
    const { events, stop } = collectEvents();
    for (const status of [401, 429]) {
      handler = () => ({ status, body: { message: 'x', statusCode: status } });
      await client(true)
        .get('/x')
        .catch(() => undefined);
    }
    stop();
    expect(events.map((event) => event.action)).toEqual(['logout', 'too-many-requests']);
  });

  it('a silent request is not reported', async () => {
    handler = () => ({ status: 401 });
    const { events, stop } = collectEvents();
    await client(true)
      .get('/x', { silent: true })
      .catch(() => undefined);
    stop();
    expect(events).toEqual([]);
  });

  it('the server-side client reports nothing', async () => {
    handler = () => ({ status: 401 });
    const { events, stop } = collectEvents();
    await client(false)
      .get('/x')
      .catch(() => undefined);
    stop();
    expect(events).toEqual([]);
  });
});

describe('headers (spec 7)', () => {
  it('sends the access token, the bearer profile token and the cart session', async () => {
    await client(false, { accessToken: 'acc', profileToken: 'prof', cartSession: 'sess' }).get(
      '/x',
    );
    expect(received[0]?.headers).toMatchObject({
      token: 'acc',
      authorization: 'Bearer prof',
      'shop-cart-token': 'sess',
    });
  });

  it('keeps a cart session header the request sets itself', async () => {
    await client(false, { accessToken: null, profileToken: null, cartSession: 'sess' }).get('/x', {
      headers: { 'shop-cart-token': 'own' },
    });
    expect(received[0]?.headers['shop-cart-token']).toBe('own');
  });

  it('sends none of them for a guest', async () => {
    await client().get('/x');
    expect(received[0]?.headers).not.toHaveProperty('token');
    expect(received[0]?.headers).not.toHaveProperty('authorization');
    expect(received[0]?.headers).not.toHaveProperty('shop-cart-token');
  });
});

describe('contracts', () => {
  const schema = z.object({ items: z.array(z.number()) });
  it('returns the parsed body when it matches', () => {
    expect(parseContract(schema, { items: [1, 2] }, '/x')).toEqual({ items: [1, 2] });
  });
  it('fails loudly with an ApiError when it does not', () => {
    expect(() => parseContract(schema, { items: 'no' }, '/x')).toThrow(ApiError);
  });
});

describe('messages (spec 8)', () => {
  it('uses the default message for a status, not the server text', async () => {
    handler = () => ({ status: 403, body: { message: 'Forbidden', statusCode: 403 } });
    const error = (await client()
      .get('/x')
      .catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('Ошибка авторизации');
  });
  it('keeps the message of a business error that names its code', async () => {
    handler = () => ({
      status: 400,
      body: { message: 'Достигнут лимит избранного', statusCode: 400, code: 'limit' },
    });
    const error = (await client()
      .post('/wishlist/1')
      .catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe('limit');
    expect(error.message).toBe('Достигнут лимит избранного');
  });
});
