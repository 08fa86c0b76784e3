import { expect, test } from '@playwright/test';

import { E2E_ADMIN_TOKEN, findSellableOffer } from './helpers';

/**
 * The service door `/svc/{service}/…` as an attacker meets it: only the calls the
 * browser makes pass (lib/platform/api/door-routes.ts), bodies of the right type and size, and the cart
 * session never within reach of page scripts. Each case was a request that worked before.
 */

test.describe('the service door is an allow-list', () => {
  const offList: [string, string, Record<string, unknown>?][] = [
    // admin writes: SEO texts, the live broadcast, price and stock
    ['POST', '/svc/main/catalog/seo', { path: '/catalog/kolca/', title: 'x', description: 'x' }],
    ['PUT', '/svc/main/catalog/seo/1', { path: '/catalog/kolca/', title: 'x', description: 'x' }],
    ['DELETE', '/svc/main/catalog/seo/1'],
    ['POST', '/svc/main/live/admin/on-air', { sku: 'x' }],
    ['PATCH', '/svc/catalog/admin/products/kolco-1', { price: 1 }],
    // the payment provider's callback and pages
    ['POST', '/svc/order/pay/00000000-0000-4000-8000-000000000000/confirm', {}],
    ['GET', '/svc/order/pay/00000000-0000-4000-8000-000000000000'],
    // test hooks, the fault switch, the stand-in identity provider's own pages
    ['POST', '/svc/cart/__test/stock', { offerUuid: 'x', count: 0 }],
    ['GET', '/svc/core/oidc/provider'],
    // reads nobody's browser makes, and made-up paths
    ['GET', '/svc/catalog/sitemap'],
    ['GET', '/svc/main/catalog/seo?path=/catalog/kolca/'],
    ['POST', '/svc/cart/api/cart', {}],
    ['GET', '/svc/cart/api/cart/pay-system'],
    // writes the store no longer makes (their dead code is gone): emptying a whole cart
    ['DELETE', '/svc/cart/api/cart'],
    ['DELETE', '/svc/cart/api/cart/pay-system'],
    ['DELETE', '/svc/order/api/order/x'],
    ['GET', '/svc/nope/anything'],
  ];

  for (const [method, path, data] of offList) {
    test(`${method} ${path} → 404`, async ({ request }) => {
      const response = await request.fetch(path, {
        method,
        ...(data && { data }),
        // a working admin token does not open the door: admin calls are not on its list
        headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(404);
      expect(await response.json()).toEqual({ message: 'Страница не найдена', statusCode: 404 });
    });
  }
});

test('dot segments never climb out of the door to another path of a service', async ({
  request,
}) => {
  // folded by the URL parser before the door, or refused by it as a segment: 404 either way
  for (const path of [
    '/svc/cart/%2e%2e/__faults',
    '/svc/cart/api/cart/item/..%2F..%2F..%2F__faults',
    '/svc/order/api/order/..%2F..%2Fpay%2Fx%2Fconfirm',
  ]) {
    const response = await request.post(path, { data: {}, maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
  }
});

test.describe('bad input at the door', () => {
  test('an oversize body is refused with 413 and a Russian message', async ({ request }) => {
    const response = await request.post('/svc/cart/api/cart/item', {
      headers: { 'content-type': 'application/json' },
      data: JSON.stringify({ offerUuid: 'x', padding: 'я'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.status()).toBe(413);
    expect(await response.json()).toEqual({
      message: 'Слишком большой запрос: не больше 64 КБ',
      statusCode: 413,
      code: 'payload_too_large',
    });
  });

  test('JSON sent as text/plain is refused with 415', async ({ request }) => {
    const item = await findSellableOffer(request);
    const response = await request.post('/svc/cart/api/cart/item', {
      headers: { 'content-type': 'text/plain' },
      data: JSON.stringify({ ...item, quantity: 1 }),
    });
    expect(response.status()).toBe(415);
    expect(await response.json()).toMatchObject({
      statusCode: 415,
      code: 'unsupported_media_type',
      message: 'Неподдерживаемый формат запроса: ожидается application/json',
    });
    // the same body as JSON is taken: the refusal was the type, not the content
    const taken = await request.post('/svc/cart/api/cart/item', { data: { ...item, quantity: 1 } });
    expect(taken.status()).toBe(200);
  });
});

test.describe('the cart session cookie', () => {
  test('is set by the server, HttpOnly and SameSite=Lax; answers carry no session id', async ({
    request,
  }) => {
    const item = await findSellableOffer(request);
    const response = await request.post('/svc/cart/api/cart/item', {
      data: { ...item, quantity: 1 },
    });
    expect(response.status()).toBe(200);
    const { cart } = (await response.json()) as { cart: { sessionId: string | null } };
    expect(cart.sessionId).toBeNull();
    const set = response
      .headersArray()
      .filter((header) => header.name.toLowerCase() === 'set-cookie')
      .map((header) => header.value);
    expect(set).toHaveLength(2);
    const [session, hint] = set as [string, string];
    expect(session).toMatch(
      /^cart_session_id=[\w-]+; Path=\/; .*Max-Age=86400; HttpOnly; SameSite=lax$/,
    );
    expect(hint).toMatch(/^cart_session=1; Path=\/; .*Max-Age=86400; SameSite=lax$/);
    // over plain HTTP (this run) no HSTS; over HTTPS both Secure and HSTS (lib/platform/api/door.test.ts)
    expect(response.headers()['strict-transport-security']).toBeUndefined();
  });
});
