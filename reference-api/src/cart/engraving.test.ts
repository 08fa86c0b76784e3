// @vitest-environment node
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

import { cartResponseSchema, type Cart } from '../../../lib/platform/api/contracts/cart';
import { apiErrorBodySchema } from '../../../lib/platform/api/contracts/common';
import { ENGRAVING_MESSAGES } from '../../../lib/shop/engraving';
import { call, seededApp, type JsonResponse } from '../testing/seeded-app';

import { ENGRAVING_NOT_AVAILABLE } from './engraving-price';

const { app, db, cleanup } = seededApp();
afterAll(cleanup);
afterEach(() => void vi.unstubAllEnvs());

type OfferRow = { offer: string; product: string; price: number };
const used = new Set<string>();

const RING = `p.seq IN (SELECT pc.product_seq FROM product_categories pc
  JOIN categories c ON c.id = pc.category_id WHERE c.slug = 'obruchalnye-kolca')`;

/** A fresh offer (never used by an earlier test) without an old price, with the given stock. */
const offer = (where: string, stock = 10): OfferRow => {
  const taken = [...used].map((id) => `'${id}'`).join(',') || "''";
  const row = db
    .prepare<[], OfferRow>(
      `SELECT o.id AS offer, p.id AS product, p.price FROM offers o JOIN products p ON p.seq = o.product_seq
      WHERE p.old_price IS NULL AND o.id NOT IN (${taken}) AND ${where} ORDER BY o.rowid LIMIT 1`,
    )
    .get();
  if (!row) throw new Error(`no offer where ${where}`);
  used.add(row.offer);
  db.prepare('UPDATE offers SET stock = ? WHERE id = ?').run(stock, row.offer);
  return row;
};
const ring = (stock = 10) => offer(`${RING} AND o.size IS NOT NULL AND o.size <> ''`, stock);
const notRing = () => offer(`NOT ${RING} AND o.size IS NULL`);

type Engraving = { text: string; font: string };
const add = (session: string | null, row: OfferRow, engraving?: Engraving, quantity = 1) =>
  call(
    app,
    'POST',
    '/cart/api/cart/item',
    { offerUuid: row.offer, productUuid: row.product, quantity, engraving },
    session ? { 'shop-cart-token': session } : {},
  );
const cartCall = (method: string, path: string, session: string, body?: unknown) =>
  call(app, method, `/cart/api/cart${path}`, body, { 'shop-cart-token': session });
const cartOf = (response: JsonResponse): Cart => {
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return cartResponseSchema.parse(response.body).cart;
};
const errorOf = (response: JsonResponse) => {
  expect(response.status, JSON.stringify(response.body)).toBe(422);
  return apiErrorBodySchema.parse(response.body);
};
const engravingPrices = (cart: Cart) => cart.items.map((item) => item.engraving?.price ?? null);

const LOVE = { text: 'Навсегда', font: 'script' };

