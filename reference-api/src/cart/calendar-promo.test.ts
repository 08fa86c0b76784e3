// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';

import { cartResponseSchema } from '../../../lib/platform/api/contracts/cart';
import { apiErrorBodySchema } from '../../../lib/platform/api/contracts/common';
import { calendarCodeOpensAt } from '../content/calendar/code-opening';
import { CALENDAR_OFFERS, DAYS_BEFORE_TODAY } from '../content/calendar/offers';
import { call, seededApp } from '../testing/seeded-app';

import { evaluatePromo, findPromo, PROMO_NOT_FOUND } from './promo';

const { app, db, cleanup } = seededApp();
afterAll(cleanup);

/** The first calendar code without a minimum whose day is open (`open`) or locked today. */
function calendarCode(open: boolean): { code: string; position: number } {
  const position = CALENDAR_OFFERS.findIndex(
    (offer, index) =>
      offer.promo !== undefined &&
      offer.promo.minTotal === undefined &&
      (open ? index <= DAYS_BEFORE_TODAY : index > DAYS_BEFORE_TODAY),
  );
  return { code: CALENDAR_OFFERS[position]!.promo!.code, position };
}
const OPEN = calendarCode(true);
const LOCKED = calendarCode(false);

/** A line of an undiscounted in-stock product, so every percent code applies to it. */
const line = {
  uuid: 'line',
  offerUuid: 'offer',
  productUuid: 'product',
  product: { name: 'Кольцо', sku: '1', slug: 'kolco', image: '' },
  size: null,
  quantity: 1,
  price: 10_000,
  cost: 10_000,
  isCompleted: true,
  restrictions: { promocode: false },
  selected: true,
};

describe('gift-calendar promo codes in the cart', () => {
  // 15:00 Moscow on 5 Dec 2026: the window starts on 25 Nov, day 11 is 6 Dec.
  const now = new Date('2026-12-05T12:00:00.000Z');

  it('open a calendar code at 00:00 Moscow of its day, and leave other codes alone', () => {
    expect(calendarCodeOpensAt(db, LOCKED.code, now)).toBe(
      new Date(
        Date.parse('2026-11-25T00:00:00+03:00') + LOCKED.position * 86_400_000,
      ).toISOString(),
    );
    expect(calendarCodeOpensAt(db, 'ZOLOTO10', now)).toBeNull();
    expect(findPromo(db, 'zoloto10', now)?.starts_at).toBe('2024-01-01T00:00:00.000Z');
  });

  it('refuses a code of a locked day like an unknown one, and accepts it from its day on', () => {
    const promo = findPromo(db, LOCKED.code.toLowerCase(), now);
    const opens = calendarCodeOpensAt(db, LOCKED.code, now)!;
    const unknown = evaluatePromo(findPromo(db, 'NO-SUCH-CODE', now), [line], now);
    expect(unknown).toEqual({ ok: false, message: PROMO_NOT_FOUND });
    expect(evaluatePromo(promo, [line], now)).toEqual(unknown);
    expect(evaluatePromo(promo, [line], new Date(Date.parse(opens) - 1))).toEqual(unknown);
    expect(evaluatePromo(promo, [line], new Date(opens))).toMatchObject({ ok: true });
    expect(evaluatePromo(promo, [line], new Date(Date.parse(opens) + 86_400_000))).toMatchObject({
      ok: true,
    });
    expect(evaluatePromo(findPromo(db, OPEN.code, now), [line], now)).toMatchObject({ ok: true });
  });

  it('answers the cart API with the unknown-code message for a locked day’s code', async () => {
    const offer = db
      .prepare<[], { offer: string; product: string }>(
        `SELECT o.id AS offer, p.id AS product FROM offers o JOIN products p ON p.seq = o.product_seq
        WHERE o.size IS NULL AND o.stock > 0 AND p.old_price IS NULL ORDER BY o.rowid LIMIT 1`,
      )
      .get()!;
    const added = await call(app, 'POST', '/cart/api/cart/item', {
      offerUuid: offer.offer,
      productUuid: offer.product,
      quantity: 1,
    });
    const session = cartResponseSchema.parse(added.body).cart.sessionId!;
    const apply = (code: string) =>
      call(app, 'PUT', '/cart/api/cart/promocode', { code }, { 'shop-cart-token': session });

    const unknown = await apply('NO-SUCH-CODE');
    const locked = await apply(LOCKED.code);
    expect(locked.status).toBe(422);
    expect(apiErrorBodySchema.parse(locked.body)).toEqual(apiErrorBodySchema.parse(unknown.body));
    expect(apiErrorBodySchema.parse(locked.body).errors?.code).toEqual([PROMO_NOT_FOUND]);

    const open = await apply(OPEN.code);
    expect(open.status).toBe(200);
    expect(cartResponseSchema.parse(open.body).cart.promocode).toBe(OPEN.code);
  });
});
