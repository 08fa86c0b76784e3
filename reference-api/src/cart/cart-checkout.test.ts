// @vitest-environment node
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

import {
  cartResponseSchema,
  paySystemListResponseSchema,
  type Cart,
} from '../../../lib/platform/api/contracts/cart';
import { apiErrorBodySchema } from '../../../lib/platform/api/contracts/common';
import { call, seededApp, type JsonResponse } from '../testing/seeded-app';

const { app, db, cleanup } = seededApp();
afterAll(cleanup);
afterEach(() => {
  vi.unstubAllEnvs();
});

type OfferRow = { offer: string; product: string; price: number; old_price: number | null };
const used = new Set<string>();

/** A fresh unsized offer (never one an earlier test touched) with its stock set to `stock`. */
const offer = (where: string, stock = 10): OfferRow => {
  const taken = [...used].map((id) => `'${id}'`).join(',') || "''";
  const row = db
    .prepare<[], OfferRow>(
      `SELECT o.id AS offer, p.id AS product, p.price, p.old_price
      FROM offers o JOIN products p ON p.seq = o.product_seq
      WHERE o.size IS NULL AND o.stock > 0 AND o.id NOT IN (${taken}) AND ${where}
      ORDER BY o.rowid LIMIT 1`,
    )
    .get();
  if (!row) throw new Error(`no offer where ${where}`);
  used.add(row.offer);
  setStock(row, stock);
  return row;
};
const setStock = (row: OfferRow, stock: number) =>
  db.prepare('UPDATE offers SET stock = ? WHERE id = ?').run(stock, row.offer);
const PLAIN = 'p.old_price IS NULL';
const DISCOUNTED = 'p.old_price IS NOT NULL';

const cartCall = (method: string, path: string, session: string | null, body?: unknown) =>
  call(app, method, `/cart/api/cart${path}`, body, session ? { 'shop-cart-token': session } : {});
const cartOf = (response: JsonResponse): Cart => {
  expect(response.status).toBe(200);
  return cartResponseSchema.parse(response.body).cart;
};
const errorsOf = (response: JsonResponse) => apiErrorBodySchema.parse(response.body);
const add = async (session: string | null, row: OfferRow, quantity = 1) =>
  cartOf(
    await cartCall('POST', '/item', session, {
      offerUuid: row.offer,
      productUuid: row.product,
      quantity,
    }),
  );
/** A new cart holding the given lines. */
const cartWith = async (...lines: [OfferRow, number][]): Promise<Cart> => {
  let cart: Cart | null = null;
  for (const [row, quantity] of lines) cart = await add(cart?.sessionId ?? null, row, quantity);
  if (!cart) throw new Error('no lines');
  return cart;
};
const session = (cart: Cart): string => cart.sessionId ?? '';
const lineId = (cart: Cart, index = 0): string => cart.items[index]?.uuid ?? '';
const promo = (cart: Cart, code: unknown) => cartCall('PUT', '/promocode', session(cart), { code });
const expect422 = (response: JsonResponse, field: string, message: string) => {
  expect(response.status).toBe(422);
  expect(errorsOf(response).errors?.[field]).toEqual([message]);
};

