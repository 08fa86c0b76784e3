// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';

import { cartResponseSchema, type Cart } from '../../../lib/platform/api/contracts/cart';
import { apiErrorBodySchema } from '../../../lib/platform/api/contracts/common';
import { savedAddressListResponseSchema } from '../../../lib/platform/api/contracts/delivery';
import {
  orderResponseSchema,
  paymentOptionListResponseSchema,
  type Order,
} from '../../../lib/platform/api/contracts/order';
import type { StoreChange } from '../http/store-revalidate';
import { payPageForm, postPayForm } from '../testing/pay-form';
import { call, seededApp, type JsonResponse } from '../testing/seeded-app';

import { DEFAULT_RETURN_URL } from './pay-page';

/** What the store was told through its revalidation webhook. */
const told: StoreChange[] = [];
const { app, db, cleanup } = seededApp({ revalidate: async (change) => void told.push(change) });
afterAll(cleanup);

const CASH = '7d0c5f0e-3b1a-4c56-9a51-1f0e5c1a0001';
const CARD = '7d0c5f0e-3b1a-4c56-9a51-1f0e5c1a0002';
const WALLET = '7d0c5f0e-3b1a-4c56-9a51-1f0e5c1a0003';

type OfferRow = { offer: string; product: string; price: number };
const used = new Set<string>();

/** A fresh unsized offer (never used by an earlier test) with the given stock. */
const offer = (stock = 10, where = '1 = 1'): OfferRow => {
  const taken = [...used].map((id) => `'${id}'`).join(',') || "''";
  const row = db
    .prepare<[], OfferRow>(
      `SELECT o.id AS offer, p.id AS product, p.price FROM offers o JOIN products p ON p.seq = o.product_seq
      WHERE o.size IS NULL AND o.stock > 0 AND p.old_price IS NULL AND o.id NOT IN (${taken}) AND ${where}
      ORDER BY o.rowid LIMIT 1`,
    )
    .get();
  if (!row) throw new Error(`no offer where ${where}`);
  used.add(row.offer);
  db.prepare('UPDATE offers SET stock = ? WHERE id = ?').run(stock, row.offer);
  return row;
};
const GIFT = `p.seq IN (SELECT pc.product_seq FROM product_categories pc JOIN categories c ON c.id = pc.category_id WHERE c.slug = 'podarochnye-sertifikaty')`;
const NOT_GIFT = `p.seq NOT IN (SELECT pc.product_seq FROM product_categories pc JOIN categories c ON c.id = pc.category_id WHERE c.slug = 'podarochnye-sertifikaty')`;

const stockOf = (row: OfferRow) =>
  db.prepare<[string], { stock: number }>('SELECT stock FROM offers WHERE id = ?').get(row.offer)
    ?.stock;
const pointUuid = (): string =>
  db
    .prepare<[], { uuid: string }>(
      `SELECT dp.uuid FROM delivery_points dp JOIN carriers c ON c.uuid = dp.carrier_uuid
      WHERE c.external_id = 'cdek' AND dp.city = 'Москва' ORDER BY dp.rowid LIMIT 1`,
    )
    .get()!.uuid;

/** The session of each cart made here: the storefront sends it with every order call. */
const sessions = new Map<string, string>();
const asCartOf = (cartUuid: unknown): Record<string, string> => {
  const session = typeof cartUuid === 'string' ? sessions.get(cartUuid) : undefined;
  return session ? { 'shop-cart-token': session } : {};
};

const cartCall = (method: string, path: string, session: string, body?: unknown) =>
  call(app, method, `/cart/api/cart${path}`, body, { 'shop-cart-token': session });
const cartOf = (response: JsonResponse): Cart => {
  expect(response.status).toBe(200);
  return cartResponseSchema.parse(response.body).cart;
};

/** A cart with the lines, a pickup point (unless `delivery` is given) and optional pay system. */
async function readyCart(
  lines: [OfferRow, number][],
  options: { delivery?: Record<string, unknown> | null; paySystem?: string } = {},
): Promise<Cart> {
  let session = '';
  let cart: Cart | null = null;
  for (const [row, quantity] of lines) {
    const response = await call(
      app,
      'POST',
      '/cart/api/cart/item',
      { offerUuid: row.offer, productUuid: row.product, quantity },
      session ? { 'shop-cart-token': session } : {},
    );
    cart = cartOf(response);
    session = cart.sessionId!;
  }
  if (!cart) cart = cartOf(await call(app, 'POST', '/cart/api/cart'));
  session = cart.sessionId!;
  const delivery =
    options.delivery === undefined ? { type: 'point', pointUuid: pointUuid() } : options.delivery;
  if (delivery) cart = cartOf(await cartCall('PUT', '/delivery', session, delivery));
  if (options.paySystem) {
    cart = cartOf(
      await cartCall('PATCH', '/pay-system', session, { paySystemUuid: options.paySystem }),
    );
  }
  sessions.set(cart.uuid!, session);
  return cart;
}

