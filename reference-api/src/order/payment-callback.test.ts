// @vitest-environment node
import { createHmac } from 'node:crypto';

import type { Hono } from 'hono';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

import { cartResponseSchema } from '../../../lib/platform/api/contracts/cart';
import { orderResponseSchema, type Order } from '../../../lib/platform/api/contracts/order';
import { createApp } from '../app';
import { payPageForm, postPayForm, submitPayPage } from '../testing/pay-form';
import { call, seededApp } from '../testing/seeded-app';

/**
 * An order is paid or cancelled only by the provider's signed callback — the stand-in
 * bank page signs `uuid:amount:outcome` with the shared secret — never by a bare POST.
 */
const seeded = seededApp();
afterAll(seeded.cleanup);
afterEach(() => vi.unstubAllEnvs());

const CARD = '7d0c5f0e-3b1a-4c56-9a51-1f0e5c1a0002';
const SECRET = 'test-payment-secret';
const BAD_SIGNATURE = {
  message: 'Подпись платежа не сходится',
  statusCode: 403,
  code: 'bad_signature',
};

/** The app with a known payment secret (REFERENCE_PAYMENT_SECRET), as an operator configures it. */
function appWithSecret(): Hono {
  vi.stubEnv('REFERENCE_PAYMENT_SECRET', SECRET);
  return createApp(seeded.db, { mediaDir: seeded.mediaDir });
}
const sign = (uuid: string, amount: number | string, outcome: 'paid' | 'cancelled') =>
  createHmac('sha256', SECRET).update(`${uuid}:${amount}:${outcome}`).digest('hex');