describe('engraving in the cart', () => {
  it('adds an engraved ring at 1 500 ₽ a piece; the same text and font add to its line', async () => {
    const row = ring();
    const first = cartOf(await add(null, row, { text: '  Навсегда ', font: 'script' }));
    expect(first.items).toHaveLength(1);
    expect(first.items[0]).toMatchObject({
      quantity: 1,
      price: row.price,
      cost: row.price + 1500,
      engraving: { text: 'Навсегда', font: 'script', price: 1500 },
    });
    expect(first.totals).toMatchObject({
      quantity: 1,
      items: row.price + 1500,
      total: row.price + 1500,
    });

    // the same text (spaces at the ends do not count) and font: one line of two, now a pair
    const merged = cartOf(await add(first.sessionId, row, { text: 'Навсегда ', font: 'script' }));
    expect(merged.items).toHaveLength(1);
    expect(merged.items[0]).toMatchObject({ quantity: 2, cost: row.price * 2 });
    expect(merged.items[0]?.engraving).toEqual({ ...LOVE, price: 0 });
    expect(merged.totals).toMatchObject({ items: row.price * 2, total: row.price * 2 });
  });

  it('makes another line for another text, another font or no engraving', async () => {
    const row = ring();
    let cart = cartOf(await add(null, row, LOVE));
    const session = cart.sessionId!;
    cart = cartOf(await add(session, row, { text: 'Навсегда', font: 'classic' }));
    cart = cartOf(await add(session, row, { text: 'Вместе ♥ 2026', font: 'script' }));
    cart = cartOf(await add(session, row));
    expect(cart.items.map((item) => [item.quantity, item.engraving?.text ?? null])).toEqual([
      [1, 'Навсегда'],
      [1, 'Навсегда'],
      [1, 'Вместе ♥ 2026'],
      [1, null],
    ]);
    expect(cart.items[3]?.engraving).toBeNull();
    // four wedding rings: every engraving is free
    expect(engravingPrices(cart)).toEqual([0, 0, 0, null]);
    // one stock for all the offer's lines: 10 pieces, 4 in the cart
    expect(cart.items.map((item) => item.available)).toEqual([7, 7, 7, 7]);
    expect(cart.totals.items).toBe(row.price * 4);
  });

  it('is free from a pair of rings and costs again when one leaves', async () => {
    const engraved = ring();
    const plain = ring();
    const one = cartOf(await add(null, engraved, LOVE));
    const session = one.sessionId!;
    expect(engravingPrices(one)).toEqual([1500]);

    const pair = cartOf(await add(session, plain));
    expect(engravingPrices(pair)).toEqual([0, null]);
    expect(pair.totals.items).toBe(engraved.price + plain.price);

    const plainLine = pair.items[1]!.uuid;
    const back = cartOf(await cartCall('DELETE', `/item/${plainLine}`, session));
    expect(engravingPrices(back)).toEqual([1500]);
    expect(back.totals).toMatchObject({
      items: engraved.price + 1500,
      total: engraved.price + 1500,
    });

    // one line of two pieces is a pair too; −1 makes it one ring again
    const line = back.items[0]!.uuid;
    const two = cartOf(await cartCall('PATCH', `/item/increase/${line}`, session));
    expect(two.items[0]).toMatchObject({ quantity: 2, cost: engraved.price * 2 });
    const single = cartOf(await cartCall('PATCH', `/item/decrease/${line}`, session));
    expect(single.items[0]).toMatchObject({ quantity: 1, cost: engraved.price + 1500 });
  });

  it('counts only the lines going to the order towards the pair', async () => {
    const engraved = ring();
    const other = ring();
    const session = cartOf(await add(null, engraved, LOVE)).sessionId!;
    const pair = cartOf(await add(session, other));
    const narrowed = cartOf(
      await cartCall('PUT', '/order', session, { itemsUuid: [pair.items[0]!.uuid] }),
    );
    expect(engravingPrices(narrowed)).toEqual([1500, null]);
    expect(narrowed.totals).toMatchObject({ quantity: 1, items: engraved.price + 1500 });
  });

  it('takes ENGRAVING_PRICE as the price per piece', async () => {
    vi.stubEnv('ENGRAVING_PRICE', '900');
    const row = ring();
    const cart = cartOf(await add(null, row, LOVE));
    expect(cart.items[0]).toMatchObject({ cost: row.price + 900, engraving: { price: 900 } });
  });

  it('takes no promo discount off the engraving', async () => {
    const row = ring();
    const session = cartOf(await add(null, row, LOVE)).sessionId!;
    const cart = cartOf(await cartCall('PUT', '/promocode', session, { code: 'ZOLOTO10' }));
    const discount = Math.round(row.price * 0.1);
    expect(cart.adjustments).toEqual([{ type: 'promo', promocode: 'ZOLOTO10', amount: -discount }]);
    expect(cart.totals).toMatchObject({
      items: row.price + 1500,
      discount,
      total: row.price + 1500 - discount,
    });
  });
});

describe('engraving refusals', () => {
  it('refuses an engraving on anything but a wedding ring', async () => {
    const carts = () => db.prepare<[], { n: number }>('SELECT count(*) AS n FROM carts').get()!.n;
    const before = carts();
    const error = errorOf(await add(null, notRing(), LOVE));
    expect(error).toMatchObject({
      message: ENGRAVING_NOT_AVAILABLE,
      code: 'engraving_not_available',
      errors: { engraving: ['Гравировка доступна только для обручальных колец'] },
    });
    // the refused add leaves no empty cart behind
    expect(carts()).toBe(before);
  });

  it('answers the field messages of the engraving schema', async () => {
    const row = ring();
    const badCharacter = errorOf(await add(null, row, { text: 'Love <3', font: 'script' }));
    expect(badCharacter.errors).toEqual({ 'engraving.text': ['Недопустимый символ'] });

    const tooLong = errorOf(await add(null, row, { text: 'Я'.repeat(26), font: 'classic' }));
    expect(tooLong.errors).toEqual({ 'engraving.text': [ENGRAVING_MESSAGES.tooLong] });

    const blank = errorOf(await add(null, row, { text: '   ', font: 'classic' }));
    expect(blank.errors).toEqual({ 'engraving.text': [ENGRAVING_MESSAGES.empty] });

    expect(errorOf(await add(null, row, { text: 'Да', font: 'gothic' })).errors).toHaveProperty([
      'engraving.font',
    ]);

    // 25 characters are fine
    const longest = cartOf(await add(null, row, { text: 'Я'.repeat(25), font: 'classic' }));
    expect(longest.items[0]?.engraving?.text).toHaveLength(25);
  });

  it('keeps all the lines of one offer within its stock', async () => {
    const row = ring(2);
    const session = cartOf(await add(null, row, LOVE)).sessionId!;
    const full = cartOf(await add(session, row, { text: 'Вместе', font: 'classic' }));
    expect(full.items.map((item) => item.available)).toEqual([1, 1]);
    expect(errorOf(await add(session, row)).code).toBe('not_enough_stock');
    const line = full.items[0]!.uuid;
    expect(errorOf(await cartCall('PATCH', `/item/increase/${line}`, session)).code).toBe(
      'not_enough_stock',
    );

    // the stock falls to 1: clearing gives it to the earlier line and drops the later one
    db.prepare('UPDATE offers SET stock = 1 WHERE id = ?').run(row.offer);
    const short = cartOf(await cartCall('GET', '', session));
    expect(short.items.map((item) => item.isCompleted)).toEqual([false, false]);
    const cleared = cartOf(await cartCall('DELETE', '/clear-out-of-stock', session));
    expect(cleared.items.map((item) => [item.quantity, item.engraving?.text])).toEqual([
      [1, 'Навсегда'],
    ]);
    expect(cleared.canOrder).toBe(true);
  });
});