describe('cart sessions', () => {
  it('answers 404 cart_not_found on writes without a known session', async () => {
    const writes: [string, string, unknown?][] = [
      ['PUT', '', {}],
      ['DELETE', ''],
      ['DELETE', '/item/x'],
      ['PATCH', '/item/increase/x'],
      ['PATCH', '/item/decrease/x'],
      ['DELETE', '/clear-out-of-stock'],
      ['PUT', '/promocode', { code: 'ZOLOTO10' }],
      ['DELETE', '/promocode'],
      ['PATCH', '/pay-system', { paySystemUuid: 'x' }],
      ['DELETE', '/pay-system'],
      ['PUT', '/order', { itemsUuid: ['x'] }],
      ['PUT', '/delivery', { type: 'shop' }],
      ['DELETE', '/delivery'],
    ];
    for (const [method, path, body] of writes) {
      for (const token of [null, 'unknown-session']) {
        const response = await cartCall(method, path, token, body);
        expect(response.status, `${method} ${path}`).toBe(404);
        expect(errorsOf(response).code).toBe('cart_not_found');
      }
    }
  });

  it('puts the cart (header or body sessionId) with live prices', async () => {
    const row = offer(PLAIN);
    const cart = await cartWith([row, 2]);
    db.prepare('UPDATE products SET price = price + 100 WHERE id = ?').run(row.product);
    const put = cartOf(await cartCall('PUT', '', session(cart), {}));
    expect(put.items[0]).toMatchObject({ price: row.price + 100, cost: (row.price + 100) * 2 });
    const byBody = cartOf(await cartCall('PUT', '', null, { sessionId: session(cart) }));
    expect(byBody.uuid).toBe(cart.uuid);
    db.prepare('UPDATE products SET price = ? WHERE id = ?').run(row.price, row.product);
  });

  it('clears every line with DELETE /api/cart, keeping the session and pay system', async () => {
    const cart = await cartWith([offer(PLAIN), 1], [offer(DISCOUNTED), 2]);
    const [card] = paySystemListResponseSchema
      .parse((await cartCall('GET', '/pay-system', null)).body)
      .items.filter((item) => item.code === 'card');
    await cartCall('PATCH', '/pay-system', session(cart), { paySystemUuid: card?.uuid });
    cartOf(await promo(cart, 'ZOLOTO10'));
    const cleared = cartOf(await cartCall('DELETE', '', session(cart)));
    expect(cleared).toMatchObject({
      uuid: cart.uuid,
      sessionId: cart.sessionId,
      items: [],
      canOrder: false,
      promocode: null,
      adjustments: [],
      totals: { quantity: 0, items: 0, discount: 0, total: 0, saving: 0 },
    });
    expect(cleared.paySystem?.uuid).toBe(card?.uuid);
    expect(cleared.notices).toBeUndefined();
  });
});

describe('item quantities', () => {
  it('increases up to the stock and decreases down to 1', async () => {
    const row = offer(PLAIN, 2);
    const cart = await cartWith([row, 1]);
    const line = lineId(cart);
    const up = cartOf(await cartCall('PATCH', `/item/increase/${line}`, session(cart)));
    expect(up.items[0]).toMatchObject({ quantity: 2, cost: row.price * 2 });
    expect(up.totals.quantity).toBe(2);
    const tooMany = await cartCall('PATCH', `/item/increase/${line}`, session(cart));
    expect422(tooMany, 'quantity', 'Больше нет в наличии');
    expect(errorsOf(tooMany).code).toBe('not_enough_stock');
    const down = cartOf(await cartCall('PATCH', `/item/decrease/${line}`, session(cart)));
    expect(down.items[0]?.quantity).toBe(1);
    const tooFew = await cartCall('PATCH', `/item/decrease/${line}`, session(cart));
    expect422(tooFew, 'quantity', 'Минимальное количество — 1');
    expect(cartOf(await cartCall('GET', '', session(cart))).items[0]?.quantity).toBe(1);
  });

  it('answers 404 cart_item_not_found for unknown lines and lines of another cart', async () => {
    const mine = await cartWith([offer(PLAIN), 1]);
    const theirs = await cartWith([offer(PLAIN), 1]);
    for (const path of ['/item/increase/', '/item/decrease/']) {
      for (const line of ['nope', lineId(theirs)]) {
        const response = await cartCall('PATCH', `${path}${line}`, session(mine));
        expect(response.status).toBe(404);
        expect(errorsOf(response).code).toBe('cart_item_not_found');
      }
    }
  });

  it('refuses to increase a line whose stock ran out', async () => {
    const row = offer(PLAIN, 3);
    const cart = await cartWith([row, 1]);
    setStock(row, 0);
    expect422(
      await cartCall('PATCH', `/item/increase/${lineId(cart)}`, session(cart)),
      'quantity',
      'Больше нет в наличии',
    );
  });
});

