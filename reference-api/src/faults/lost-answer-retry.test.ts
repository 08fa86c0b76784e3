// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { createServiceClient } from '../../../lib/platform/api/client';
import { cartResponseSchema, type Cart } from '../../../lib/platform/api/contracts/cart';
import { orderResponseSchema } from '../../../lib/platform/api/contracts/order';
import { ApiError } from '../../../lib/platform/api/errors';
import { call, seededApp } from '../testing/seeded-app';

import { serveForTest } from './serve-for-test';

/**
 * The real storefront client against the real reference API over HTTP, with the answer of a write
 * lost on the way back (`drop-after`): what a flaky mobile network does to "Оформить заказ".
 */
const { app, db, cleanup } = seededApp();
let server: Awaited<ReturnType<typeof serveForTest>>;
beforeAll(async () => {
  vi.stubEnv('REFERENCE_API_FAULTS', '1');
  server = await serveForTest(app);
});
afterAll(async () => {
  await server.close();
  cleanup();
  vi.unstubAllEnvs();
});

const clientOf = (service: 'order' | 'cart') =>
  createServiceClient(service, { baseURL: `${server.url}/${service}`, timeoutMs: 5000 });

const count = (sql: string, ...params: string[]) =>
  db.prepare<string[], { n: number }>(sql).get(...params)!.n;

/** A cart with one in-stock line and a pickup point: ready to be ordered. */
async function readyCart(): Promise<Cart> {
  const row = db
    .prepare<[], { offer: string; product: string }>(
      `SELECT o.id AS offer, p.id AS product FROM offers o JOIN products p ON p.seq = o.product_seq
      WHERE o.size IS NULL AND o.stock > 2 ORDER BY o.rowid LIMIT 1`,
    )
    .get()!;
  const added = await call(app, 'POST', '/cart/api/cart/item', {
    offerUuid: row.offer,
    productUuid: row.product,
    quantity: 1,
  });
  const session = cartResponseSchema.parse(added.body).cart.sessionId!;
  const point = db
    .prepare<[], { uuid: string }>('SELECT uuid FROM delivery_points ORDER BY rowid LIMIT 1')
    .get()!.uuid;
  const ready = await call(
    app,
    'PUT',
    '/cart/api/cart/delivery',
    { type: 'point', pointUuid: point },
    { 'shop-cart-token': session },
  );
  expect(ready.status, JSON.stringify(ready.body)).toBe(200);
  return cartResponseSchema.parse(ready.body).cart;
}

describe('a write whose answer is lost (drop-after)', () => {
  it('an order POST is retried with the same Idempotency-Key: exactly one order exists', async () => {
    const cart = await readyCart();
    await call(app, 'POST', '/__faults', {
      service: 'order',
      path: '/api/order',
      method: 'POST',
      kind: 'drop-after',
      count: 1,
    });
    const body = {
      cartUuid: cart.uuid,
      customerName: 'Анна',
      customerSurname: 'Иванова',
      customerPhone: '+7 (916) 123-45-67',
      customerEmail: 'anna@example.ru',
    };
    const response = await clientOf('order').post('/api/order', body, {
      idempotencyKey: 'lost-answer-1',
      // the cart's own session: only it may order the cart
      headers: { 'shop-cart-token': cart.sessionId! },
    });
    // 200, not 201: the retry found the order the lost attempt had placed under the same key.
    expect(response.status).toBe(200);
    const order = orderResponseSchema.parse(response.data).order;
    expect(count('SELECT count(*) AS n FROM orders WHERE cart_uuid = ?', cart.uuid!)).toBe(1);
    expect(
      count('SELECT count(*) AS n FROM orders WHERE idempotency_key = ?', 'lost-answer-1'),
    ).toBe(1);
    expect(count('SELECT count(*) AS n FROM order_items WHERE order_uuid = ?', order.uuid)).toBe(1);
    expect((await call(app, 'GET', '/__faults')).body).toEqual({ faults: [] });
  });

  it('a POST without an idempotency key is never retried blindly: one attempt, one write', async () => {
    const carts = () => count('SELECT count(*) AS n FROM carts');
    const before = carts();
    await call(app, 'POST', '/__faults', {
      service: 'cart',
      path: '/api/cart',
      method: 'POST',
      kind: 'drop-after',
      count: 4,
    });
    const error = await clientOf('cart')
      .post('/api/cart')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBeNull();
    expect(carts()).toBe(before + 1);
    expect((await call(app, 'GET', '/__faults')).body).toMatchObject({
      faults: [{ remaining: 3 }],
    });
    await call(app, 'DELETE', '/__faults');
  });
});
