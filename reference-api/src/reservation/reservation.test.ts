// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { apiErrorBodySchema } from '../../../lib/platform/api/contracts/common';
import {
  RESERVATION_MESSAGES,
  reservationListResponseSchema,
  reservationResponseSchema,
  type Reservation,
  type ReservationCreateBody,
} from '../../../lib/platform/api/contracts/reservations';
import { productStockResponseSchema } from '../../../lib/platform/api/contracts/stock';
import { MSG } from '../../../lib/shop/validation/messages';
import { createApp } from '../app';
import { signIn } from '../core/test-helpers';
import { call, seededApp, type JsonResponse } from '../testing/seeded-app';

/**
 * Reservations to try on in a shop: they hold a piece of the shop's stock until cancelled or past
 * their hold, are made once per Idempotency-Key, read and cancelled only by their owner, and
 * limited per phone and per client.
 */
const t = seededApp();
afterAll(t.cleanup);
const logs: string[] = [];
const clock = { now: new Date('2026-03-02T09:00:00.000Z') };
const advanceHours = (hours: number) => {
  clock.now = new Date(clock.now.getTime() + hours * 3_600_000);
};
const app = createApp(t.db, {
  mediaDir: t.mediaDir,
  accounts: { otpCode: null, log: (line) => logs.push(line), now: () => clock.now },
  reservations: { clientLimit: 1000 },
});
const HOUR = 3_600_000;

type Piece = { offerUuid: string; productUuid: string; shopId: number; slug: string };
const used = new Set<string>();
/** A fresh (offer, shop) the seed stocked with exactly `quantity` pieces, sized when it can be. */
function piece(quantity: number): Piece {
  const rows = t.db
    .prepare<[number], Piece>(
      `SELECT s.offer_id AS offerUuid, p.id AS productUuid, s.shop_id AS shopId, p.slug
      FROM shop_stock s JOIN offers o ON o.id = s.offer_id JOIN products p ON p.seq = o.product_seq
      WHERE s.quantity = ? ORDER BY o.size IS NULL, p.seq, s.shop_id LIMIT 200`,
    )
    .all(quantity);
  const row = rows.find((entry) => !used.has(entry.offerUuid))!;
  used.add(row.offerUuid);
  return row;
}

let phones = 0;
const newPhone = () =>
  `+7 (917) 300-${String(Math.floor(phones / 100)).padStart(2, '0')}-${String(phones++ % 100).padStart(2, '0')}`;
const bodyFor = (item: Piece, phone = newPhone()): ReservationCreateBody => ({
  shopId: item.shopId,
  productUuid: item.productUuid,
  offerUuid: item.offerUuid,
  name: 'Анна',
  phone,
  consent: true,
});
let keys = 0;
const reserve = (body: unknown, headers: Record<string, string> = {}, key = `r-${++keys}`) =>
  call(app, 'POST', '/order/api/reservation', body, { 'idempotency-key': key, ...headers });
const created = (response: JsonResponse): Reservation => {
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return reservationResponseSchema.parse(response.body).reservation;
};
const errorOf = (response: JsonResponse) => apiErrorBodySchema.parse(response.body);
const read = (uuid: string, query = '', headers: Record<string, string> = {}) =>
  call(app, 'GET', `/order/api/reservation/${uuid}${query}`, undefined, headers);
const cancel = (uuid: string, query = '', headers: Record<string, string> = {}) =>
  call(app, 'POST', `/order/api/reservation/${uuid}/cancel${query}`, undefined, headers);
const tokenQuery = (reservation: Reservation) => `?token=${reservation.accessToken}`;

/** What the shop can still reserve of the piece, as the stock endpoint says. */
async function available(item: Piece): Promise<number> {
  const response = await call(app, 'GET', `/catalog/product/${item.slug}/stock`);
  const stock = productStockResponseSchema.parse(response.body);
  const shop = stock.shops.find((entry) => entry.shop.id === item.shopId);
  return shop?.offers.find((offer) => offer.offerUuid === item.offerUuid)?.available ?? 0;
}
const countRows = () =>
  t.db.prepare<[], { n: number }>('SELECT count(*) AS n FROM reservations').get()!.n;

