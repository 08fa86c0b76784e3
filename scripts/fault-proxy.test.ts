// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { MALFORMED_BODY, startFaultProxy, type FaultProxy } from './fault-proxy.mjs';

/** What the service behind the proxy received. */
type Received = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string };

const received: Received[] = [];
const service = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8');
    received.push({ method: req.method!, url: req.url!, headers: req.headers, body });
    res.writeHead(201, { 'content-type': 'application/json', 'x-service': 'yes' });
    res.end(JSON.stringify({ ok: true, url: req.url }));
  });
});

let proxy: FaultProxy;
let data = '';
let controlUrl = '';

async function control(method: string, path: string, body?: object) {
  const response = await fetch(`${controlUrl}${path}`, {
    method,
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A raw request through the proxy: status and body, or the socket error's code. */
function send(
  path: string,
  options: { method?: string; body?: string; headers?: Record<string, string> } = {},
) {
  return new Promise<{ status?: number; body?: string; code?: string; ms: number }>((resolve) => {
    const started = Date.now();
    const request = http.request(
      `${data}${path}`,
      { method: options.method ?? 'GET', headers: options.headers, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: Date.now() - started,
          }),
        );
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ code: error.code, ms: Date.now() - started }),
    );
    request.end(options.body);
  });
}

beforeAll(async () => {
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  const { port } = service.address() as AddressInfo;
  proxy = await startFaultProxy({
    target: `http://127.0.0.1:${port}`,
    dataPort: 0,
    controlPort: 0,
    basePath: '/run-test',
  });
  data = `http://127.0.0.1:${proxy.dataPort}`;
  controlUrl = `http://127.0.0.1:${proxy.controlPort}`;
});

afterAll(async () => {
  await proxy.close();
  await new Promise((resolve) => service.close(resolve));
});

afterEach(async () => {
  await control('DELETE', '/faults');
  await control('DELETE', '/calls');
  received.length = 0;
});

describe('the fault proxy', () => {
  it('forwards method, path, query, headers and body, and streams the answer back', async () => {
    const answer = await send('/run-test/cart/api/cart/item?x=1', {
      method: 'POST',
      body: '{"quantity":1}',
      headers: { 'content-type': 'application/json', 'shop-cart-token': 's-1' },
    });
    expect(answer).toMatchObject({
      status: 201,
      body: '{"ok":true,"url":"/cart/api/cart/item?x=1"}',
    });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      method: 'POST',
      url: '/cart/api/cart/item?x=1',
      body: '{"quantity":1}',
    });
    expect(received[0]!.headers['shop-cart-token']).toBe('s-1');
    // a path without the run's base is forwarded as it is
    expect(await send('/catalog/category/tree')).toMatchObject({ status: 201 });
    expect(received[1]!.url).toBe('/catalog/category/tree');
  });

  it('counts calls by method and path (no query) until they are cleared, faulted ones too', async () => {
    await send('/run-test/catalog/product/a?x=1');
    await send('/run-test/catalog/product/a?x=2');
    await control('PUT', '/faults', { mode: 'error500' });
    await send('/run-test/catalog/product/a');
    await send('/run-test/cart/api/cart', { method: 'PUT', body: '{}' });
    expect((await control('GET', '/calls')).body).toEqual({
      calls: { 'GET /catalog/product/a': 3, 'PUT /cart/api/cart': 1 },
    });
    await control('DELETE', '/calls');
    expect((await control('GET', '/calls')).body).toEqual({ calls: {} });
  });

  it('error500: the services error body, without asking the service', async () => {
    await control('PUT', '/faults', { mode: 'error500' });
    const answer = await send('/run-test/main/get-actual');
    expect(answer.status).toBe(500);
    expect(JSON.parse(answer.body!)).toEqual({
      message: 'Internal Server Error',
      statusCode: 500,
    });
    expect(received).toHaveLength(0);
  });

  it('killed: the data port refuses connections, the control port stays; cleared, it is back', async () => {
    expect((await control('PUT', '/faults', { mode: 'killed' })).body).toMatchObject({
      mode: 'killed',
    });
    expect(await send('/run-test/main/get-actual')).toMatchObject({ code: 'ECONNREFUSED' });
    expect((await control('GET', '/health')).body).toMatchObject({ ok: true, mode: 'killed' });
    await control('DELETE', '/faults');
    expect(await send('/run-test/main/get-actual')).toMatchObject({ status: 201 });
  });

  it('slow: answers after the delay; a client that gives up first never reaches the service', async () => {
    await control('PUT', '/faults', { mode: 'slow', delayMs: 300 });
    const answer = await send('/run-test/main/get-actual');
    expect(answer.status).toBe(201);
    expect(answer.ms).toBeGreaterThanOrEqual(290);

    received.length = 0;
    await control('PUT', '/faults', { mode: 'slow', delayMs: 400 });
    const gone = await fetch(`${data}/run-test/main/gone`, { signal: AbortSignal.timeout(100) })
      .then(() => 'answered')
      .catch(() => 'gave up');
    expect(gone).toBe('gave up');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(received).toHaveLength(0);
  });

  it('reset: the connection is reset when the request arrives', async () => {
    await control('PUT', '/faults', { mode: 'reset' });
    expect(await send('/run-test/main/get-actual')).toMatchObject({ code: 'ECONNRESET' });
    expect(received).toHaveLength(0);
  });

  it('malformed: the service is asked, the answer is 200 JSON that does not parse', async () => {
    await control('PUT', '/faults', { mode: 'malformed' });
    const answer = await send('/run-test/catalog/product/a');
    expect(answer).toMatchObject({ status: 200, body: MALFORMED_BODY });
    expect(() => JSON.parse(answer.body!) as unknown).toThrow();
    expect(received).toHaveLength(1);
  });

  it('refuses an unknown mode or delay', async () => {
    expect((await control('PUT', '/faults', { mode: 'down' })).status).toBe(422);
    expect((await control('PUT', '/faults', { mode: 'slow', delayMs: -1 })).status).toBe(422);
    expect((await control('GET', '/faults')).body).toMatchObject({ mode: 'ok' });
  });
});
