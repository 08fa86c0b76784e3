// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';

import { cartResponseSchema } from '../../../lib/platform/api/contracts/cart';
import { apiErrorBodySchema } from '../../../lib/platform/api/contracts/common';
import {
  legacyCheckoutResponseSchema,
  legacyCreatedOrderSchema,
  legacyOrderResponseSchema,
  legacyPaymentTypesResponseSchema,
  legacySummaryResponseSchema,
  paymentStatusSchema,
} from '../../../lib/platform/api/contracts/legacy-checkout';
import { submitPayPage } from '../testing/pay-form';
import { call, seededApp, type JsonResponse } from '../testing/seeded-app';

const { app, db, cleanup } = seededApp();
afterAll(cleanup);

type OfferRow = { offer: string; product: string; price: number };
const used = new Set<string>();
const GIFT = `p.seq IN (SELECT pc.product_seq FROM product_categories pc JOIN categories c ON c.id = pc.category_id WHERE c.slug = 'podarochnye-sertifikaty')`;
const NOT_GIFT = `NOT ${GIFT}`;

/** A fresh unsized offer at its full price (never used by an earlier test) with the given stock. */
function offer(stock: number, where: string, maxPrice = 1_000_000): OfferRow {
  const taken = [...used].map((id) => `'${id}'`).join(',') || "''";
  const row = db
    .prepare<[number], OfferRow>(
      `SELECT o.id AS offer, p.id AS product, p.price FROM offers o JOIN products p ON p.seq = o.product_seq
      WHERE o.size IS NULL AND o.stock > 0 AND p.old_price IS NULL AND p.price < ?
      AND o.id NOT IN (${taken}) AND ${where} ORDER BY o.rowid LIMIT 1`,
    )
    .get(maxPrice);
  if (!row) throw new Error(`no offer where ${where}`);
  used.add(row.offer);
  db.prepare('UPDATE offers SET stock = ? WHERE id = ?').run(stock, row.offer);
  return row;
}
const stockOf = (row: OfferRow) =>
  db.prepare<[string], { stock: number }>('SELECT stock FROM offers WHERE id = ?').get(row.offer)!
    .stock;

const carrier = (externalId: string) =>
  db
    .prepare<[string], { uuid: string }>('SELECT uuid FROM carriers WHERE external_id = ?')
    .get(externalId)!.uuid;
const point = (externalId: string) =>
  db
    .prepare<[string], { uuid: string; price: number; name: string }>(
      `SELECT dp.uuid, dp.price, dp.name FROM delivery_points dp JOIN carriers c ON c.uuid = dp.carrier_uuid
      WHERE c.external_id = ? AND dp.city = 'Москва' ORDER BY dp.rowid LIMIT 1`,
    )
    .get(externalId)!;

/** A cart session holding one unit of the offer. */
async function cartWith(row: OfferRow): Promise<string> {
  const response = await call(app, 'POST', '/cart/api/cart/item', {
    offerUuid: row.offer,
    productUuid: row.product,
    quantity: 1,
  });
  expect(response.status).toBe(200);
  return cartResponseSchema.parse(response.body).cart.sessionId!;
}
const main = (method: string, path: string, session: string, body?: unknown, key?: string) =>
  call(app, method, `/main${path}`, body, {
    'shop-cart-token': session,
    ...(key ? { 'Idempotency-Key': key } : {}),
  });
const errorOf = (response: JsonResponse, status = 422) => {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return apiErrorBodySchema.parse(response.body);
};

const personal = {
  email: 'anna@example.ru',
  name: 'Анна',
  surname: 'Иванова',
  phone_number: '+7 (916) 123-45-67',
};
const MOSCOW = { address: 'г Москва, ул Тверская, д 1', fias: 'f-1', post_index: '125009' };
let seq = 0;
const newKey = () => `legacy-${(seq += 1)}`;