describe('POST /order/api/reservation', () => {
  it('holds a piece: 201, active, ready in 2 h, held 72 h, with a guest token; stock drops', async () => {
    const item = piece(3);
    expect(await available(item)).toBe(3);
    const reservation = created(await reserve(bodyFor(item)));
    const createdAt = Date.parse(reservation.createdAt);
    expect(createdAt).toBe(clock.now.getTime());
    expect(reservation).toMatchObject({
      status: 'active',
      product: { uuid: item.productUuid, offerUuid: item.offerUuid, slug: item.slug },
      shop: { id: item.shopId },
      cancelledAt: null,
    });
    expect(reservation.shop.address).toMatch(/^Москва, /);
    expect(reservation.product.name).not.toBe('');
    expect(reservation.product.size).not.toBeNull();
    expect(Date.parse(reservation.readyAt) - createdAt).toBe(2 * HOUR);
    expect(Date.parse(reservation.holdUntil) - createdAt).toBe(72 * HOUR);
    // ≥ 128 bits of base64url
    expect(reservation.accessToken).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(await available(item)).toBe(2);
  });

  it('holds RESERVATION_HOLD_HOURS when set', async () => {
    process.env.RESERVATION_HOLD_HOURS = '24';
    try {
      const reservation = created(await reserve(bodyFor(piece(3))));
      const held = Date.parse(reservation.holdUntil) - Date.parse(reservation.createdAt);
      expect(held).toBe(24 * HOUR);
    } finally {
      delete process.env.RESERVATION_HOLD_HOURS;
    }
  });

  it('answers a repeated Idempotency-Key with the same reservation and makes no second', async () => {
    const item = piece(4);
    const body = bodyFor(item);
    const first = created(await reserve(body, {}, 'same-key-1'));
    const again = await reserve(body, {}, 'same-key-1');
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ reservation: first });
    expect(await available(item)).toBe(3);
  });

  it('makes one reservation for five concurrent requests with one key', async () => {
    const item = piece(4);
    const body = bodyFor(item);
    const before = countRows();
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => reserve(body, {}, 'concurrent-key-1')),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 200, 200, 201]);
    const uuids = responses.map(
      (response) => reservationResponseSchema.parse(response.body).reservation.uuid,
    );
    expect(new Set(uuids).size).toBe(1);
    expect(countRows()).toBe(before + 1);
    expect(await available(item)).toBe(3);
  });

  it('refuses the same key with another body, and needs the key', async () => {
    const item = piece(4);
    created(await reserve(bodyFor(item), {}, 'reused-key-1'));
    const other = await reserve(bodyFor(item), {}, 'reused-key-1');
    expect(other.status).toBe(422);
    expect(errorOf(other)).toMatchObject({
      code: 'idempotency_key_reused',
      message: RESERVATION_MESSAGES.keyReused,
    });
    expect(await available(item)).toBe(3);
    const noKey = await call(app, 'POST', '/order/api/reservation', bodyFor(item));
    expect(noKey.status).toBe(422);
    expect(errorOf(noKey)).toMatchObject({
      code: 'no_idempotency_key',
      errors: { 'idempotency-key': ['Не передан Idempotency-Key'] },
    });
  });

  it('answers field messages in Russian, consent included', async () => {
    const empty = await reserve({});
    expect(empty.status).toBe(422);
    expect(errorOf(empty).errors).toMatchObject({
      shopId: [MSG.required],
      name: [MSG.required],
      phone: [MSG.required],
      consent: [MSG.consent],
    });
    const item = piece(3);
    const bad = await reserve({ ...bodyFor(item), phone: '8 917 300 00 00', consent: false });
    expect(errorOf(bad).errors).toEqual({ phone: [MSG.phone], consent: [MSG.consent] });
    const name = await reserve({ ...bodyFor(item), name: 'Анна<script>' });
    expect(errorOf(name).errors).toEqual({ name: [MSG.nameSurname] });
    expect(await available(item)).toBe(3);
  });

  it('refuses an inactive shop and an offer of another product', async () => {
    const item = piece(3);
    const inactive = t.db
      .prepare<[], { id: number }>('SELECT id FROM shops WHERE is_active = 0')
      .get()!.id;
    const shop = await reserve({ ...bodyFor(item), shopId: inactive });
    expect(errorOf(shop)).toMatchObject({ statusCode: 422, code: 'shop_not_found' });
    const another = t.db
      .prepare<[string], { id: string }>('SELECT id FROM products WHERE id <> ? LIMIT 1')
      .get(item.productUuid)!.id;
    const wrong = await reserve({ ...bodyFor(item), productUuid: another });
    expect(errorOf(wrong)).toMatchObject({ statusCode: 422, code: 'offer_not_found' });
  });
});

