// @vitest-environment node
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { NextRequest } from 'next/server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { cartPageMark } from '@/lib/platform/page-cache/cart-writes';
import { followDoorWrites } from '@/lib/platform/page-cache/door-writes';
import { withHsts } from '@/lib/platform/security/hsts';

import { passDoor } from './door';
import { JSON_MAX_BYTES, MULTIPART_MAX_BYTES } from './door-routes';

vi.mock('server-only', () => ({}));
const forgetChanged = vi.hoisted(() => vi.fn(async () => ({ pages: 0, shared: 'off' as const })));
vi.mock('@/lib/platform/page-cache/forget-changed', () => ({ forgetChanged }));

/** A real service behind the door: records what reached it, answers a cart with its session. */
type Received = { method: string; url: string; headers: IncomingMessage['headers']; bytes: number };
let server: Server;
let received: Received[] = [];
/** The lines of the cart the service answers; what an order answers (201: placed now). */
let cartItems: unknown[] = [];
let orderStatus = 200;

beforeAll(async () => {
  // what the route handler subscribes: the kept pages follow the door's writes
  followDoorWrites();
  server = createServer((req, res) => {
    let bytes = 0;
    req.on('data', (chunk: Buffer) => (bytes += chunk.byteLength));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, bytes });
      const order = req.url === '/order/api/order' || req.url === '/main/orders/order';
      res.writeHead(order ? orderStatus : 200, {
        'content-type': 'application/json',
        'set-cookie': 'upstream=1',
      });
      const cart = { uuid: 'cart-1', sessionId: 'secret-session', items: cartItems };
      res.end(JSON.stringify(req.url?.startsWith('/cart/') ? { cart } : { ok: true }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  vi.stubEnv('REFERENCE_API_URL', `http://127.0.0.1:${port}`);
});

afterAll(() => {
  vi.unstubAllEnvs();
  server.close();
});

beforeEach(() => {
  received = [];
  cartItems = [];
  orderStatus = 200;
  forgetChanged.mockClear();
  vi.stubEnv('SITE_URL', 'http://localhost:3000');
});
afterEach(() => vi.stubEnv('SITE_URL', 'http://localhost:3000'));

const call = (
  method: string,
  service: string,
  path: string,
  init: { headers?: Record<string, string>; body?: BodyInit } = {},
) =>
  passDoor(
    new NextRequest(`http://store.test/svc/${service}${path}`, {
      method,
      headers: init.headers,
      body: init.body,
      ...(init.body instanceof ReadableStream && { duplex: 'half' }),
    } as ConstructorParameters<typeof NextRequest>[1]),
    service,
    path.split('?')[0]!.split('/').slice(1),
  );

const json = (value: unknown) => ({
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(value),
});

describe('the door: only the calls on its list', () => {
  it.each([
    ['POST', 'main', '/catalog/seo'],
    ['PUT', 'main', '/catalog/seo/1'],
    ['POST', 'order', '/pay/0b7c/confirm'],
    ['GET', 'order', '/pay/0b7c'],
    ['POST', 'cart', '/__test/stock'],
    ['GET', 'nope', '/x'],
    ['GET', 'cart', '/api/cart/../../main/catalog/seo'],
    ['DELETE', 'order', '/api/order/0b7c'],
  ])('%s /svc/%s%s → 404, and nothing reaches a service', async (method, service, path) => {
    const response = await call(method, service, path);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Страница не найдена', statusCode: 404 });
    expect(received).toEqual([]);
  });

  it('forwards a listed call with its query, and only the allowed headers', async () => {
    const response = await call('GET', 'main', '/get_status?all=0&order_id=Z-1', {
      headers: { token: 'access-1', cookie: 'other=1', 'x-evil': '1' },
    });
    expect(response.status).toBe(200);
    expect(received[0]).toMatchObject({
      method: 'GET',
      url: '/main/get_status?all=0&order_id=Z-1',
    });
    expect(received[0]!.headers).toMatchObject({ token: 'access-1' });
    expect(received[0]!.headers).not.toHaveProperty('cookie');
    expect(received[0]!.headers).not.toHaveProperty('x-evil');
  });
});

describe('the door: bodies of the right type and size', () => {
  it('refuses a declared oversize body with 413 before reading it', async () => {
    const response = await call('POST', 'cart', '/api/cart/item', {
      headers: { 'content-type': 'application/json', 'content-length': String(100 * 1024 * 1024) },
      body: new ReadableStream({ pull: () => undefined }), // never delivers: it must not be read
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      statusCode: 413,
      code: 'payload_too_large',
      message: 'Слишком большой запрос: не больше 64 КБ',
    });
    expect(received).toEqual([]);
  });

  it('stops reading a body streamed past the limit without a length', async () => {
    let sent = 0;
    const chunk = new Uint8Array(16 * 1024);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const response = await call('POST', 'cart', '/api/cart/item', {
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(response.status).toBe(413);
    expect(sent).toBeLessThanOrEqual(JSON_MAX_BYTES + 3 * chunk.byteLength);
    expect(received).toEqual([]);
  });

  it('takes a CV of up to 5 MB as multipart, and nothing larger', async () => {
    const form = (bytes: number) => {
      const data = new FormData();
      data.set('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'cv.pdf');
      return data;
    };
    expect((await call('POST', 'main', '/vacancies/apply', { body: form(5_000_000) })).status).toBe(
      200,
    );
    expect(received[0]!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    // sent as its bytes: a FormData body is a stream undici keeps feeding after the door stopped
    // reading it (an unhandled rejection on Node 24, in the test's process only)
    const encoded = new Response(form(MULTIPART_MAX_BYTES));
    const tooBig = await call('POST', 'main', '/vacancies/apply', {
      headers: { 'content-type': encoded.headers.get('content-type')! },
      body: await encoded.arrayBuffer(),
    });
    expect(tooBig.status).toBe(413);
    expect((await tooBig.json()).message).toBe('Слишком большой запрос: не больше 5 МБ');
  });

  it.each([
    ['text/plain', JSON.stringify({ offerUuid: 'o' })],
    ['application/x-www-form-urlencoded', 'offerUuid=o'],
    ['', JSON.stringify({ offerUuid: 'o' })],
  ])('refuses a JSON call sent as «%s» with 415', async (type, body) => {
    const response = await call('POST', 'cart', '/api/cart/item', {
      headers: type ? { 'content-type': type } : {},
      body,
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({
      code: 'unsupported_media_type',
      message: 'Неподдерживаемый формат запроса: ожидается application/json',
    });
    expect(received).toEqual([]);
  });

  it('lets a call with no body through without a type (a heart, a logout)', async () => {
    expect((await call('POST', 'catalog', '/product/wishlist/p-1')).status).toBe(200);
    expect((await call('POST', 'main', '/auth/logout', json({}))).status).toBe(200);
    expect(received.map((r) => r.url)).toEqual([
      '/catalog/product/wishlist/p-1',
      '/main/auth/logout',
    ]);
  });
});

describe('the door: the cart session stays in an HttpOnly cookie', () => {
  it('keeps a cart answer’s session in the cookie and out of the body page scripts read', async () => {
    const response = await call('POST', 'cart', '/api/cart/item', json({ offerUuid: 'o' }));
    const body = (await response.json()) as { cart: { uuid: string; sessionId: unknown } };
    expect(body.cart).toEqual({ uuid: 'cart-1', sessionId: null, items: [] });
    const cookies = response.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    expect(cookies[0]).toMatch(/^cart_session_id=secret-session; /);
    expect(cookies[1]).toMatch(/^cart_session=1; /);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/; Path=\/(;|$)/);
      expect(cookie).toMatch(/; Max-Age=86400(;|$)/);
      expect(cookie).toMatch(/; SameSite=lax(;|$)/i);
      expect(cookie).not.toMatch(/; Secure/i);
    }
    expect(cookies[0]).toMatch(/; HttpOnly(;|$)/i);
    expect(cookies[1]).not.toMatch(/HttpOnly/i);
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('sends the cookie’s session on as shop-cart-token, to every service', async () => {
    await call('GET', 'order', '/api/order/0b7c', {
      headers: { cookie: 'a=1; cart_session_id=secret-session; b=2' },
    });
    expect(received[0]!.headers['shop-cart-token']).toBe('secret-session');
  });

  it('a legacy token sent as the header wins once, and becomes the cookie (spec 4)', async () => {
    const response = await call('GET', 'cart', '/api/cart', {
      headers: { 'shop-cart-token': 'legacy-1', cookie: 'cart_session_id=other' },
    });
    expect(received[0]!.headers['shop-cart-token']).toBe('legacy-1');
    expect(response.headers.getSetCookie()[0]).toMatch(/^cart_session_id=secret-session;/);
  });

  it('over HTTPS: Secure cookies, and HSTS from the route that passes the door', async () => {
    vi.stubEnv('SITE_URL', 'https://zoloto.example');
    const response = withHsts(await call('GET', 'cart', '/api/cart'));
    for (const cookie of response.headers.getSetCookie()) expect(cookie).toMatch(/; Secure(;|$)/i);
    expect(response.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });
});

describe('the door: the shopper’s address for the services’ limits', () => {
  it('passes on the last X-Forwarded-For entry, the one the nearest proxy wrote', async () => {
    await call('POST', 'main', '/otp/sendV2', {
      ...json({ phone: '+7 (900) 000-00-02' }),
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '6.6.6.6, 203.0.113.9' },
    });
    expect(received[0]!.headers['x-forwarded-for']).toBe('203.0.113.9');
  });
});

describe('the door: a cart write makes the kept cart page out of date', () => {
  const cookie = { cookie: 'cart_session_id=session-w' };
  it('a cart write or an order changes the mark; reads and other calls do not', async () => {
    const before = await cartPageMark('session-w');
    await call('GET', 'cart', '/api/cart', { headers: cookie });
    await call('POST', 'catalog', '/product/view/kolco-1', {
      ...json({}),
      headers: { ...cookie, 'content-type': 'application/json' },
    });
    expect(await cartPageMark('session-w')).toBe(before);
    await call('PATCH', 'cart', '/api/cart/item/increase/line-1', { headers: cookie });
    const afterWrite = await cartPageMark('session-w');
    expect(afterWrite).not.toBe(before);
    await call('POST', 'order', '/api/order', {
      ...json({}),
      headers: { ...cookie, 'content-type': 'application/json' },
    });
    expect(await cartPageMark('session-w')).not.toBe(afterWrite);
  });
});

describe('the door: an order forgets the products it took on this instance', () => {
  const headers = { cookie: 'cart_session_id=session-o', 'content-type': 'application/json' };
  const line = (slug: string, selected = true, quantity = 1, available?: number) => ({
    product: { slug },
    quantity,
    selected,
    ...(available === undefined ? {} : { available }),
  });

  it.each([
    ['order', '/api/order'],
    ['main', '/orders/order'],
  ])('a placed order (%s%s, 201) expires its products and the listings', async (service, path) => {
    cartItems = [
      line('kolco-1', true, 2, 2), // the last pieces
      line('kolco-1', true, 1), // stock unknown: counted
      line('sergi-2', true, 1, 1),
      line('cep-3', false, 1, 1), // not ordered
      line('braslet-4', true, 1, 5), // pieces left: nothing the store shows changes
    ];
    orderStatus = 201;
    const response = await call('POST', service, path, { ...json({}), headers });
    expect(response.status).toBe(201);
    // the cart was read with the session before the order took its lines
    const cartRead = received.findIndex((entry) => entry.url === '/cart/api/cart');
    const placed = received.findIndex((entry) => entry.url === `/${service}${path}`);
    expect(cartRead).toBeGreaterThanOrEqual(0);
    expect(cartRead).toBeLessThan(placed);
    expect(received[cartRead]!.headers['shop-cart-token']).toBe('session-o');
    expect(forgetChanged).toHaveBeenCalledTimes(1);
    expect(forgetChanged).toHaveBeenCalledWith(
      { tags: ['product:kolco-1', 'product:sergi-2', 'product-lists'] },
      'order',
    );
  });

  it('a replayed or refused order, one that leaves pieces, or a cart write forgets nothing', async () => {
    cartItems = [line('kolco-1')];
    await call('POST', 'order', '/api/order', { ...json({}), headers });
    orderStatus = 201;
    cartItems = [line('kolco-1', true, 1, 3)];
    await call('POST', 'order', '/api/order', { ...json({}), headers });
    orderStatus = 422;
    cartItems = [line('kolco-1', true, 1, 1)];
    await call('POST', 'order', '/api/order', { ...json({}), headers });
    await call('PATCH', 'cart', '/api/cart/item/increase/line-1', { headers });
    expect(forgetChanged).not.toHaveBeenCalled();
  });
});