const customer = {
  customerName: 'Анна',
  customerSurname: 'Иванова',
  customerPhone: '+7 (916) 123-45-67',
  customerEmail: 'anna@example.ru',
};
let keySeq = 0;
const newKey = () => `key-${Date.now()}-${(keySeq += 1)}`;
const placeOrder = (body: Record<string, unknown>, key: string | null = newKey()) =>
  call(app, 'POST', '/order/api/order', body, {
    ...asCartOf(body.cartUuid),
    ...(key ? { 'Idempotency-Key': key } : {}),
  });
const cartOfOrder = (order: Order) =>
  db
    .prepare<[string], { cart_uuid: string }>('SELECT cart_uuid FROM orders WHERE uuid = ?')
    .get(order.uuid)!.cart_uuid;
/** GET /order/api/order/{uuid} by the cart session that placed it. */
const readOrder = (order: Order) =>
  call(app, 'GET', `/order/api/order/${order.uuid}`, undefined, asCartOf(cartOfOrder(order)));
const orderOf = (response: JsonResponse, status = 201): Order => {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return orderResponseSchema.parse(response.body).order;
};
const errorOf = (response: JsonResponse) => {
  expect(response.status).toBe(422);
  return apiErrorBodySchema.parse(response.body);
};
const countOrders = (cartUuid: string) =>
  db
    .prepare<[string], { n: number }>('SELECT count(*) AS n FROM orders WHERE cart_uuid = ?')
    .get(cartUuid)!.n;