describe('availability', () => {
  it('reports some and all lines unavailable and clears out-of-stock lines', async () => {
    const gone = offer(PLAIN, 2);
    const short = offer(PLAIN, 5);
    const fine = offer(PLAIN, 5);
    const cart = await cartWith([gone, 1], [short, 3], [fine, 1]);
    expect(cart).toMatchObject({ status: null, canOrder: true });
    setStock(gone, 0);
    setStock(short, 1);
    const stale = cartOf(await cartCall('GET', '', session(cart)));
    expect(stale).toMatchObject({ status: 'STATUS_SOME_PRODUCTS_DO_NOT_EXIST', canOrder: false });
    expect(stale.items.map((item) => item.isCompleted)).toEqual([false, false, true]);
    const cleaned = cartOf(await cartCall('DELETE', '/clear-out-of-stock', session(cart)));
    expect(cleaned.items.map((item) => [item.offerUuid, item.quantity])).toEqual([
      [short.offer, 1],
      [fine.offer, 1],
    ]);
    expect(cleaned).toMatchObject({ status: null, canOrder: true });
    setStock(short, 0);
    setStock(fine, 0);
    const none = cartOf(await cartCall('GET', '', session(cart)));
    expect(none).toMatchObject({ status: 'STATUS_ALL_PRODUCTS_DO_NOT_EXIST', canOrder: false });
    const empty = cartOf(await cartCall('DELETE', '/clear-out-of-stock', session(cart)));
    expect(empty).toMatchObject({ items: [], status: null, canOrder: false });
  });

  it('refuses the stock test hook unless REFERENCE_API_TEST_HOOKS=1', async () => {
    const row = offer(PLAIN, 4);
    const cart = await cartWith([row, 2]);
    vi.stubEnv('REFERENCE_API_TEST_HOOKS', '');
    const body = { offerUuid: row.offer, count: 1 };
    const refused = await call(app, 'POST', '/cart/__test/stock', body);
    expect(refused).toMatchObject({ status: 404, body: { message: 'Not Found', statusCode: 404 } });
    expect(cartOf(await cartCall('GET', '', session(cart))).canOrder).toBe(true);

    vi.stubEnv('REFERENCE_API_TEST_HOOKS', '1');
    expect(await call(app, 'POST', '/cart/__test/stock', body)).toMatchObject({
      status: 200,
      body,
    });
    expect(cartOf(await cartCall('GET', '', session(cart)))).toMatchObject({
      canOrder: false,
      status: 'STATUS_ALL_PRODUCTS_DO_NOT_EXIST',
    });
    const product = await call(app, 'POST', '/cart/__test/stock', { offerUuid: 'nope', count: 1 });
    expect(product.status).toBe(404);
    expect((await call(app, 'POST', '/cart/__test/stock', { offerUuid: row.offer })).status).toBe(
      422,
    );
  });
});