describe('stock held and returned', () => {
  it('refuses the last piece twice: 422 out_of_stock, also where the shop has none', async () => {
    const item = piece(1);
    created(await reserve(bodyFor(item)));
    expect(await available(item)).toBe(0);
    const second = await reserve(bodyFor(item));
    expect(second.status).toBe(422);
    expect(errorOf(second)).toMatchObject({
      code: 'out_of_stock',
      errors: { offerUuid: [RESERVATION_MESSAGES.outOfStock] },
    });
    const none = await reserve(bodyFor(piece(0)));
    expect(errorOf(none).code).toBe('out_of_stock');
  });

  it('cancel returns the piece; cancelling twice changes nothing', async () => {
    const item = piece(1);
    const reservation = created(await reserve(bodyFor(item)));
    const first = await cancel(reservation.uuid, tokenQuery(reservation));
    expect(first.status).toBe(200);
    const cancelled = reservationResponseSchema.parse(first.body).reservation;
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelledAt: clock.now.toISOString() });
    expect(await available(item)).toBe(1);
    advanceHours(1);
    const again = await cancel(reservation.uuid, tokenQuery(reservation));
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await available(item)).toBe(1);
    created(await reserve(bodyFor(item)));
  });

  it('expires after holdUntil: counted as expired, its piece available, its phone free', async () => {
    const item = piece(1);
    const phone = newPhone();
    const reservation = created(await reserve(bodyFor(item, phone)));
    for (let i = 0; i < 2; i += 1) created(await reserve(bodyFor(piece(3), phone)));
    expect(await available(item)).toBe(0);
    advanceHours(71.9);
    expect((await reserve(bodyFor(piece(3), phone))).status).toBe(422);
    advanceHours(0.1);
    const read72 = reservationResponseSchema.parse(
      (await read(reservation.uuid, tokenQuery(reservation))).body,
    ).reservation;
    expect(read72.status).toBe('expired');
    expect(await available(item)).toBe(1);
    // an expired reservation stays expired when cancelled, and stops counting for the phone
    const cancelled = await cancel(reservation.uuid, tokenQuery(reservation));
    expect(reservationResponseSchema.parse(cancelled.body).reservation.status).toBe('expired');
    created(await reserve(bodyFor(piece(3), phone)));
  });
});

describe('at most 3 active reservations per phone', () => {
  it('refuses the 4th with reservation_limit, and takes one again after a cancel', async () => {
    const phone = newPhone();
    const made = [];
    for (let i = 0; i < 3; i += 1) made.push(created(await reserve(bodyFor(piece(3), phone))));
    const item = piece(3);
    const fourth = await reserve(bodyFor(item, phone));
    expect(fourth.status).toBe(422);
    expect(errorOf(fourth)).toMatchObject({
      code: 'reservation_limit',
      message: 'Можно забронировать не более 3 изделий одновременно',
      errors: { phone: ['Можно забронировать не более 3 изделий одновременно'] },
    });
    expect(await available(item)).toBe(3);
    await cancel(made[0]!.uuid, tokenQuery(made[0]!));
    created(await reserve(bodyFor(item, phone)));
  });
});