describe('POST /order/api/order', () => {
  it('places the order: lines, totals, stock taken, cart emptied, bonus accrued', async () => {
    const a = offer(5, NOT_GIFT);
    const b = offer(3, NOT_GIFT);
    const cart = await readyCart([
      [a, 2],
      [b, 1],
    ]);
    const order = orderOf(
      await placeOrder({ cartUuid: cart.uuid, ...customer, comment: 'Позвонить' }),
    );
    expect(order.number).toMatch(/^Z-\d{6}$/);
    expect(order.status).toBe('new');
    expect(order.paymentUrl).toBeNull();
    expect(order.paySystem.code).toBe('cash');
    expect(order.items.map((item) => [item.offerUuid, item.quantity, item.price])).toEqual([
      [a.offer, 2, a.price],
      [b.offer, 1, b.price],
    ]);
    const goods = a.price * 2 + b.price;
    expect(order.totals.items).toBe(goods);
    expect(order.totals.total).toBe(goods + order.delivery.cost);
    expect(order.delivery).toMatchObject({ type: 'point', country: 'RU' });
    expect(order.customer).toMatchObject({ name: 'Анна', phone: customer.customerPhone });
    expect(stockOf(a)).toBe(3);
    expect(stockOf(b)).toBe(2);
    const after = cartOf(await cartCall('GET', '', cart.sessionId!));
    expect(after.items).toEqual([]);
    const bonus = db
      .prepare<[string], { owner: string; amount: number; date: string; date_end: string }>(
        'SELECT owner, amount, date, date_end FROM bonus_operations WHERE order_uuid = ?',
      )
      .get(order.uuid)!;
    expect(bonus.owner).toBe(`phone:${customer.customerPhone}`);
    expect(bonus.amount).toBe(Math.round(order.totals.total * 0.05));
    expect(new Date(bonus.date_end).getUTCFullYear()).toBe(
      new Date(bonus.date).getUTCFullYear() + 1,
    );

    const read = orderOf(await readOrder(order), 200);
    expect(read).toEqual(order);
  });

  it('applies the promo discount and removes the code from the cart', async () => {
    const row = offer(5, NOT_GIFT);
    const cart = await readyCart([[row, 1]]);
    cartOf(await cartCall('PUT', '/promocode', cart.sessionId!, { code: 'ZOLOTO10' }));
    const order = orderOf(await placeOrder({ cartUuid: cart.uuid, ...customer }));
    const promo = Math.round(row.price * 0.1);
    expect(order.promocode).toBe('ZOLOTO10');
    expect(Math.abs(order.totals.promo - promo)).toBeLessThanOrEqual(1);
    expect(order.totals.total).toBe(row.price - order.totals.promo + order.delivery.cost);
    const after = cartOf(await cartCall('GET', '', cart.sessionId!));
    expect(after.promocode).toBeNull();
  });

  it('keeps the campaign (utm) the order came with, and refuses unknown or overlong fields', async () => {
    const utmOf = (uuid: string) =>
      db
        .prepare<[string], { utm: string | null }>('SELECT utm FROM orders WHERE uuid = ?')
        .get(uuid)?.utm;
    const row = offer(5, NOT_GIFT);
    const cart = await readyCart([[row, 1]]);
    for (const utm of [{ source: 'x', referrer: 'y' }, { source: 'я'.repeat(201) }]) {
      const error = errorOf(await placeOrder({ cartUuid: cart.uuid, ...customer, utm }));
      expect(Object.keys(error.errors ?? {}).join()).toMatch(/^utm/);
    }
    const utm = {
      source: 'yandex',
      medium: 'cpc',
      campaign: 'кольца-осень',
      term: '',
      content: 'b1',
    };
    const order = orderOf(await placeOrder({ cartUuid: cart.uuid, ...customer, utm }));
    expect(JSON.parse(utmOf(order.uuid)!)).toEqual({
      source: 'yandex',
      medium: 'cpc',
      campaign: 'кольца-осень',
      content: 'b1',
    });
    const plain = await readyCart([[offer(5, NOT_GIFT), 1]]);
    expect(utmOf(orderOf(await placeOrder({ cartUuid: plain.uuid, ...customer })).uuid)).toBeNull();
  });

  it('returns the same order for a repeated Idempotency-Key and never creates a second one', async () => {
    const row = offer(5, NOT_GIFT);
    const cart = await readyCart([[row, 1]]);
    const key = newKey();
    const first = orderOf(await placeOrder({ cartUuid: cart.uuid, ...customer }, key));
    const again = await placeOrder({ cartUuid: cart.uuid, ...customer }, key);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ order: first });
    expect(countOrders(cart.uuid!)).toBe(1);
    expect(stockOf(row)).toBe(4);
  });

  it('creates one order for five concurrent requests with one key', async () => {
    const row = offer(5, NOT_GIFT);
    const cart = await readyCart([[row, 2]]);
    const key = newKey();
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => placeOrder({ cartUuid: cart.uuid, ...customer }, key)),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 200, 200, 201]);
    const numbers = new Set(
      responses.map((response) => orderResponseSchema.parse(response.body).order.number),
    );
    expect(numbers.size).toBe(1);
    expect(countOrders(cart.uuid!)).toBe(1);
    expect(stockOf(row)).toBe(3);
  });

  it('needs the Idempotency-Key header', async () => {
    const error = errorOf(await placeOrder({ cartUuid: 'x', ...customer }, null));
    expect(error.errors?.['idempotency-key']).toEqual(['Не передан Idempotency-Key']);
  });

  it('answers 422 bad_personal_data with Russian field messages', async () => {
    const error = errorOf(
      await placeOrder({
        cartUuid: 'x',
        customerName: ' ',
        customerPhone: '+7 916 123 45 67',
        customerEmail: 'anna@',
      }),
    );
    expect(error.code).toBe('bad_personal_data');
    expect(error.errors).toMatchObject({
      customerName: ['Заполните поле'],
      customerSurname: ['Заполните поле'],
      customerPhone: ['Некорректный номер телефона'],
      customerEmail: ['Введите корректный Email'],
    });
  });

  it('refuses unknown and empty carts', async () => {
    const unknown = await placeOrder({ cartUuid: 'no-such-cart', ...customer });
    expect(unknown.status).toBe(404);
    expect(apiErrorBodySchema.parse(unknown.body).code).toBe('cart_not_found');
    const empty = await readyCart([]);
    expect(errorOf(await placeOrder({ cartUuid: empty.uuid, ...customer })).code).toBe(
      'cart_empty',
    );
  });

  it('answers no_delivery_{type} and delivery_point_not_available', async () => {
    const none = await readyCart([[offer(), 1]], { delivery: null });
    expect(errorOf(await placeOrder({ cartUuid: none.uuid, ...customer })).code).toBe(
      'no_delivery_point',
    );

    const gone = await readyCart([[offer(), 1]], {
      delivery: { type: 'point', pointUuid: 'no-such-point' },
    });
    expect(errorOf(await placeOrder({ cartUuid: gone.uuid, ...customer })).code).toBe(
      'delivery_point_not_available',
    );

    const courier = await readyCart([[offer(), 1]], { delivery: null });
    // A stored carrier delivery without an address (written before the cart rules existed).
    db.prepare('UPDATE carts SET delivery = ? WHERE uuid = ?').run(
      JSON.stringify({
        type: 'carrier',
        pointUuid: null,
        clientAddress: null,
        fias: null,
        postIndex: null,
        cost: 0,
      }),
      courier.uuid,
    );
    expect(errorOf(await placeOrder({ cartUuid: courier.uuid, ...customer })).code).toBe(
      'no_delivery_carrier',
    );
  });

  it('prices courier delivery by post index', async () => {
    const row = offer(5, `p.price < 5000 AND ${NOT_GIFT}`);
    const cart = await readyCart([[row, 1]], {
      delivery: {
        type: 'carrier',
        clientAddress: 'г Москва, ул Тверская, д 1',
        fias: 'f',
        postIndex: '125009',
      },
    });
    const order = orderOf(
      await placeOrder({ cartUuid: cart.uuid, ...customer, deliveryDate: '2026-12-01' }),
    );
    expect(order.delivery).toMatchObject({ type: 'carrier', cost: 300, date: '2026-12-01' });
    expect(order.totals.total).toBe(row.price + 300);
  });

  it('saves the courier address of an order for the cart session (once)', async () => {
    const place = db
      .prepare<[], { fias_id: string; postal_code: string; lat: number }>(
        'SELECT fias_id, postal_code, lat FROM address_dataset WHERE postal_code IS NOT NULL LIMIT 1',
      )
      .get();
    if (!place) throw new Error('empty address dataset');
    const delivery = {
      type: 'carrier',
      clientAddress: 'г Москва, ул Тверская, д 1, кв 7',
      fias: place.fias_id,
      postIndex: place.postal_code,
    };
    const cart = await readyCart([[offer(5, NOT_GIFT), 1]], { delivery });
    const session = cart.sessionId!;
    // The storefront sends the cart session with every call; the address is saved for it.
    const orderAs = (token: string, body: Record<string, unknown>) =>
      call(app, 'POST', '/order/api/order', body, {
        'Idempotency-Key': newKey(),
        'shop-cart-token': token,
      });
    orderOf(await orderAs(session, { cartUuid: cart.uuid, ...customer }));
    const list = async () =>
      savedAddressListResponseSchema.parse(
        (
          await call(
            app,
            'POST',
            '/delivery/api/delivery/address/ext-list',
            {},
            {
              'shop-cart-token': session,
            },
          )
        ).body,
      ).items;
    expect(await list()).toEqual([
      expect.objectContaining({
        full_address: 'г Москва, ул Тверская, д 1, кв 7',
        flat: '7',
        fias: place.fias_id,
        lat: place.lat,
      }),
    ]);

    // A second order to the same address does not list it twice.
    const row = offer(5, NOT_GIFT);
    await cartCall('POST', '/item', session, { offerUuid: row.offer, productUuid: row.product });
    await cartCall('PUT', '/delivery', session, delivery);
    orderOf(await orderAs(session, { cartUuid: cart.uuid, ...customer }));
    expect(await list()).toHaveLength(1);
  });

  it('refuses a cart whose stock ran out', async () => {
    const row = offer(2);
    const cart = await readyCart([[row, 2]]);
    db.prepare('UPDATE offers SET stock = 1 WHERE id = ?').run(row.offer);
    expect(errorOf(await placeOrder({ cartUuid: cart.uuid, ...customer })).code).toBe(
      'not_enough_stock',
    );
    expect(countOrders(cart.uuid!)).toBe(0);
  });
});

