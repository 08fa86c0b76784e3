// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';

import { apiErrorBodySchema } from '../../../lib/platform/api/contracts/common';
import {
  bonusHistoryResponseSchema,
  bonusStateResponseSchema,
  coreOrdersResponseSchema,
  fillCheckSchema,
  profileResponseSchema,
} from '../../../lib/platform/api/contracts/core';
import { orderResponseSchema } from '../../../lib/platform/api/contracts/order';
import { DEMO_CUSTOMER } from '../seed/customers';
import { call } from '../testing/seeded-app';

import { accountsTestApp, signIn } from './test-helpers';

const t = accountsTestApp();
afterAll(t.cleanup);
const app = t.accountsApp;

const core = (token: string, method: string, path: string, body?: unknown) =>
  call(app, method, `/core${path}`, body, { authorization: `Bearer ${token}` });

/** Places a cash order for the phone through the cart and order services; returns its total. */
export async function placeOrderFor(phone: string, index: number): Promise<number> {
  const offer = t.db
    .prepare<[number], { offer: string; product: string }>(
      `SELECT o.id AS offer, p.id AS product FROM offers o JOIN products p ON p.seq = o.product_seq
      WHERE o.size IS NULL AND o.stock > 0 AND p.seq NOT IN (SELECT pc.product_seq FROM
      product_categories pc JOIN categories c ON c.id = pc.category_id
      WHERE c.slug = 'podarochnye-sertifikaty') ORDER BY o.rowid LIMIT 1 OFFSET ?`,
    )
    .get(200 + index)!;
  const point = t.db
    .prepare<[], { uuid: string }>(
      `SELECT dp.uuid FROM delivery_points dp JOIN carriers c ON c.uuid = dp.carrier_uuid
      WHERE c.is_shop = 1 LIMIT 1`,
    )
    .get()!;
  const added = await call(app, 'POST', '/cart/api/cart/item', {
    offerUuid: offer.offer,
    productUuid: offer.product,
    quantity: 1,
  });
  const cart = (added.body as { cart: { uuid: string; sessionId: string } }).cart;
  const session = { 'shop-cart-token': cart.sessionId };
  const delivery = await call(
    app,
    'PUT',
    '/cart/api/cart/delivery',
    { type: 'shop', pointUuid: point.uuid },
    session,
  );
  expect(delivery.status).toBe(200);
  const order = await call(
    app,
    'POST',
    '/order/api/order',
    { cartUuid: cart.uuid, customerName: 'Олег', customerSurname: 'Орлов', customerPhone: phone },
    { 'idempotency-key': `profile-test-${index}`, ...session },
  );
  expect(order.status).toBe(201);
  return orderResponseSchema.parse(order.body).order.totals.total;
}

describe('profile', () => {
  it('is read and updated with the spec 5 rules', async () => {
    const { profileToken } = await signIn(app, t.logs, '+7 (922) 111-22-33');
    const fresh = profileResponseSchema.parse((await core(profileToken, 'GET', '/profile')).body);
    // spec 5: «Subscription flag default true»
    expect(fresh.profile).toMatchObject({
      name: null,
      phone: '+7 (922) 111-22-33',
      is_subscribed: true,
    });
    const fill = fillCheckSchema.parse((await core(profileToken, 'GET', '/is-fill-profile')).body);
    expect(fill).toEqual({ isFillBirthday: false, isFillEmail: false, isFillName: false });

    const bad = await core(profileToken, 'POST', '/update-profile', {
      profile: {
        name: 'Анна2',
        surname: 'x'.repeat(51),
        birth_date: '31.02.1990',
        email: 'anna@mail',
      },
    });
    expect(bad.status).toBe(422);
    expect(apiErrorBodySchema.parse(bad.body).errors).toEqual({
      'profile.name': ['Недопустимый формат'],
      'profile.surname': ['Не более 50 символов'],
      'profile.birth_date': ['Недопустимая дата'],
      'profile.email': ['Неверный формат почты'],
    });
    for (const birth of ['31.12.1899', '01.01.2999']) {
      const refused = await core(profileToken, 'POST', '/update-profile', {
        profile: { birth_date: birth },
      });
      expect(apiErrorBodySchema.parse(refused.body).errors).toEqual({
        'profile.birth_date': ['Недопустимая дата'],
      });
    }
    const empty = await core(profileToken, 'POST', '/update-profile', { profile: { name: ' ' } });
    expect(apiErrorBodySchema.parse(empty.body).errors).toEqual({
      'profile.name': ['Обязательное поле'],
    });
    for (const body of [[1], '"text"', { profile: 'x' }]) {
      const notObject = await core(profileToken, 'POST', '/update-profile', body);
      expect(Object.values(apiErrorBodySchema.parse(notObject.body).errors ?? {})).toEqual([
        ['Invalid input: inputObject должен быть объектом'],
      ]);
    }

    const saved = await core(profileToken, 'POST', '/update-profile', {
      profile: {
        name: 'Анна-Мария',
        surname: "O'Нил",
        birth_date: '1-2-1990',
        email: 'Anna.Oneil@Mail.ru',
        sex: 'female',
        is_subscribed: true,
      },
    });
    expect(saved.status).toBe(200);
    expect(profileResponseSchema.parse(saved.body).profile).toEqual({
      name: 'Анна-Мария',
      surname: "O'Нил",
      patronymic: null,
      birth_date: '01.02.1990',
      email: 'anna.oneil@mail.ru',
      sex: 'female',
      is_subscribed: true,
      phone: '+7 (922) 111-22-33',
    });
    // fields left out stay; a blank optional field clears
    const partial = await core(profileToken, 'POST', '/update-profile', {
      profile: { surname: '' },
    });
    expect(profileResponseSchema.parse(partial.body).profile).toMatchObject({
      name: 'Анна-Мария',
      surname: null,
      email: 'anna.oneil@mail.ru',
    });
    expect(
      fillCheckSchema.parse((await core(profileToken, 'GET', '/is-fill-profile')).body),
    ).toEqual({ isFillBirthday: true, isFillEmail: true, isFillName: true });
  });

  it('refuses an e-mail another customer has', async () => {
    const { profileToken } = await signIn(app, t.logs, '+7 (922) 111-22-44');
    const taken = await core(profileToken, 'POST', '/update-profile', {
      profile: { email: DEMO_CUSTOMER.email.toUpperCase() },
    });
    expect(taken.status).toBe(422);
    expect(apiErrorBodySchema.parse(taken.body)).toMatchObject({
      code: 'email_exists',
      errors: { email: ['Пользователь с таким email уже существует'] },
    });
  });

  it('needs the profile token', async () => {
    for (const path of [
      '/profile',
      '/is-fill-profile',
      '/bonus-state',
      '/bonus-history',
      '/orders',
    ]) {
      expect((await call(app, 'GET', `/core${path}`)).status).toBe(401);
    }
    expect((await call(app, 'POST', '/core/update-profile', { profile: {} })).status).toBe(401);
  });
});