describe('promo codes', () => {
  it('refuses unknown, blank and expired codes', async () => {
    const cart = await cartWith([offer(PLAIN), 1]);
    expect422(await promo(cart, 'NOPE'), 'code', 'Промокод не найден');
    expect422(await promo(cart, '   '), 'code', 'Не передан code');
    expect422(await promo(cart, undefined), 'code', 'Не передан code');
    expect422(await promo(cart, 'osen2024'), 'code', 'Срок действия промокода истёк');
    expect(cartOf(await cartCall('GET', '', session(cart))).promocode).toBeNull();
  });

  it('ZOLOTO10 takes 10% off every line, case-insensitive and trimmed', async () => {
    const plain = offer(PLAIN);
    const sale = offer(DISCOUNTED);
    const cart = await cartWith([plain, 2], [sale, 1]);
    const applied = cartOf(await promo(cart, '  zoloto10 '));
    const items = plain.price * 2 + sale.price;
    const discount = Math.round(items * 0.1);
    const saving = (sale.old_price ?? 0) - sale.price;
    expect(applied.promocode).toBe('ZOLOTO10');
    expect(applied.adjustments).toEqual([
      { type: 'promo', promocode: 'ZOLOTO10', amount: -discount },
    ]);
    expect(applied.totals).toEqual({
      quantity: 3,
      items,
      saving,
      discount: saving + discount,
      total: items - discount,
    });
    // Recomputed on every change.
    const more = cartOf(await cartCall('PATCH', `/item/increase/${lineId(cart)}`, session(cart)));
    expect(more.adjustments[0]?.amount).toBe(-Math.round((items + plain.price) * 0.1));
    const removed = cartOf(await cartCall('DELETE', '/promocode', session(cart)));
    expect(removed).toMatchObject({ promocode: null, adjustments: [] });
    expect(removed.totals.total).toBe(removed.totals.items);
  });

  it('MINUS1000 needs 5 000 ₽ and is dropped with a notice when the cart falls under it', async () => {
    const row = offer(`${PLAIN} AND p.price BETWEEN 2500 AND 4999`);
    const cart = await cartWith([row, 1]);
    expect422(await promo(cart, 'MINUS1000'), 'code', 'Промокод действует для заказа от 5 000 ₽');
    const two = cartOf(await cartCall('PATCH', `/item/increase/${lineId(cart)}`, session(cart)));
    expect(two.totals.items).toBeGreaterThanOrEqual(5000);
    const applied = cartOf(await promo(cart, 'minus1000'));
    expect(applied.adjustments).toEqual([{ type: 'promo', promocode: 'MINUS1000', amount: -1000 }]);
    expect(applied.totals.total).toBe(row.price * 2 - 1000);
    const dropped = cartOf(
      await cartCall('PATCH', `/item/decrease/${lineId(cart)}`, session(cart)),
    );
    expect(dropped).toMatchObject({ promocode: null, adjustments: [] });
    expect(dropped.totals.total).toBe(row.price);
    expect(dropped.notices).toEqual([
      'Промокод MINUS1000 больше не действует: Промокод действует для заказа от 5 000 ₽',
    ]);
    expect(cartOf(await cartCall('GET', '', session(cart))).notices).toBeUndefined();
  });

  it('NOVINKA15 takes 15% off undiscounted lines only', async () => {
    const sale = offer(DISCOUNTED);
    const onlySale = await cartWith([sale, 1]);
    expect(onlySale.items[0]?.restrictions.promocode).toBe(true);
    expect422(
      await promo(onlySale, 'NOVINKA15'),
      'code',
      'Промокод не применяется к товарам в корзине',
    );
    const plain = offer(PLAIN);
    const mixed = await add(session(onlySale), plain, 2);
    const applied = cartOf(await promo(mixed, 'novinka15'));
    const discount = Math.round(plain.price * 2 * 0.15);
    expect(applied.adjustments).toEqual([
      { type: 'promo', promocode: 'NOVINKA15', amount: -discount },
    ]);
    expect(applied.totals.total).toBe(plain.price * 2 + sale.price - discount);
    // The only eligible line runs out: the code is dropped on the next read.
    setStock(plain, 0);
    const stale = cartOf(await cartCall('GET', '', session(mixed)));
    expect(stale.promocode).toBeNull();
    expect(stale.notices).toEqual([
      'Промокод NOVINKA15 больше не действует: Промокод не применяется к товарам в корзине',
    ]);
  });
});

describe('pay systems', () => {
  it('sets, refuses unknown and removes the pay system', async () => {
    const list = paySystemListResponseSchema.parse(
      (await cartCall('GET', '/pay-system', null)).body,
    ).items;
    expect(list.map((item) => [item.code, item.name])).toEqual([
      ['cash', 'Оплата при получении'],
      ['card', 'Картой онлайн'],
      ['wallet', 'Кошелёк'],
    ]);
    const cart = await cartWith([offer(PLAIN), 1]);
    const cash = list[0];
    const set = cartOf(
      await cartCall('PATCH', '/pay-system', session(cart), { paySystemUuid: cash?.uuid }),
    );
    expect(set.paySystem).toEqual(cash);
    expect422(
      await cartCall('PATCH', '/pay-system', session(cart), { paySystemUuid: 'nope' }),
      'paySystemUuid',
      'Способ оплаты не найден',
    );
    expect422(
      await cartCall('PATCH', '/pay-system', session(cart), {}),
      'paySystemUuid',
      'Не передан paySystemUuid',
    );
    expect(cartOf(await cartCall('DELETE', '/pay-system', session(cart))).paySystem).toBeNull();
  });
});