describe('GET /main/get_checkout and /main/payments/get_payment_types', () => {
  it('lists types 2, 3, 4 with 2 as the default', async () => {
    const response = await call(app, 'GET', '/main/payments/get_payment_types');
    const body = legacyPaymentTypesResponseSchema.parse(response.body);
    expect(body.payment_types.map((type) => [type.id, type.name])).toEqual([
      [2, 'Наличными или картой при получении'],
      [3, 'Картой онлайн'],
      [4, 'В рассрочку'],
    ]);
    expect(body.default_payment_type).toBe(2);
  });

  it('answers the cart as order data, payment type 2 and offline payment allowed', async () => {
    const row = offer(5, NOT_GIFT);
    const session = await cartWith(row);
    const data = legacyCheckoutResponseSchema.parse(
      (await main('GET', '/get_checkout', session)).body,
    );
    expect(data.order_data).toMatchObject({
      products_count: 1,
      products_total: row.price,
      products_final_price: row.price,
      discount: 0,
    });
    expect(data.order_data.products[0]).toMatchObject({ offer_id: row.offer, count: 1 });
    expect(data.payment_type).toBe(2);
    expect(data.payment_types.map((type) => type.id)).toEqual([2, 3, 4]);
    expect(data.user_payment_types.can_pay_offline).toBe(true);
    expect(data.saved_addresses).toEqual([]);
  });

  it('a gift-card cart cannot pay offline: no type 2, card is preselected', async () => {
    const session = await cartWith(offer(5, GIFT));
    const data = legacyCheckoutResponseSchema.parse(
      (await main('GET', '/get_checkout', session)).body,
    );
    expect(data.user_payment_types.can_pay_offline).toBe(false);
    expect(data.payment_type).toBe(3);
    expect(data.payment_types.map((type) => type.id)).toEqual([3, 4]);
  });
});

describe('GET /main/checkout/summary', () => {
  it('prices a pickup point and adds it to the total', async () => {
    const row = offer(5, NOT_GIFT, 9000);
    const session = await cartWith(row);
    const cdek = point('cdek');
    const response = await main(
      'GET',
      `/checkout/summary?delivery[pvz_id]=${cdek.uuid}&payment_type=2`,
      session,
    );
    const body = legacySummaryResponseSchema.parse(response.body);
    expect(body.delivery).toMatchObject({ type: 'pvz', price: cdek.price, name: cdek.name });
    expect(body.summary).toEqual({
      products_total: row.price,
      discount: 0,
      delivery: cdek.price,
      total: row.price + cdek.price,
    });
  });

  it('the payment type changes the price of the payment-sensitive carrier', async () => {
    const session = await cartWith(offer(5, NOT_GIFT, 9000));
    const post = point('russianpost');
    const price = async (type: number) =>
      legacySummaryResponseSchema.parse(
        (
          await main(
            'GET',
            `/checkout/summary?delivery[pvz_id]=${post.uuid}&payment_type=${type}`,
            session,
          )
        ).body,
      ).delivery.price;
    expect((await price(2)) - (await price(3))).toBe(150);
  });

  it('prices a courier by address; a courier that cannot deliver there is −1', async () => {
    const row = offer(5, NOT_GIFT, 9000);
    const session = await cartWith(row);
    const query = (carrierUuid: string) =>
      `/checkout/summary?delivery[currier_delivery_id]=${carrierUuid}&delivery[address]=${encodeURIComponent(MOSCOW.address)}&delivery[fias]=${MOSCOW.fias}&delivery[post_index]=${MOSCOW.post_index}`;
    const ok = legacySummaryResponseSchema.parse(
      (await main('GET', query(carrier('cdek')), session)).body,
    );
    expect(ok.delivery).toMatchObject({ type: 'currier', price: 350 });
    expect(ok.summary.total).toBe(row.price + 350);
    const none = legacySummaryResponseSchema.parse(
      (await main('GET', query('no-such-courier'), session)).body,
    );
    expect(none.delivery).toMatchObject({
      type: 'currier',
      price: -1,
      message: 'Курьерская доставка по этому адресу недоступна',
    });
    expect(none.summary.delivery).toBe(0);
  });

  it('rejects an unknown payment type and an unknown pickup point', async () => {
    const session = await cartWith(offer(5, NOT_GIFT));
    const bad = errorOf(await main('GET', '/checkout/summary?payment_type=9', session));
    expect(bad.errors?.payment_type).toEqual(['Неизвестный способ оплаты']);
    const gone = errorOf(await main('GET', '/checkout/summary?delivery[pvz_id]=nope', session));
    expect(gone.code).toBe('delivery_point_not_available');
  });
});

