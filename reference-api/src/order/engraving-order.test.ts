// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';

import { userOrdersResponseSchema } from '../../../lib/platform/api/contracts/account';
import { cartResponseSchema, type Cart } from '../../../lib/platform/api/contracts/cart';
import { legacyOrderResponseSchema } from '../../../lib/platform/api/contracts/legacy-checkout';
import { orderResponseSchema, type Order } from '../../../lib/platform/api/contracts/order';
import { accountsTestApp, signIn } from '../core/test-helpers';
import { call, type JsonResponse } from '../testing/seeded-app';

const t = accountsTestApp();
afterAll(t.cleanup);
const { db } = t;
const app = t.accountsApp;

type OfferRow = { offer: string; product: string; price: number };
const used = new Set<string>();

/** A fresh wedding-ring offer without an old price and with stock. */
const ring = (): OfferRow => {
  const taken = [...used].map((id) => `'${id}'`).join(',') || "''";
  const row = db
    .prepare<[], OfferRow>(
      `SELECT o.id AS offer, p.id AS product, p.price FROM offers o JOIN products p ON p.seq = o.product_seq
      WHERE p.old_price IS NULL AND o.size IS NOT NULL AND o.size <> '' AND o.id NOT IN (${taken})
      AND p.seq IN (SELECT pc.product_seq FROM product_categories pc
        JOIN categories c ON c.id = pc.category_id WHERE c.slug = 'obruchalnye-kolca')
      ORDER BY o.rowid LIMIT 1`,
    )
    .get();
  if (!row) throw new Error('no wedding ring left');
  used.add(row.offer);
  db.prepare('UPDATE offers SET stock = 10 WHERE id = ?').run(row.offer);
  return row;
};
const cdekPoint = () =>
  db
    .prepare<[], { uuid: string }>(
      `SELECT dp.uuid FROM delivery_points dp JOIN carriers c ON c.uuid = dp.carrier_uuid
      WHERE c.external_id = 'cdek' AND dp.city = 'Москва' ORDER BY dp.rowid LIMIT 1`,
    )
    .get()!;

const LOVE = { text: 'Навсегда', font: 'script' } as const;
const customer = {
  customerName: 'Анна',
  customerSurname: 'Иванова',
  customerPhone: '+7 (955) 300-40-50',
};

const cartOf = (response: JsonResponse): Cart => {
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return cartResponseSchema.parse(response.body).cart;
};
const add = (session: string | null, row: OfferRow, engraving?: object, quantity = 1) =>
  call(
    app,
    'POST',
    '/cart/api/cart/item',
    { offerUuid: row.offer, productUuid: row.product, quantity, engraving },
    session ? { 'shop-cart-token': session } : {},
  );

/** A cart session with the lines and a СДЭК point in Moscow. */
async function readyCart(lines: [OfferRow, object | undefined, number][]): Promise<Cart> {
  let session: string | null = null;
  for (const [row, engraving, quantity] of lines) {
    session = cartOf(await add(session, row, engraving, quantity)).sessionId;
  }
  return cartOf(
    await call(
      app,
      'PUT',
      '/cart/api/cart/delivery',
      { type: 'point', pointUuid: cdekPoint().uuid },
      { 'shop-cart-token': session! },
    ),
  );
}
const order = (cart: Cart, key: string, extra: object = {}) =>
  call(
    app,
    'POST',
    '/order/api/order',
    { cartUuid: cart.uuid, ...customer, ...extra },
    { 'shop-cart-token': cart.sessionId!, 'Idempotency-Key': key },
  );
const placed = (response: JsonResponse, status = 201): Order => {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return orderResponseSchema.parse(response.body).order;
};
const ordersOfCart = (cartUuid: string) =>
  db
    .prepare<[string], { n: number }>('SELECT count(*) AS n FROM orders WHERE cart_uuid = ?')
    .get(cartUuid)!.n;