describe('items to order', () => {
  it('selects the lines that go to the order', async () => {
    const first = offer(PLAIN);
    const second = offer(PLAIN);
    const cart = await cartWith([first, 1], [second, 2]);
    expect(cart.items.map((item) => item.selected)).toEqual([true, true]);
    const chosen = cartOf(
      await cartCall('PUT', '/order', session(cart), { itemsUuid: [lineId(cart)] }),
    );
    expect(chosen.items.map((item) => item.selected)).toEqual([true, false]);
    expect(chosen.items.map((item) => item.isCompleted)).toEqual([true, true]);
    expect(chosen.totals).toMatchObject({ quantity: 1, items: first.price, total: first.price });
    expect(chosen.canOrder).toBe(true);
    const withPromo = cartOf(await promo(cart, 'ZOLOTO10'));
    expect(withPromo.adjustments[0]?.amount).toBe(-Math.round(first.price * 0.1));
    expect422(
      await cartCall('PUT', '/order', session(cart), { itemsUuid: [] }),
      'itemsUuid',
      'Не передан itemsUuid',
    );
    expect422(
      await cartCall('PUT', '/order', session(cart), {}),
      'itemsUuid',
      'Не передан itemsUuid',
    );
    const unknown = await cartCall('PUT', '/order', session(cart), { itemsUuid: ['nope'] });
    expect(unknown.status).toBe(404);
    expect(errorsOf(unknown).code).toBe('cart_item_not_found');
  });
});