describe('owner-only reads', () => {
  const OWNER = '+7 (917) 555-00-01';
  const STRANGER = '+7 (917) 555-00-02';
  let owner: Record<string, string>;
  let stranger: Record<string, string>;
  let mine: Reservation;
  let guest: Reservation;

  beforeAll(async () => {
    const signedOwner = await signIn(app, logs, OWNER);
    const signedStranger = await signIn(app, logs, STRANGER);
    owner = { authorization: `Bearer ${signedOwner.profileToken}` };
    stranger = { token: signedStranger.access_token };
    // made signed in, with another phone: owned by the account
    mine = created(await reserve(bodyFor(piece(3)), owner));
    guest = created(await reserve(bodyFor(piece(3))));
  });

  it('answers the account that made it and the bearer of its token', async () => {
    expect((await read(mine.uuid, '', owner)).body).toEqual({ reservation: mine });
    expect((await read(guest.uuid, tokenQuery(guest))).body).toEqual({ reservation: guest });
  });

  it('is the 404 of an unknown reservation for everyone else', async () => {
    const unknown = await read('00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    const attempts = [
      await read(mine.uuid),
      await read(mine.uuid, '', stranger),
      await read(mine.uuid, '?token=wrong'),
      await read(mine.uuid, tokenQuery(guest)),
      await read(guest.uuid, '', owner),
      await cancel(mine.uuid, '', stranger),
      await cancel(guest.uuid, `?token=${guest.accessToken.slice(1)}`),
    ];
    for (const attempt of attempts) {
      expect(attempt.status).toBe(404);
      expect(attempt.body).toEqual(unknown.body);
    }
    expect(errorOf(unknown)).toMatchObject({ code: 'reservation_not_found' });
    expect((await read(mine.uuid, '', owner)).body).toMatchObject({
      reservation: { status: 'active' },
    });
  });

  it('lists the customer’s reservations: by account and by their phone, newest first', async () => {
    advanceHours(0.01);
    const byPhone = created(await reserve(bodyFor(piece(3), OWNER)));
    const list = await call(app, 'GET', '/order/api/reservation/list', undefined, owner);
    expect(list.status).toBe(200);
    const items = reservationListResponseSchema.parse(list.body).items;
    expect(items.map((item) => item.uuid)).toEqual([byPhone.uuid, mine.uuid]);
    const theirs = await call(app, 'GET', '/order/api/reservation/list', undefined, stranger);
    expect(reservationListResponseSchema.parse(theirs.body).items).toEqual([]);
    const nobody = await call(app, 'GET', '/order/api/reservation/list');
    expect(nobody.status).toBe(401);
  });

  it('a signed-in key is replayed only for that account', async () => {
    const body = bodyFor(piece(3));
    const first = created(await reserve(body, owner, 'account-key-1'));
    const replay = await reserve(body, owner, 'account-key-1');
    expect(reservationResponseSchema.parse(replay.body).reservation.uuid).toBe(first.uuid);
    // the same key and body from a guest is another request, not the owner's reservation
    const asGuest = await reserve(body, {}, 'account-key-1');
    expect(asGuest.status).toBe(201);
    expect(reservationResponseSchema.parse(asGuest.body).reservation.uuid).not.toBe(first.uuid);
  });
});

describe('creation per client is rate-limited like code sends', () => {
  it('refuses the client past the limit with 429 and Retry-After; replays and others pass', async () => {
    const limited = createApp(t.db, {
      mediaDir: t.mediaDir,
      accounts: { otpCode: null, now: () => clock.now },
      reservations: { clientLimit: 2 },
    });
    const from = (client: string, body: unknown, key: string) =>
      call(limited, 'POST', '/order/api/reservation', body, {
        'idempotency-key': key,
        'x-forwarded-for': client,
      });
    const firstBody = bodyFor(piece(3));
    expect((await from('203.0.113.7', firstBody, 'rl-1')).status).toBe(201);
    // a refusal counts too: probing stock costs the same
    expect((await from('203.0.113.7', bodyFor(piece(0)), 'rl-2')).status).toBe(422);
    const third = await from('203.0.113.7', bodyFor(piece(3)), 'rl-3');
    expect(third.status).toBe(429);
    expect(errorOf(third)).toMatchObject({
      code: 'too_many_reservations',
      message: RESERVATION_MESSAGES.tooMany,
    });
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect((await from('203.0.113.7', firstBody, 'rl-1')).status).toBe(200);
    expect((await from('203.0.113.8', bodyFor(piece(3)), 'rl-4')).status).toBe(201);
    advanceHours(1.01);
    expect((await from('203.0.113.7', bodyFor(piece(3)), 'rl-5')).status).toBe(201);
  });
});