describe('card payment stand-in', () => {
  const payFlow = async (action: 'confirm' | 'cancel', returnUrl?: string) => {
    const row = offer(5, NOT_GIFT);
    const cart = await readyCart([[row, 1]], { paySystem: CARD });
    const order = orderOf(await placeOrder({ cartUuid: cart.uuid, ...customer }));
    expect(order.status).toBe('awaiting_payment');
    expect(order.paymentUrl).toBe(`http://localhost/order/pay/${order.uuid}`);
    const query = returnUrl ? `?returnUrl=${encodeURIComponent(returnUrl)}` : '';
    const page = await app.request(`/order/pay/${order.uuid}${query}`);
    const html = await page.text();
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('Оплатить');
    expect(html).toContain('Отменить');
    // the page's own signed form, as the shopper submits it (payment-callback.test.ts: the rules)
    const form = await payPageForm(app, order.uuid, action, query);
    expect(form.get('returnUrl')).toBe(returnUrl ?? DEFAULT_RETURN_URL);
    const response = await postPayForm(app, order.uuid, action, form);
    expect(response.status).toBe(303);
    return { order, row, location: response.headers.get('location') };
  };

  it('«Оплатить» marks the order paid and returns to the storefront', async () => {
    const { order, location } = await payFlow('confirm', 'http://shop.test/payment/');
    expect(location).toBe(`http://shop.test/payment/?orderId=${order.uuid}`);
    const read = orderOf(await readOrder(order), 200);
    expect(read.status).toBe('paid');
    expect(read.paymentUrl).toBeNull();
  });

  it('«Отменить» cancels, gives the stock back and drops the bonus; default return URL', async () => {
    const { order, row, location } = await payFlow('cancel');
    expect(location).toBe(`${DEFAULT_RETURN_URL}?orderId=${order.uuid}`);
    const read = orderOf(await readOrder(order), 200);
    expect(read.status).toBe('cancelled');
    expect(stockOf(row)).toBe(5);
    expect(
      db.prepare('SELECT 1 FROM bonus_operations WHERE order_uuid = ?').get(order.uuid),
    ).toBeUndefined();
  });

  it('GET of an unknown order is 404', async () => {
    expect((await call(app, 'GET', '/order/api/order/nope')).status).toBe(404);
  });
});