describe('bonuses and orders', () => {
  it('credits 5% of an order placed with the phone and lists the orders, 10 a page', async () => {
    const phone = '+7 (933) 444-55-66';
    const { profileToken } = await signIn(app, t.logs, phone);
    const before = bonusStateResponseSchema.parse(
      (await core(profileToken, 'GET', '/bonus-state')).body,
    );
    expect(before.state).toMatchObject({ sum_bonuses: 0, totalSum: 0, level: 'Базовый' });

    const totals: number[] = [];
    for (let i = 0; i < 11; i += 1) totals.push(await placeOrderFor(phone, i));
    const state = bonusStateResponseSchema.parse(
      (await core(profileToken, 'GET', '/bonus-state')).body,
    ).state;
    const expected = totals.reduce((sum, total) => sum + Math.round(total * 0.05), 0);
    expect(state).toMatchObject({ sum_bonuses: expected, percent_bonuses: 5, percent_pay: 30 });
    expect(state.totalSum).toBe(totals.reduce((sum, total) => sum + total, 0));
    const history = bonusHistoryResponseSchema.parse(
      (await core(profileToken, 'GET', '/bonus-history')).body,
    ).history;
    expect(history).toHaveLength(11);
    expect(history[0]!.amount).toBe(Math.round(totals[10]! * 0.05));
    expect(history[0]!.description).toMatch(/^Начисление за заказ Z-\d+$/);
    expect(Date.parse(history[0]!.date_end) - Date.parse(history[0]!.date)).toBeGreaterThan(
      364 * 86_400_000,
    );

    const first = coreOrdersResponseSchema.parse((await core(profileToken, 'GET', '/orders')).body);
    expect(first.pagination).toEqual({ total: 11, page: 1, per_page: 10, last_page: 2 });
    expect(first.items).toHaveLength(10);
    expect(first.items.every((order) => order.customer.phone === phone)).toBe(true);
    const second = coreOrdersResponseSchema.parse(
      (await core(profileToken, 'GET', '/orders?page=2')).body,
    );
    expect(second.items).toHaveLength(1);
    expect(second.items[0]!.totals.total).toBe(totals[0]);
    expect(first.items[0]!.totals.total).toBe(totals[10]);
  });

  it('shows the demo customer seeded orders, bonuses and level', async () => {
    const { profileToken } = await signIn(app, t.logs, DEMO_CUSTOMER.phone);
    const orders = coreOrdersResponseSchema.parse(
      (await core(profileToken, 'GET', '/orders')).body,
    );
    expect(orders.items).toHaveLength(3);
    expect(orders.items.map((order) => order.status)).toEqual(['new', 'paid', 'new']);
    const history = bonusHistoryResponseSchema.parse(
      (await core(profileToken, 'GET', '/bonus-history')).body,
    ).history;
    expect(history.map((operation) => operation.amount > 0)).toContain(false);
    expect(history.filter((operation) => operation.orderNumber)).toHaveLength(3);
    const state = bonusStateResponseSchema.parse(
      (await core(profileToken, 'GET', '/bonus-state')).body,
    ).state;
    expect(state.sum_bonuses).toBe(history.reduce((sum, operation) => sum + operation.amount, 0));
  });
});
