// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { cartResponseSchema, type Cart } from '../../../lib/platform/api/contracts/cart';
import { apiErrorBodySchema } from '../../../lib/platform/api/contracts/common';
import {
  legacyCreatedOrderSchema,
  legacyOrderResponseSchema,
  paymentStatusSchema,
} from '../../../lib/platform/api/contracts/legacy-checkout';
import { orderResponseSchema, type Order } from '../../../lib/platform/api/contracts/order';
import { accountsTestApp, signIn } from '../core/test-helpers';
import { call, type JsonResponse } from '../testing/seeded-app';

/**
 * An order is read only by the cart session that placed it or by its customer (the
 * phone it was placed with); a cart is ordered and its payment options listed only by its own
 * session. Everyone else learns nothing: the answer is the one of an unknown order or cart.
 */
const t = accountsTestApp();
afterAll(t.cleanup);
const app = t.accountsApp;

const OWNER_PHONE = '+7 (916) 700-00-01';
const OTHER_PHONE = '+7 (916) 700-00-02';

type Offer = { offer: string; product: string };
let offerIndex = 0;
/** A fresh in-stock unsized offer (not a gift card) per call. */
function offer(): Offer {
  const row = t.db
    .prepare<[number], Offer>(
      `SELECT o.id AS offer, p.id AS product FROM offers o JOIN products p ON p.seq = o.product_seq
      WHERE o.size IS NULL AND p.seq NOT IN (SELECT pc.product_seq FROM product_categories pc
      JOIN categories c ON c.id = pc.category_id WHERE c.slug = 'podarochnye-sertifikaty')
      ORDER BY o.rowid LIMIT 1 OFFSET ?`,
    )
    .get(400 + offerIndex++)!;
  t.db.prepare('UPDATE offers SET stock = 10 WHERE id = ?').run(row.offer);
  return row;
}
const stockOf = (row: Offer) =>
  t.db.prepare<[string], { stock: number }>('SELECT stock FROM offers WHERE id = ?').get(row.offer)!
    .stock;
const pointUuid = () =>
  t.db.prepare<[], { uuid: string }>('SELECT uuid FROM delivery_points LIMIT 1').get()!.uuid;
const countOrders = () =>
  t.db.prepare<[], { n: number }>('SELECT count(*) AS n FROM orders').get()!.n;

const asCart = (session: string) => ({ 'shop-cart-token': session });

/** A cart session with one line and a pickup point, ready to be ordered. */
async function readyCart(row: Offer = offer()): Promise<Cart> {
  const added = await call(app, 'POST', '/cart/api/cart/item', {
    offerUuid: row.offer,
    productUuid: row.product,
    quantity: 1,
  });
  const session = cartResponseSchema.parse(added.body).cart.sessionId!;
  const ready = await call(
    app,
    'PUT',
    '/cart/api/cart/delivery',
    { type: 'point', pointUuid: pointUuid() },
    asCart(session),
  );
  expect(ready.status, JSON.stringify(ready.body)).toBe(200);
  return cartResponseSchema.parse(ready.body).cart;
}

let keys = 0;
const customer = (phone: string) => ({
  customerName: 'Анна',
  customerSurname: 'Иванова',
  customerPhone: phone,
});
const placeOrder = (cartUuid: string, headers: Record<string, string>, key = `k-${++keys}`) =>
  call(
    app,
    'POST',
    '/order/api/order',
    { cartUuid, ...customer(OWNER_PHONE) },
    {
      'idempotency-key': key,
      ...headers,
    },
  );

const expectNotFound = (response: JsonResponse, code: string) => {
  expect(response.status, JSON.stringify(response.body)).toBe(404);
  expect(apiErrorBodySchema.parse(response.body).code).toBe(code);
};

let placed: { order: Order; session: string; cart: Cart };
let owner: { access: string; profile: string };
let stranger: { access: string; profile: string };
let otherSession: string;

beforeAll(async () => {
  const signedOwner = await signIn(app, t.logs, OWNER_PHONE);
  owner = { access: signedOwner.access_token, profile: signedOwner.profileToken };
  const signedStranger = await signIn(app, t.logs, OTHER_PHONE);
  stranger = { access: signedStranger.access_token, profile: signedStranger.profileToken };
  const cart = await readyCart();
  const response = await placeOrder(cart.uuid!, asCart(cart.sessionId!));
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  placed = {
    order: orderResponseSchema.parse(response.body).order,
    session: cart.sessionId!,
    cart,
  };
  otherSession = (await readyCart()).sessionId!;
});

/** The three read paths of an order, each by what it is reached with. */
const READ_PATHS: { name: string; path: (order: Order) => string }[] = [
  { name: 'GET /order/api/order/{uuid}', path: (order) => `/order/api/order/${order.uuid}` },
  { name: 'GET /main/orders/order/{uuid}', path: (order) => `/main/orders/order/${order.uuid}` },
  {
    name: 'GET /main/orders/order/{number}',
    path: (order) => `/main/orders/order/${order.number}`,
  },
  {
    name: 'GET /main/get_status?order_id={uuid}',
    path: (order) => `/main/get_status?order_id=${order.uuid}`,
  },
  {
    name: 'GET /main/get_status?order_id={digits}',
    path: (order) => `/main/get_status?order_id=${order.number.replace(/^Z-/, '')}`,
  },
];