describe('GET /order/api/payment-system/available/{cartUuid}', () => {
  const options = async (cart: Cart) => {
    const response = await call(
      app,
      'GET',
      `/order/api/payment-system/available/${cart.uuid}`,
      undefined,
      asCartOf(cart.uuid),
    );
    expect(response.status).toBe(200);
    return paymentOptionListResponseSchema.parse(response.body).items;
  };

  it('lists cash (default), card and wallet for a Russian delivery', async () => {
    const items = await options(await readyCart([[offer(5, NOT_GIFT), 1]]));
    expect(items.map((item) => [item.code, item.isDefault])).toEqual([
      ['cash', true],
      ['card', false],
      ['wallet', false],
    ]);
    expect(items[0]?.merchantCode).toBe('cash-merchant');
  });

  it('keeps only the default for a foreign-country delivery', async () => {
    const cart = await readyCart([[offer(5, NOT_GIFT), 1]], {
      delivery: { type: 'carrier', clientAddress: 'Минск, пр-т Независимости, 1', country: 'by' },
    });
    expect((await options(cart)).map((item) => item.uuid)).toEqual([CASH]);
  });

  it('drops the default and the wallet for gift cards, and refuses ordering with them', async () => {
    const cart = await readyCart([[offer(5, GIFT), 1]], { paySystem: WALLET });
    expect((await options(cart)).map((item) => item.uuid)).toEqual([CARD]);
    expect(errorOf(await placeOrder({ cartUuid: cart.uuid, ...customer })).code).toBe(
      'pay_system_not_available',
    );
  });

  it('is 404 for an unknown cart', async () => {
    expect((await call(app, 'GET', '/order/api/payment-system/available/nope')).status).toBe(404);
  });
});

describe('the store is told when orders change stock', () => {
  const slugOf = (row: OfferRow) =>
    db
      .prepare<[string], { slug: string }>('SELECT slug FROM products WHERE id = ?')
      .get(row.product)!.slug;

  it('an order that takes the last piece tells its product; the rest and a replay tell nothing', async () => {
    const a = offer(1, NOT_GIFT);
    const b = offer(4, NOT_GIFT);
    const cart = await readyCart([
      [a, 1],
      [b, 1],
    ]);
    told.length = 0;
    const key = newKey();
    orderOf(await placeOrder({ cartUuid: cart.uuid, ...customer }, key));
    expect(stockOf(a)).toBe(0);
    expect(stockOf(b)).toBe(3);
    // b still has pieces: nothing the store shows of it changed
    expect(told).toEqual([{ tags: [`product:${slugOf(a)}`, 'product-lists'] }]);
    orderOf(await placeOrder({ cartUuid: cart.uuid, ...customer }, key), 200);
    expect(told).toHaveLength(1);

    const other = await readyCart([[b, 2]]);
    orderOf(await placeOrder({ cartUuid: other.uuid, ...customer }));
    expect(stockOf(b)).toBe(1);
    expect(told).toHaveLength(1);
  });

  it('a cancelled card payment gives the stock back and says so', async () => {
    const row = offer(1, NOT_GIFT);
    const cart = await readyCart([[row, 1]], { paySystem: CARD });
    const order = orderOf(await placeOrder({ cartUuid: cart.uuid, ...customer }));
    told.length = 0;
    const form = await payPageForm(app, order.uuid, 'cancel', '');
    expect((await postPayForm(app, order.uuid, 'cancel', form)).status).toBe(303);
    expect(stockOf(row)).toBe(1);
    expect(told).toEqual([{ tags: [`product:${slugOf(row)}`, 'product-lists'] }]);
  });
});