describe('engraving in the order', () => {
  it('carries the engraving and its price into the order, its totals and its reads', async () => {
    const row = ring();
    const cart = await readyCart([[row, LOVE, 1]]);
    const created = placed(await order(cart, 'engr-1'));
    expect(created.items).toHaveLength(1);
    expect(created.items[0]).toMatchObject({
      offerUuid: row.offer,
      price: row.price,
      cost: row.price + 1500,
      engraving: { ...LOVE, price: 1500 },
    });
    const delivery = created.delivery.cost;
    expect(created.totals).toMatchObject({
      items: row.price + 1500,
      promo: 0,
      delivery,
      total: row.price + 1500 + delivery,
    });
    const read = await call(app, 'GET', `/order/api/order/${created.uuid}`, undefined, {
      'shop-cart-token': cart.sessionId!,
    });
    expect(orderResponseSchema.parse(read.body).order).toEqual(created);

    // the account's order list reads the same order
    const { access_token } = await signIn(app, t.logs, customer.customerPhone);
    const mine = userOrdersResponseSchema.parse(
      (await call(app, 'GET', '/main/user/order', undefined, { token: access_token })).body,
    );
    expect(mine.data.find((item) => item.uuid === created.uuid)?.items[0]?.engraving).toEqual({
      ...LOVE,
      price: 1500,
    });
  });

  it('orders a pair with the engraving free', async () => {
    const engraved = ring();
    const plain = ring();
    const cart = await readyCart([
      [engraved, LOVE, 1],
      [plain, undefined, 1],
    ]);
    const created = placed(await order(cart, 'engr-2'));
    expect(created.items.map((item) => item.engraving)).toEqual([{ ...LOVE, price: 0 }, null]);
    expect(created.totals.items).toBe(engraved.price + plain.price);
  });

  it('answers a replayed key with its order, whatever the cart’s engravings became since', async () => {
    const row = ring();
    const cart = await readyCart([[row, LOVE, 1]]);
    const first = placed(await order(cart, 'engr-3'));
    // the shopper engraves another ring into the (now empty) cart: the key still names its order
    cartOf(await add(cart.sessionId, row, { text: 'Вместе', font: 'classic' }));
    const replay = placed(await order(cart, 'engr-3'), 200);
    expect(replay).toEqual(first);
    // as does a replay with another body
    expect(placed(await order(cart, 'engr-3', { comment: 'Другое' }), 200)).toEqual(first);
    expect(ordersOfCart(cart.uuid!)).toBe(1);
    const left = cartOf(
      await call(app, 'GET', '/cart/api/cart', undefined, { 'shop-cart-token': cart.sessionId! }),
    );
    expect(left.items.map((item) => item.engraving?.text)).toEqual(['Вместе']);
    // a new key orders the new line with its own engraving
    const second = placed(await order(cart, 'engr-4'));
    expect(second.items[0]?.engraving).toEqual({ text: 'Вместе', font: 'classic', price: 1500 });
  });

  it('carries the engraving through the legacy checkout', async () => {
    const row = ring();
    const cart = await readyCart([[row, LOVE, 1]]);
    const response = await call(
      app,
      'POST',
      '/main/orders/order',
      {
        delivery: { delivery_type: 'pvz', pvz_id: cdekPoint().uuid },
        personal_data: {
          email: 'anna@example.ru',
          name: 'Анна',
          surname: 'Иванова',
          phone_number: customer.customerPhone,
        },
        payment_type: 2,
      },
      { 'shop-cart-token': cart.sessionId!, 'Idempotency-Key': 'engr-legacy-1' },
    );
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const { id } = response.body as { id: string };
    const legacy = legacyOrderResponseSchema.parse(
      (
        await call(app, 'GET', `/main/orders/order/${id}`, undefined, {
          'shop-cart-token': cart.sessionId!,
        })
      ).body,
    ).order;
    expect(legacy.products[0]).toMatchObject({ price: row.price, total: row.price + 1500 });
    expect(legacy.summary.total).toBe(row.price + 1500 + legacy.delivery.price);
    const read = await call(app, 'GET', `/order/api/order/${id}`, undefined, {
      'shop-cart-token': cart.sessionId!,
    });
    expect(orderResponseSchema.parse(read.body).order.items[0]?.engraving).toEqual({
      ...LOVE,
      price: 1500,
    });
  });
});