let offerIndex = 0;
/** A card order awaiting payment, placed by its own cart session. */
async function cardOrder(app: Hono): Promise<Order> {
  const row = seeded.db
    .prepare<[number], { offer: string; product: string }>(
      `SELECT o.id AS offer, p.id AS product FROM offers o JOIN products p ON p.seq = o.product_seq
      WHERE o.size IS NULL AND p.seq NOT IN (SELECT pc.product_seq FROM product_categories pc
      JOIN categories c ON c.id = pc.category_id WHERE c.slug = 'podarochnye-sertifikaty')
      ORDER BY o.rowid LIMIT 1 OFFSET ?`,
    )
    .get(300 + offerIndex++)!;
  seeded.db.prepare('UPDATE offers SET stock = 5 WHERE id = ?').run(row.offer);
  const added = await call(app, 'POST', '/cart/api/cart/item', {
    offerUuid: row.offer,
    productUuid: row.product,
    quantity: 1,
  });
  const cart = cartResponseSchema.parse(added.body).cart;
  const session = { 'shop-cart-token': cart.sessionId! };
  const point = seeded.db
    .prepare<[], { uuid: string }>('SELECT uuid FROM delivery_points LIMIT 1')
    .get()!.uuid;
  await call(app, 'PUT', '/cart/api/cart/delivery', { type: 'point', pointUuid: point }, session);
  await call(app, 'PATCH', '/cart/api/cart/pay-system', { paySystemUuid: CARD }, session);
  const placed = await call(
    app,
    'POST',
    '/order/api/order',
    {
      cartUuid: cart.uuid,
      customerName: 'Пелагея',
      customerSurname: 'Платёжная',
      customerPhone: '+7 (916) 765-43-21',
      customerEmail: 'pelageya@example.ru',
    },
    { ...session, 'idempotency-key': `pay-${offerIndex}` },
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const order = orderResponseSchema.parse(placed.body).order;
  expect(order.status).toBe('awaiting_payment');
  return order;
}
const statusOf = (uuid: string) =>
  seeded.db
    .prepare<[string], { status: string }>('SELECT status FROM orders WHERE uuid = ?')
    .get(uuid)!.status;
const refused = async (response: Response) => {
  expect(response.status).toBe(403);
  expect(await response.json()).toEqual(BAD_SIGNATURE);
};

describe('the stand-in payment page', () => {
  it('signs uuid:amount:outcome for each button with the shared secret', async () => {
    const app = appWithSecret();
    const order = await cardOrder(app);
    const pay = await payPageForm(app, order.uuid, 'confirm');
    const cancel = await payPageForm(app, order.uuid, 'cancel');
    const amount = String(order.totals.total);
    expect(pay.get('amount')).toBe(amount);
    expect(pay.get('signature')).toBe(sign(order.uuid, amount, 'paid'));
    expect(cancel.get('amount')).toBe(amount);
    expect(cancel.get('signature')).toBe(sign(order.uuid, amount, 'cancelled'));
  });

  it('shows the number, the total and the status, no personal data', async () => {
    const app = appWithSecret();
    const order = await cardOrder(app);
    const html = await (await app.request(`/order/pay/${order.uuid}`)).text();
    expect(html).toContain(order.number);
    for (const personal of ['Пелагея', 'Платёжная', '765-43-21', 'pelageya@example.ru']) {
      expect(html).not.toContain(personal);
    }
  });
});

describe('POST /order/pay/{uuid}/confirm|cancel', () => {
  it('refuses a bare POST with 403 bad_signature; the order stays unpaid', async () => {
    const app = appWithSecret();
    const order = await cardOrder(app);
    for (const action of ['confirm', 'cancel'] as const) {
      const bare = new URLSearchParams({ returnUrl: 'http://shop.test/payment/' });
      await refused(await postPayForm(app, order.uuid, action, bare));
    }
    expect(statusOf(order.uuid)).toBe('awaiting_payment');
  });

  it('refuses a tampered amount, even one signed correctly for another sum', async () => {
    const app = appWithSecret();
    const order = await cardOrder(app);
    const form = await payPageForm(app, order.uuid, 'confirm');
    const cheaper = String(order.totals.total - 1);
    await refused(
      await postPayForm(
        app,
        order.uuid,
        'confirm',
        new URLSearchParams({
          ...Object.fromEntries(form),
          amount: cheaper,
        }),
      ),
    );
    await refused(
      await postPayForm(
        app,
        order.uuid,
        'confirm',
        new URLSearchParams({
          ...Object.fromEntries(form),
          amount: cheaper,
          signature: sign(order.uuid, cheaper, 'paid'),
        }),
      ),
    );
    expect(statusOf(order.uuid)).toBe('awaiting_payment');
  });

  it('refuses the other outcome’s signature and another order’s signature', async () => {
    const app = appWithSecret();
    const order = await cardOrder(app);
    const other = await cardOrder(app);
    const cancel = await payPageForm(app, order.uuid, 'cancel');
    await refused(await postPayForm(app, order.uuid, 'confirm', cancel));
    const pay = await payPageForm(app, order.uuid, 'confirm');
    await refused(await postPayForm(app, order.uuid, 'cancel', pay));
    const othersPay = await payPageForm(app, other.uuid, 'confirm');
    othersPay.set('amount', String(order.totals.total));
    await refused(await postPayForm(app, order.uuid, 'confirm', othersPay));
    expect(statusOf(order.uuid)).toBe('awaiting_payment');
    expect(statusOf(other.uuid)).toBe('awaiting_payment');
  });

  it('settles with the page’s own signed form and returns to the storefront', async () => {
    const app = appWithSecret();
    const order = await cardOrder(app);
    const query = `?returnUrl=${encodeURIComponent('http://shop.test/payment/')}`;
    const paid = await submitPayPage(app, order.uuid, 'confirm', query);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://shop.test/payment/?orderId=${order.uuid}`);
    expect(statusOf(order.uuid)).toBe('paid');
  });
});

describe('the payment secret', () => {
  it('without REFERENCE_PAYMENT_SECRET is generated once and kept in the database', async () => {
    vi.stubEnv('REFERENCE_PAYMENT_SECRET', '');
    const app = createApp(seeded.db, { mediaDir: seeded.mediaDir });
    const stored = () =>
      seeded.db
        .prepare<[], { value: string }>("SELECT value FROM secrets WHERE name = 'payment_secret'")
        .get()?.value;
    const secret = stored();
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    createApp(seeded.db, { mediaDir: seeded.mediaDir });
    expect(stored()).toBe(secret);
    const order = await cardOrder(app);
    const form = await payPageForm(app, order.uuid, 'cancel');
    const expected = createHmac('sha256', secret!)
      .update(`${order.uuid}:${order.totals.total}:cancelled`)
      .digest('hex');
    expect(form.get('signature')).toBe(expected);
    expect((await postPayForm(app, order.uuid, 'cancel', form)).status).toBe(303);
    expect(statusOf(order.uuid)).toBe('cancelled');
  });
});
