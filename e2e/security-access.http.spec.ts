import { randomUUID } from 'node:crypto';

import { expect, request as playwrightRequest, test } from '@playwright/test';

import { E2E_API_URL, clientAddress, signInDemo, type DemoSession } from './helpers';
import { newPhone, orderBody, placeOrder, shopperWithCart, type Order } from './orders';

/**
 * The services' own rules as an attacker meets them through the store's door: personal
 * data answers only its owner, an order needs its cart's own session, a sign-in or a code costs
 * what it should. Each case is a request that worked before, and next to it the legitimate path
 * that must keep working. The services' rules are unit-tested in reference-api (order-access,
 * payment-callback, sign-in, oidc); this proves them end to end, through `/svc`.
 */

const NOT_FOUND_ORDER = { message: 'Заказ не найден', statusCode: 404, code: 'order_not_found' };
const TOO_MANY = 'Вы превысили количество попыток входа. Попробуйте снова через час';

/** Every read path of an order, by uuid and by number. */
const readPaths = (order: Order) => [
  `/svc/order/api/order/${order.uuid}`,
  `/svc/main/orders/order/${order.uuid}`,
  `/svc/main/orders/order/${order.number}`,
  `/svc/main/get_status?all=0&order_id=${order.uuid}`,
  `/svc/main/get_status?all=0&order_id=${order.number.replace(/^Z-/, '')}`,
];

