// @vitest-environment node
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { postBeacon } from './beacon';
import { configureBrowserClients } from './browser-settings';

const session = vi.hoisted(() => ({
  accessToken: null as string | null,
  profileToken: null as string | null,
  cartSession: null as string | null,
}));
vi.mock('@/lib/platform/browser-session', () => ({
  getAccessToken: () => session.accessToken,
  getProfileToken: () => session.profileToken,
  legacyCartToken: () => session.cartSession,
}));

type Received = { method: string; url: string; headers: IncomingMessage['headers']; body: string };
let server: Server;
let origin: string;
let received: Received[] = [];
let answer: { status: number; delayMs?: number } | 'drop' = { status: 200 };

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      if (answer === 'drop') return req.socket.destroy();
      const { status, delayMs = 0 } = answer;
      setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(status < 400 ? { success: true } : { message: 'down' }));
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // the page's relative /svc address, resolved against the test server as a browser would
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => realFetch(new URL(url, origin), init));
});
afterAll(() => {
  vi.unstubAllGlobals();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});
afterEach(() => {
  received = [];
  answer = { status: 200 };
  Object.assign(session, { accessToken: null, profileToken: null, cartSession: null });
  configureBrowserClients({ timeoutMs: 10000 });
});

describe('postBeacon', () => {
  it('POSTs the JSON body through the same-origin /svc door with the session headers', async () => {
    Object.assign(session, { accessToken: 'acc', profileToken: 'prof', cartSession: 'sess' });
    await expect(postBeacon('catalog', '/product/view/kolco-1', { deviceId: 'd-1' })).resolves.toBe(
      true,
    );
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ method: 'POST', url: '/svc/catalog/product/view/kolco-1' });
    expect(JSON.parse(received[0]!.body)).toEqual({ deviceId: 'd-1' });
    expect(received[0]!.headers).toMatchObject({
      'content-type': 'application/json',
      token: 'acc',
      authorization: 'Bearer prof',
      'shop-cart-token': 'sess',
    });
  });

  it('sends no session header for a guest', async () => {
    await postBeacon('catalog', '/product/view/kolco-1', {});
    expect(received[0]!.headers).not.toHaveProperty('token');
    expect(received[0]!.headers).not.toHaveProperty('authorization');
    expect(received[0]!.headers).not.toHaveProperty('shop-cart-token');
  });

  it('resolves to false on a failed answer, once: a POST is never repeated', async () => {
    answer = { status: 503 };
    await expect(postBeacon('catalog', '/product/view/x', {})).resolves.toBe(false);
    expect(received).toHaveLength(1);
  });

  it('resolves to false, without throwing, when the connection drops', async () => {
    answer = 'drop';
    await expect(postBeacon('catalog', '/product/view/x', {})).resolves.toBe(false);
  });

  it('gives up after the browser timeout (API_TIMEOUT_MS)', async () => {
    configureBrowserClients({ timeoutMs: 100 });
    answer = { status: 200, delayMs: 1000 };
    const started = Date.now();
    await expect(postBeacon('catalog', '/product/view/x', {})).resolves.toBe(false);
    expect(Date.now() - started).toBeLessThan(900);
  });
});