describe('delivery', () => {
  it('validates and stores the delivery', async () => {
    const cart = await cartWith([offer(PLAIN), 1]);
    const put = (body: unknown) => cartCall('PUT', '/delivery', session(cart), body);
    expect422(await put({}), 'type', 'Не передан type');
    expect422(await put({ type: 'drone' }), 'type', 'Неизвестный способ доставки');
    expect422(await put({ type: 'point' }), 'pointUuid', 'Не передан pointUuid');
    expect422(
      await put({ type: 'carrier', clientAddress: '  ' }),
      'clientAddress',
      'Не передан clientAddress',
    );
    expect422(
      await put({ type: 'carrier', clientAddress: 'Москва', postIndex: '12' }),
      'postIndex',
      'Индекс — 6 цифр',
    );
    expect(cartOf(await cartCall('GET', '', session(cart))).delivery).toBeNull();

    const carrier = cartOf(
      await put({
        type: 'carrier',
        clientAddress: 'г Москва, ул Тверская, д 1',
        fias: '0c5b2444-70a0-4932-980c-b4dc0d3f02b5',
        postIndex: '125009',
      }),
    );
    expect(carrier.delivery).toEqual({
      type: 'carrier',
      pointUuid: null,
      carrierUuid: null,
      clientAddress: 'г Москва, ул Тверская, д 1',
      fias: '0c5b2444-70a0-4932-980c-b4dc0d3f02b5',
      postIndex: '125009',
      cost: 0,
    });
    const point = cartOf(await put({ type: 'point', pointUuid: 'pvz-1' }));
    expect(point.delivery).toMatchObject({
      type: 'point',
      pointUuid: 'pvz-1',
      clientAddress: null,
    });
    const shop = cartOf(await put({ type: 'shop' }));
    expect(shop.delivery).toMatchObject({ type: 'shop', pointUuid: null, cost: 0 });
    expect(cartOf(await cartCall('GET', '', session(cart))).delivery?.type).toBe('shop');
    expect(cartOf(await cartCall('DELETE', '/delivery', session(cart))).delivery).toBeNull();
  });

  it('prices the delivery: the point, the chosen courier, and the cash fee of the postal points', async () => {
    const cart = await cartWith([offer(`${PLAIN} AND p.price < 5000`), 1]);
    const put = (body: unknown) => cartCall('PUT', '/delivery', session(cart), body);
    const pointOf = (carrier: string) =>
      db
        .prepare<[string], { uuid: string; price: number }>(
          `SELECT dp.uuid, dp.price FROM delivery_points dp
          JOIN carriers c ON c.uuid = dp.carrier_uuid WHERE c.external_id = ? LIMIT 1`,
        )
        .get(carrier);
    const cdek = pointOf('cdek');
    const post = pointOf('russianpost');
    if (!cdek || !post) throw new Error('seed has no cdek or russianpost point');

    expect(cartOf(await put({ type: 'point', pointUuid: cdek.uuid })).delivery?.cost).toBe(
      cdek.price,
    );
    // Cash on delivery is the default payment: the postal point adds its fee.
    expect(cartOf(await put({ type: 'point', pointUuid: post.uuid })).delivery?.cost).toBe(
      post.price + 150,
    );
    const systems = paySystemListResponseSchema.parse(
      (await cartCall('GET', '/pay-system', null)).body,
    ).items;
    const card = systems.find((system) => system.code === 'card');
    const paid = cartOf(
      await cartCall('PATCH', '/pay-system', session(cart), { paySystemUuid: card?.uuid }),
    );
    expect(paid.delivery?.cost).toBe(post.price);

    const courier = (carrierUuid?: string) =>
      put({
        type: 'carrier',
        carrierUuid,
        clientAddress: 'г Москва, ул Тверская, д 1',
        fias: '0c5b2444-70a0-4932-980c-b4dc0d3f02b5',
        postIndex: '125009',
      });
    const cheapest = cartOf(await courier()).delivery;
    const boxberry = db
      .prepare<[], { uuid: string }>("SELECT uuid FROM carriers WHERE external_id = 'boxberry'")
      .get();
    const chosen = cartOf(await courier(boxberry?.uuid)).delivery;
    expect(chosen?.carrierUuid).toBe(boxberry?.uuid);
    expect(chosen?.cost).toBeGreaterThan(cheapest?.cost ?? Infinity);
  });

  it('lists each point at the price the summary charges for it, with the payment chosen', async () => {
    const cart = await cartWith([offer(`${PLAIN} AND p.price < 5000`), 1]);
    const systems = paySystemListResponseSchema.parse(
      (await cartCall('GET', '/pay-system', null)).body,
    ).items;
    const points = db
      .prepare<[], { uuid: string; lat: number; lon: number }>(
        `SELECT dp.uuid, dp.lat, dp.lon FROM delivery_points dp JOIN carriers c
        ON c.uuid = dp.carrier_uuid GROUP BY c.external_id ORDER BY c.sort`,
      )
      .all();
    expect(points.length).toBeGreaterThanOrEqual(4);
    const listed = async (point: (typeof points)[number], payCode?: string) => {
      const around = { latitudeL: point.lat, latitudeR: point.lat, longitudeL: point.lon };
      const response = await call(app, 'POST', '/delivery/api/delivery/point/new/list', {
        ...around,
        longitudeR: point.lon,
        cartCost: cart.totals.total,
        pointUuid: point.uuid,
        ...(payCode ? { payCode } : {}),
      });
      const items = (response.body as { items: { uuid: string; price: number }[] }).items;
      return items.find((item) => item.uuid === point.uuid)?.price;
    };
    for (const point of points) {
      await cartCall('DELETE', '/pay-system', session(cart));
      const charged = cartOf(
        await cartCall('PUT', '/delivery', session(cart), { type: 'point', pointUuid: point.uuid }),
      ).delivery?.cost;
      // no payment chosen yet: the summary assumes cash on delivery, and so does the list
      expect(await listed(point)).toBe(charged);
      for (const system of systems) {
        const paid = cartOf(
          await cartCall('PATCH', '/pay-system', session(cart), { paySystemUuid: system.uuid }),
        );
        expect(await listed(point, system.code)).toBe(paid.delivery?.cost);
      }
    }
  });
});