test.describe('an order answers only its owner', () => {
  test('a guest, another cart and another customer get the 404 of an unknown order', async ({
    request,
    baseURL,
  }) => {
    const shopper = await shopperWithCart(request, baseURL!);
    const order = await placeOrder(shopper, newPhone());
    const guest = await playwrightRequest.newContext({ baseURL });
    const otherCart = await shopperWithCart(request, baseURL!);
    const demo: DemoSession = await signInDemo(request);
    const customerHeaders = {
      token: demo.accessToken,
      Authorization: `Bearer ${demo.profileToken}`,
    };
    for (const path of readPaths(order)) {
      for (const [who, ask] of [
        ['guest', () => guest.get(path)],
        ['another cart', () => otherCart.api.get(path)],
        ['another customer', () => request.get(path, { headers: customerHeaders })],
      ] as const) {
        const response = await ask();
        expect(response.status(), `${who} ${path}`).toBe(404);
        const text = await response.text();
        expect(JSON.parse(text), `${who} ${path}`).toEqual(NOT_FOUND_ORDER);
        expect(text).not.toContain('Покупателева');
      }
    }
    // the order is not touched by any of it: its own session still reads it
    for (const path of readPaths(order)) {
      expect((await shopper.api.get(path)).status(), path).toBe(200);
    }
    await Promise.all([shopper.api, guest, otherCart.api].map((api) => api.dispose()));
  });

  test('the payment page’s status tells the placing session what it needs, and nothing personal', async ({
    request,
    baseURL,
  }) => {
    const shopper = await shopperWithCart(request, baseURL!);
    const order = await placeOrder(shopper, newPhone());
    const status = await shopper.api.get(`/svc/main/get_status?all=0&order_id=${order.uuid}`);
    expect(status.status()).toBe(200);
    const body = (await status.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['number', 'order_id', 'payment_url', 'status']);
    await shopper.api.dispose();
  });

  test('the customer whose phone placed it reads it, in the account list too', async ({
    request,
    baseURL,
  }) => {
    const phone = newPhone();
    const shopper = await shopperWithCart(request, baseURL!);
    const order = await placeOrder(shopper, phone);
    // the same phone signs up by code (the e2e API hands out 111111): the order is theirs
    const client = clientAddress();
    const sent = await request.post('/svc/main/otp/sendV2', {
      headers: client,
      data: { phone, recaptcha_token: 'e2e', messageType: 'SMS' },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
    const { otp_id } = (await sent.json()) as { otp_id: string };
    const login = await request.post('/svc/main/auth/login', {
      headers: client,
      data: { phone, otp_id, otp_code: '111111' },
    });
    const { access_token } = (await login.json()) as { access_token: string };
    const jwt = await request.get('/svc/core/jwt/token', {
      headers: { Authorization: `Bearer ${access_token}` },
    });
    const { token } = (await jwt.json()) as { token: string };
    const signedIn = { token: access_token, Authorization: `Bearer ${token}` };
    const list = await request.get('/svc/core/orders', { headers: signedIn });
    const { items } = (await list.json()) as { items: Order[] };
    expect(items.map((item) => item.uuid)).toContain(order.uuid);
    const read = await request.get(`/svc/order/api/order/${order.uuid}`, { headers: signedIn });
    expect(read.status()).toBe(200);
    expect(((await read.json()) as { order: Order }).order.customer.phone).toBe(phone);
    await shopper.api.dispose();
  });
});

test.describe('an order needs its cart’s own session', () => {
  test('another shopper who knows the cartUuid places nothing, and the victim’s cart stays', async ({
    request,
    baseURL,
  }) => {
    const victim = await shopperWithCart(request, baseURL!);
    const attacker = await shopperWithCart(request, baseURL!);
    const stolen = await attacker.api.post('/svc/order/api/order', {
      headers: { 'Idempotency-Key': randomUUID() },
      data: orderBody(victim.cartUuid, newPhone()),
    });
    expect(stolen.status()).toBe(404);
    expect(await stolen.json()).toMatchObject({ code: 'cart_not_found' });
    const options = await attacker.api.get(
      `/svc/order/api/payment-system/available/${victim.cartUuid}`,
    );
    expect(options.status()).toBe(404);
    const cart = await victim.api.get('/svc/cart/api/cart');
    expect(((await cart.json()) as { cart: { items: unknown[] } }).cart.items).toHaveLength(1);
    // the victim's own order goes through
    await placeOrder(victim, newPhone());
    await Promise.all([victim.api, attacker.api].map((api) => api.dispose()));
  });
});

test.describe('payment and admin calls', () => {
  test('an unpaid order cannot be marked paid without the bank’s signature', async ({
    request,
    baseURL,
  }) => {
    const shopper = await shopperWithCart(request, baseURL!);
    const card = await shopper.api.get(
      `/svc/order/api/payment-system/available/${shopper.cartUuid}`,
    );
    const { items } = (await card.json()) as { items: { uuid: string; code: string }[] };
    const paySystemUuid = items.find((option) => option.code === 'card')!.uuid;
    expect(
      (await shopper.api.patch('/svc/cart/api/cart/pay-system', { data: { paySystemUuid } })).ok(),
    ).toBe(true);
    const order = await placeOrder(shopper, newPhone());
    const status = async () => {
      const response = await shopper.api.get(`/svc/main/get_status?all=0&order_id=${order.uuid}`);
      return ((await response.json()) as { status: string }).status;
    };
    expect(await status()).toBe('awaiting_payment');
    expect((await request.post(`/svc/order/pay/${order.uuid}/confirm`)).status()).toBe(404);
    const forms: Record<string, string>[] = [
      {},
      { amount: '1', signature: '0'.repeat(64) },
      { amount: '999999', signature: 'f'.repeat(64) },
    ];
    for (const form of forms) {
      const forged = await request.post(`${E2E_API_URL}/order/pay/${order.uuid}/confirm`, {
        form,
        maxRedirects: 0,
      });
      expect(forged.status()).toBe(403);
      expect(await forged.json()).toMatchObject({ code: 'bad_signature' });
    }
    expect(await status()).toBe('awaiting_payment');
    await shopper.api.dispose();
  });

  test('the token the README once printed opens no admin write', async ({ request }) => {
    const record = { path: '/catalog/kolca/', title: 'Взломано', description: 'Взломано' };
    for (const authorization of [undefined, 'Bearer reference-admin-token']) {
      const response = await request.post(`${E2E_API_URL}/main/catalog/seo`, {
        data: record,
        headers: authorization ? { authorization } : {},
      });
      expect(response.status()).toBe(authorization ? 403 : 401);
    }
    const page = await request.get('/catalog/kolca/');
    expect(await page.text()).not.toContain('Взломано');
  });
});

test.describe('sign-in costs what it should', () => {
  test('one client gets codes for 10 phones an hour, not 40; another client is not affected', async ({
    request,
  }) => {
    const attacker = clientAddress();
    const send = (phone: string, client = attacker) =>
      request.post('/svc/main/otp/sendV2', {
        headers: client,
        data: { phone, recaptcha_token: 'e2e', messageType: 'SMS' },
      });
    const answers: number[] = [];
    for (let i = 0; i < 12; i += 1) answers.push((await send(newPhone())).status());
    expect(answers).toEqual([...Array<number>(10).fill(200), 429, 429]);
    const refused = await send(newPhone());
    expect(refused.status()).toBe(429);
    expect(await refused.json()).toMatchObject({ message: TOO_MANY, code: 'too_many_attempts' });
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
    expect((await send(newPhone(), clientAddress())).status()).toBe(200);
  });

  test('wrong passwords from one client lock that client, not the owner elsewhere', async ({
    request,
  }) => {
    const stranger = clientAddress();
    const login = (password: string, client: Record<string, string>) =>
      request.post('/svc/main/auth/login', {
        headers: client,
        data: { email: 'demo@zoloto.test', password },
      });
    const tries: number[] = [];
    for (let i = 0; i < 5; i += 1) tries.push((await login(`wrong-${i}`, stranger)).status());
    expect(tries).toEqual([422, 422, 422, 422, 429]);
    const locked = await login('demo12345', stranger);
    expect(locked.status()).toBe(429);
    expect(await locked.json()).toMatchObject({ message: TOO_MANY });
    // the owner, from their own device, signs in as ever
    expect((await login('demo12345', clientAddress())).status()).toBe(200);
  });

  test('the stand-in provider returns only to this store', async ({ request, baseURL }) => {
    const foreign = await request.get('/svc/core/oidc-gid-get-redirect-url', {
      params: { redirect_uri: 'https://evil.example/oidc/gid/' },
    });
    expect(foreign.status()).toBe(422);
    expect(await foreign.json()).toMatchObject({ code: 'oidc_failed' });
    const own = await request.get('/svc/core/oidc-gid-get-redirect-url', {
      params: { redirect_uri: `${baseURL}/oidc/gid/` },
    });
    expect(own.status()).toBe(200);
  });
});

test('the native app’s calls still pass the door: a push token registered and removed', async ({
  request,
}) => {
  const demo = await signInDemo(request);
  const body = { token: `push-${randomUUID()}`, deviceId: randomUUID() };
  const registered = await request.post('/svc/main/push_token/token', {
    headers: { token: demo.accessToken },
    data: body,
  });
  expect(registered.status()).toBe(200);
  const removed = await request.delete('/svc/main/push_token/token', {
    headers: { token: demo.accessToken },
    data: body,
  });
  expect(removed.status()).toBe(200);
});