describe('POST /main/orders/order', () => {
  const pvzBody = (pvz: string, paymentType = 2) => ({
    delivery: { delivery_type: 'pvz', pvz_id: pvz },
    personal_data: personal,
    comment: 'Позвонить заранее',
    payment_type: paymentType,
    device_id: 'device-1',
  });

  it('places the order once per key: 201, then the same order with 200', async () => {
    const row = offer(5, NOT_GIFT, 9000);
    const session = await cartWith(row);
    const key = newKey();
    const cdek = point('cdek');
    const first = await main('POST', '/orders/order', session, pvzBody(cdek.uuid), key);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const created = legacyCreatedOrderSchema.parse(first.body);
    expect(created.number).toMatch(/^Z-\d{6}$/);
    expect(created.delivery).toEqual({
      delivery_type: 'pvz',
      currier_delivery_id: null,
      pvz_id: cdek.uuid,
    });
    expect(created.summary.total).toBe(row.price + cdek.price);
    expect(created.payment_url).toBeNull();
    const again = await main('POST', '/orders/order', session, pvzBody(cdek.uuid), key);
    expect(again.status).toBe(200);
    expect(legacyCreatedOrderSchema.parse(again.body).id).toBe(created.id);
    expect(stockOf(row)).toBe(4);
    const count = db
      .prepare<[string], { n: number }>(
        'SELECT count(*) AS n FROM orders WHERE idempotency_key = ?',
      )
      .get(key)!.n;
    expect(count).toBe(1);

    const read = legacyOrderResponseSchema.parse(
      (await main('GET', `/orders/order/${created.id}`, session)).body,
    ).order;
    expect(read).toMatchObject({
      number: created.number,
      payment_type: 2,
      comment: 'Позвонить заранее',
      personal_data: { email: personal.email, phone_number: personal.phone_number },
    });
    expect(read.products).toHaveLength(1);
  });

  it('a courier order keeps its carrier; type 4 is an instalment on the payment page', async () => {
    const session = await cartWith(offer(5, NOT_GIFT, 9000));
    const cdek = carrier('cdek');
    const response = await main(
      'POST',
      '/orders/order',
      session,
      {
        delivery: { delivery_type: 'currier', currier_delivery_id: cdek, ...MOSCOW },
        personal_data: personal,
        payment_type: 4,
      },
      newKey(),
    );
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const created = legacyCreatedOrderSchema.parse(response.body);
    expect(created.delivery).toEqual({
      delivery_type: 'currier',
      currier_delivery_id: cdek,
      pvz_id: null,
    });
    expect(created.payment_url).toMatch(/\/order\/pay\//);
    const read = legacyOrderResponseSchema.parse(
      (await main('GET', `/orders/order/${created.id}`, session)).body,
    ).order;
    expect(read).toMatchObject({ payment_type: 4, payment_type_name: 'В рассрочку' });
    const page = await app.request(new URL(created.payment_url!).pathname);
    expect(await page.text()).toContain('Оплата заказа в рассрочку');
  });

  it('validates personal data with the legacy e-mail message (bad_personal_data)', async () => {
    const session = await cartWith(offer(5, NOT_GIFT));
    const error = errorOf(
      await main(
        'POST',
        '/orders/order',
        session,
        { ...pvzBody(point('cdek').uuid), personal_data: { ...personal, email: '', name: '' } },
        newKey(),
      ),
    );
    expect(error.code).toBe('bad_personal_data');
    expect(error.errors?.['personal_data.email']).toEqual(['Введите корректный Email']);
    expect(error.errors?.['personal_data.name']?.[0]).toBe('Заполните поле');
  });

  it('names the delivery failures: no_delivery_{type} and delivery_point_not_available', async () => {
    const session = await cartWith(offer(5, NOT_GIFT));
    const noPoint = errorOf(
      await main(
        'POST',
        '/orders/order',
        session,
        { ...pvzBody(''), delivery: { delivery_type: 'pvz' } },
        newKey(),
      ),
    );
    expect(noPoint.code).toBe('no_delivery_pvz');
    const gone = errorOf(await main('POST', '/orders/order', session, pvzBody('nope'), newKey()));
    expect(gone.code).toBe('delivery_point_not_available');
    const noCourier = errorOf(
      await main(
        'POST',
        '/orders/order',
        session,
        {
          ...pvzBody(''),
          delivery: { delivery_type: 'currier', currier_delivery_id: 'no-such', ...MOSCOW },
        },
        newKey(),
      ),
    );
    expect(noCourier.code).toBe('no_delivery_currier');
    expect(noCourier.errors?.['delivery.address']).toEqual([
      'Курьерская доставка по этому адресу недоступна',
    ]);
  });

  it('refuses cash on delivery for a gift card and asks for the Idempotency-Key', async () => {
    const session = await cartWith(offer(5, GIFT));
    const refused = errorOf(
      await main('POST', '/orders/order', session, pvzBody(point('cdek').uuid, 2), newKey()),
    );
    expect(refused.code).toBe('pay_system_not_available');
    expect(refused.errors?.payment_type).toBeDefined();
    const noKey = errorOf(await main('POST', '/orders/order', session, pvzBody('x')));
    expect(noKey.code).toBe('no_idempotency_key');
  });
});

describe('GET /main/get_status', () => {
  /** The status as the /payment/ page polls it, with the cart session that placed the order. */
  const status = async (orderId: string, session: string) => {
    const response = await main(
      'GET',
      `/get_status?all=0&order_id=${encodeURIComponent(orderId)}`,
      session,
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return paymentStatusSchema.parse(response.body);
  };
  const cardOrder = async () => {
    const session = await cartWith(offer(5, NOT_GIFT, 9000));
    const response = await main(
      'POST',
      '/orders/order',
      session,
      {
        delivery: { delivery_type: 'pvz', pvz_id: point('cdek').uuid },
        personal_data: personal,
        payment_type: 3,
      },
      newKey(),
    );
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return { ...legacyCreatedOrderSchema.parse(response.body), session };
  };

  it('follows a card order from awaiting_payment to paid after the payment page', async () => {
    const created = await cardOrder();
    const before = await status(created.id, created.session);
    expect(before).toEqual({
      order_id: created.id,
      number: created.number,
      status: 'awaiting_payment',
      payment_url: created.payment_url,
    });
    expect(before.payment_url).toMatch(/\/order\/pay\//);
    // the number and its digits find the same order
    expect((await status(created.number, created.session)).order_id).toBe(created.id);
    expect((await status(created.number.replace(/^Z-/, ''), created.session)).order_id).toBe(
      created.id,
    );

    // «Оплатить» on the payment page: its signed form (order/payment-callback.test.ts)
    const returnTo = `?returnUrl=${encodeURIComponent('http://shop.test/payment/')}`;
    const paid = await submitPayPage(app, created.id, 'confirm', returnTo);
    expect(paid.status).toBe(303);
    expect(await status(created.id, created.session)).toMatchObject({
      status: 'paid',
      payment_url: null,
    });
  });

  it('reports a cancelled payment and a cash order as new', async () => {
    const created = await cardOrder();
    const cancelled = await submitPayPage(app, created.id, 'cancel');
    expect(cancelled.status).toBe(303);
    expect((await status(created.id, created.session)).status).toBe('cancelled');

    const session = await cartWith(offer(5, NOT_GIFT, 9000));
    const cash = await main(
      'POST',
      '/orders/order',
      session,
      {
        delivery: { delivery_type: 'pvz', pvz_id: point('cdek').uuid },
        personal_data: personal,
        payment_type: 2,
      },
      newKey(),
    );
    const order = legacyCreatedOrderSchema.parse(cash.body);
    expect(await status(order.id, session)).toMatchObject({ status: 'new', payment_url: null });
  });

  it('404 for an unknown order, 422 without order_id', async () => {
    const unknown = await call(app, 'GET', '/main/get_status?all=0&order_id=Z-999999');
    expect(errorOf(unknown, 404)).toMatchObject({ message: 'Заказ не найден', statusCode: 404 });
    const uuid = await call(app, 'GET', `/main/get_status?order_id=${crypto.randomUUID()}`);
    expect(uuid.status).toBe(404);
    const missing = await call(app, 'GET', '/main/get_status?all=0');
    expect(errorOf(missing).errors).toMatchObject({ order_id: ['Не передан order_id'] });
    const blank = await call(app, 'GET', '/main/get_status?all=0&order_id=%20');
    expect(errorOf(blank).errors).toMatchObject({ order_id: ['Не передан order_id'] });
  });
});