describe.each(READ_PATHS)('$name', ({ path }) => {
  const read = (headers: Record<string, string> = {}) =>
    call(app, 'GET', path(placed.order), undefined, headers);

  it('answers the cart session that placed the order', async () => {
    expect((await read(asCart(placed.session))).status).toBe(200);
  });

  it('answers its customer: profile token, access token header, access token as bearer', async () => {
    expect((await read({ authorization: `Bearer ${owner.profile}` })).status).toBe(200);
    expect((await read({ token: owner.access })).status).toBe(200);
    expect((await read({ authorization: `Bearer ${owner.access}` })).status).toBe(200);
  });

  it('is the 404 of an unknown order for a guest, another cart session, another customer', async () => {
    const unknown = await call(
      app,
      'GET',
      path({ ...placed.order, uuid: 'x', number: 'Z-999999' }),
    );
    expectNotFound(unknown, 'order_not_found');
    const strangers: Record<string, string>[] = [
      {},
      asCart(otherSession),
      asCart('no-such-session'),
      { authorization: `Bearer ${stranger.profile}` },
      { token: stranger.access },
      { token: 'forged', authorization: 'Bearer forged' },
    ];
    for (const headers of strangers) {
      const refused = await read(headers);
      expectNotFound(refused, 'order_not_found');
      expect(refused.body).toEqual(unknown.body);
    }
  });
});

describe('GET /main/get_status', () => {
  it('answers only what the payment page needs', async () => {
    const response = await call(
      app,
      'GET',
      `/main/get_status?order_id=${placed.order.uuid}`,
      undefined,
      asCart(placed.session),
    );
    expect(Object.keys(response.body as object).sort()).toEqual([
      'number',
      'order_id',
      'payment_url',
      'status',
    ]);
    expect(paymentStatusSchema.parse(response.body).order_id).toBe(placed.order.uuid);
  });
});

describe('GET /main/orders/order/{id}', () => {
  it('finds the order by its number too, for its own session', async () => {
    const response = await call(
      app,
      'GET',
      `/main/orders/order/${placed.order.number}`,
      undefined,
      asCart(placed.session),
    );
    expect(legacyOrderResponseSchema.parse(response.body).order.id).toBe(placed.order.uuid);
  });
});

describe('POST /order/api/order needs the cart’s own session', () => {
  it('refuses a guest and another cart session with cart_not_found and changes nothing', async () => {
    const row = offer();
    const cart = await readyCart(row);
    const before = countOrders();
    for (const headers of [{}, asCart(otherSession), asCart('no-such-session')]) {
      expectNotFound(await placeOrder(cart.uuid!, headers), 'cart_not_found');
    }
    expect(countOrders()).toBe(before);
    expect(stockOf(row)).toBe(10);
    const own = await placeOrder(cart.uuid!, asCart(cart.sessionId!));
    expect(own.status).toBe(201);
  });

  it('a replayed key does not answer another cart’s order', async () => {
    const cart = await readyCart();
    const key = `replay-${++keys}`;
    const first = await placeOrder(cart.uuid!, asCart(cart.sessionId!), key);
    expect(first.status).toBe(201);
    const replay = await placeOrder(cart.uuid!, asCart(otherSession), key);
    expectNotFound(replay, 'cart_not_found');
    expect(JSON.stringify(replay.body)).not.toContain(
      orderResponseSchema.parse(first.body).order.uuid,
    );
    const again = await placeOrder(cart.uuid!, asCart(cart.sessionId!), key);
    expect(again.status).toBe(200);
  });
});

describe('POST /main/orders/order orders the session’s own cart', () => {
  const body = () => ({
    delivery: { delivery_type: 'pvz', pvz_id: pointUuid() },
    personal_data: {
      email: 'anna@example.ru',
      name: 'Анна',
      surname: 'Иванова',
      phone_number: OWNER_PHONE,
    },
    payment_type: 2,
  });
  const post = (headers: Record<string, string>, key: string) =>
    call(app, 'POST', '/main/orders/order', body(), { 'idempotency-key': key, ...headers });

  it('without a session is cart_not_found; another session’s replayed key finds nothing', async () => {
    const key = `legacy-${++keys}`;
    expectNotFound(await post({}, key), 'cart_not_found');
    const cart = await readyCart();
    const first = await post(asCart(cart.sessionId!), key);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const created = legacyCreatedOrderSchema.parse(first.body);
    // another shopper's session (its cart emptied by an order of its own) sends the same key
    const emptied = await readyCart();
    expect((await post(asCart(emptied.sessionId!), `own-${key}`)).status).toBe(201);
    const replay = await post(asCart(emptied.sessionId!), key);
    expect(replay.status).toBe(422);
    expect(apiErrorBodySchema.parse(replay.body).code).toBe('cart_empty');
    expect(JSON.stringify(replay.body)).not.toContain(created.id);
  });
});

describe('GET /order/api/payment-system/available/{cartUuid}', () => {
  it('lists the options for the cart’s own session only', async () => {
    const path = `/order/api/payment-system/available/${placed.cart.uuid}`;
    expect((await call(app, 'GET', path, undefined, asCart(placed.session))).status).toBe(200);
    const others: Record<string, string>[] = [
      {},
      asCart(otherSession),
      { authorization: `Bearer ${owner.profile}` },
    ];
    for (const headers of others) {
      expectNotFound(await call(app, 'GET', path, undefined, headers), 'cart_not_found');
    }
  });
});
