// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';

import { cartResponseSchema } from '../../../lib/platform/api/contracts/cart';
import { apiErrorBodySchema } from '../../../lib/platform/api/contracts/common';
import { call, seededApp } from '../testing/seeded-app';

const { app, db, cleanup } = seededApp();
afterAll(cleanup);

type OfferRow = {
  offer: string;
  product: string;
  stock: number;
  price: number;
  old_price: number | null;
};
const offer = (where: string): OfferRow => {
  const row = db
    .prepare<[], OfferRow>(
      `SELECT o.id AS offer, p.id AS product, o.stock, p.price, p.old_price
      FROM offers o JOIN products p ON p.seq = o.product_seq WHERE ${where} ORDER BY o.rowid LIMIT 1`,
    )
    .get();
  if (!row) throw new Error(`no offer where ${where}`);
  return row;
};
const SIZED =
  "EXISTS (SELECT 1 FROM offers s WHERE s.product_seq = o.product_seq AND s.size <> '')";

const cartCall = async (method: string, path: string, session: string | null, body?: unknown) => {
  const headers: Record<string, string> = session ? { 'shop-cart-token': session } : {};
  return call(app, method, `/cart/api/cart${path}`, body, headers);
};
const add = (session: string | null, row: OfferRow, quantity = 1) =>
  cartCall('POST', '/item', session, { offerUuid: row.offer, productUuid: row.product, quantity });

describe('cart', () => {
  it('answers an empty cart without a session and creates one on POST', async () => {
    const anonymous = cartResponseSchema.parse((await cartCall('GET', '', null)).body).cart;
    expect(anonymous).toMatchObject({ uuid: null, sessionId: null, items: [], canOrder: false });
    expect(
      cartResponseSchema.parse((await cartCall('GET', '', 'unknown-session')).body).cart.sessionId,
    ).toBeNull();
    const created = cartResponseSchema.parse((await cartCall('POST', '', null)).body).cart;
    expect(created.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    const again = cartResponseSchema.parse(
      (await cartCall('GET', '', created.sessionId)).body,
    ).cart;
    expect(again.uuid).toBe(created.uuid);
  });

  it('adds an item, creating the session when missing, and merges quantities', async () => {
    const row = offer('o.stock >= 5 AND o.size IS NULL AND p.old_price IS NOT NULL');
    const first = cartResponseSchema.parse((await add(null, row, 2)).body).cart;
    expect(first.sessionId).toBeTruthy();
    const merged = cartResponseSchema.parse((await add(first.sessionId, row, 1)).body).cart;
    expect(merged.sessionId).toBe(first.sessionId);
    expect(merged.items).toHaveLength(1);
    expect(merged.items[0]).toMatchObject({
      quantity: 3,
      price: row.price,
      cost: row.price * 3,
      isCompleted: true,
    });
    expect(merged.totals).toEqual({
      quantity: 3,
      items: row.price * 3,
      discount: ((row.old_price ?? 0) - row.price) * 3,
      total: row.price * 3,
      saving: ((row.old_price ?? 0) - row.price) * 3,
    });
    expect(merged.canOrder).toBe(true);
  });

  it('never goes beyond stock', async () => {
    const row = offer('o.stock BETWEEN 1 AND 3 AND o.size IS NULL');
    const capped = cartResponseSchema.parse((await add(null, row, 10)).body).cart;
    expect(capped.items[0]?.quantity).toBe(row.stock);
    // the line says how far it can go, so the storefront's «+» stops there
    expect(capped.items[0]?.available).toBe(row.stock);
    const refused = await add(capped.sessionId, row, 1);
    expect(refused.status).toBe(422);
    expect(apiErrorBodySchema.parse(refused.body).errors?.quantity?.[0]).toMatch(
      /Больше нет в наличии/,
    );
  });

  it('refuses out-of-stock offers, empty sizes of sized products and foreign offers', async () => {
    // The seed's demo orders leave emptied carts behind; count from here.
    const emptyCarts = () =>
      db
        .prepare<[], { n: number }>(
          'SELECT count(*) AS n FROM carts c WHERE NOT EXISTS (SELECT 1 FROM cart_items i WHERE i.cart_uuid = c.uuid)',
        )
        .get()?.n ?? 0;
    const emptyBefore = emptyCarts();
    const soldOut = await add(null, offer('o.stock = 0'));
    expect(soldOut).toMatchObject({
      status: 422,
      body: {
        message: 'Validation Error',
        statusCode: 422,
        errors: { offerUuid: ['Товара нет в наличии'] },
      },
    });
    const noSize = await add(null, offer(`o.size = '' AND o.stock > 0 AND ${SIZED}`));
    expect(noSize).toMatchObject({
      status: 422,
      body: { errors: { offerUuid: ['Выберите размер'] } },
    });
    const a = offer('o.stock > 0 AND o.size IS NULL');
    const b = offer(`o.stock > 0 AND o.size IS NULL AND p.id <> '${a.product}'`);
    expect((await add(null, { ...a, product: b.product })).status).toBe(422);
    expect((await cartCall('POST', '/item', null, { offerUuid: '', quantity: 0 })).status).toBe(
      422,
    );
    expect((await cartCall('POST', '/item', null, '{oops')).status).toBe(422);
    // A refused item leaves no cart behind.
    expect(emptyCarts()).toBe(emptyBefore);
  });

  it('accepts a sized offer and removes items', async () => {
    const ring = offer(`o.size <> '' AND o.stock > 0 AND ${SIZED}`);
    const other = offer(`o.size IS NULL AND o.stock > 0 AND p.id <> '${ring.product}'`);
    const withRing = cartResponseSchema.parse((await add(null, ring)).body).cart;
    const both = cartResponseSchema.parse((await add(withRing.sessionId, other)).body).cart;
    expect(both.items.map((item) => item.offerUuid)).toEqual([ring.offer, other.offer]);
    expect(both.items[0]?.size).toBeTruthy();
    const ringLine = both.items[0]?.uuid ?? '';
    const after = cartResponseSchema.parse(
      (await cartCall('DELETE', `/item/${ringLine}`, both.sessionId)).body,
    ).cart;
    expect(after.items.map((item) => item.offerUuid)).toEqual([other.offer]);
    expect((await cartCall('DELETE', `/item/${ringLine}`, both.sessionId)).status).toBe(404);
    expect((await cartCall('DELETE', `/item/${ringLine}`, null)).status).toBe(404);
  });

  it('marks lines whose stock ran out and blocks ordering', async () => {
    const row = offer('o.stock >= 2 AND o.size IS NULL AND p.seq > 100');
    const cart = cartResponseSchema.parse((await add(null, row, 2)).body).cart;
    db.prepare('UPDATE offers SET stock = 0 WHERE id = ?').run(row.offer);
    const stale = cartResponseSchema.parse((await cartCall('GET', '', cart.sessionId)).body).cart;
    expect(stale).toMatchObject({ canOrder: false, status: 'STATUS_ALL_PRODUCTS_DO_NOT_EXIST' });
    expect(stale.items[0]?.isCompleted).toBe(false);
  });
});
