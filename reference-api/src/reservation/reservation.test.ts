// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { AUTH_MESSAGES, otpSendResponseSchema } from '../../../lib/platform/api/contracts/auth';
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
import { OTP_TTL_MS } from '../core/sign-in';
import { loggedCode, signIn } from '../core/test-helpers';
import { call, seededApp, type JsonResponse } from '../testing/seeded-app';

/**
 * Reservations to try on in a shop: they hold a piece of the shop's stock until cancelled or past
 * their hold, are made once per Idempotency-Key, by a guest only with a code sent to the phone,
 * read and cancelled only by their owner, and limited per phone and per client.
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
  accounts: {
    otpCode: null,
    log: (line) => logs.push(line),
    now: () => clock.now,
    // this suite sends a code for nearly every reservation, all from one client
    limits: { otpPerPhone: 1000, otpPerClient: 1000, otpGlobalPerMinute: 1000 },
  },
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
/** The request as sent: no code added (a signed-in customer's, or a guest's refused one). */
const post = (body: unknown, headers: Record<string, string> = {}, key = `r-${++keys}`) =>
  call(app, 'POST', '/order/api/reservation', body, { 'idempotency-key': key, ...headers });

type Proof = { otpId: string; otpCode: string };
/** A code sent to the phone by sign-in's own endpoint; the log tells the code, as SMS would. */
async function codeFor(phone: string): Promise<Proof> {
  const sent = await call(app, 'POST', '/main/otp/sendV2', {
    phone,
    recaptcha_token: 'ok',
    messageType: 'SMS',
  });
  const { otp_id } = otpSendResponseSchema.parse(sent.body);
  return { otpId: otp_id, otpCode: loggedCode(logs, phone) };
}
/** Another code than the right one, still 6 digits. */
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** A guest's reservation: the phone proven by a fresh code, as the store sends it. */
async function reserve(
  body: ReservationCreateBody,
  headers: Record<string, string> = {},
  key = `r-${++keys}`,
) {
  return post({ ...body, ...(await codeFor(body.phone)) }, headers, key);
}
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
    const plain = bodyFor(item);
    const body = { ...plain, ...(await codeFor(plain.phone)) };
    const first = created(await post(body, {}, 'same-key-1'));
    // the first request spent the code: the replay is answered before the code is looked at
    const again = await post(body, {}, 'same-key-1');
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ reservation: first });
    // the code is no part of «the same request»: a resend after a lost answer, with none or a new one
    expect((await post(plain, {}, 'same-key-1')).body).toEqual({ reservation: first });
    expect((await reserve(plain, {}, 'same-key-1')).body).toEqual({ reservation: first });
    expect(await available(item)).toBe(3);
  });

  it('makes one reservation for five concurrent requests with one key', async () => {
    const item = piece(4);
    const plain = bodyFor(item);
    const body = { ...plain, ...(await codeFor(plain.phone)) };
    const before = countRows();
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => post(body, {}, 'concurrent-key-1')),
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
    const empty = await post({});
    expect(empty.status).toBe(422);
    expect(errorOf(empty).errors).toMatchObject({
      shopId: [MSG.required],
      name: [MSG.required],
      phone: [MSG.required],
      consent: [MSG.consent],
    });
    const item = piece(3);
    const bad = await post({ ...bodyFor(item), phone: '8 917 300 00 00', consent: false });
    expect(errorOf(bad).errors).toEqual({ phone: [MSG.phone], consent: [MSG.consent] });
    const name = await reserve({ ...bodyFor(item), name: 'Анна<script>' });
    expect(errorOf(name).errors).toEqual({ name: [MSG.nameSurname] });
    const code = await post({ ...bodyFor(item), otpId: ' ', otpCode: '12' });
    expect(errorOf(code).errors).toEqual({
      otpId: [AUTH_MESSAGES.wrongCode],
      otpCode: [AUTH_MESSAGES.wrongCode],
    });
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

describe('the phone proven by sign-in’s code', () => {
  const wrongCode = {
    code: 'wrong_code',
    message: AUTH_MESSAGES.wrongCode,
    errors: { otpCode: [AUTH_MESSAGES.wrongCode] },
  };

  it('refuses a guest without a code: 422 code_required, nothing held', async () => {
    const item = piece(3);
    const before = countRows();
    const none = await post(bodyFor(item));
    expect(none.status).toBe(422);
    expect(errorOf(none)).toMatchObject({
      code: 'code_required',
      message: RESERVATION_MESSAGES.codeRequired,
      errors: { otpCode: [RESERVATION_MESSAGES.codeRequired] },
    });
    expect(errorOf(await post({ ...bodyFor(item), otpCode: '123456' })).code).toBe('code_required');
    expect(countRows()).toBe(before);
    expect(await available(item)).toBe(3);
  });

  it('refuses a wrong code and another phone’s code, holds nothing; the right code then reserves', async () => {
    const item = piece(3);
    const body = bodyFor(item);
    const before = countRows();
    const proof = await codeFor(body.phone);
    const wrong = await post({ ...body, ...proof, otpCode: otherCode(proof.otpCode) });
    expect(wrong.status).toBe(422);
    expect(errorOf(wrong)).toMatchObject(wrongCode);
    const theirs = await codeFor(newPhone());
    expect(errorOf(await post({ ...body, ...theirs }))).toMatchObject(wrongCode);
    expect(countRows()).toBe(before);
    expect(await available(item)).toBe(3);
    // a wrong try does not void the code (sign-in's OTP_MAX_WRONG does)
    const reservation = created(await post({ ...body, ...proof }));
    expect(reservation.customer.phone).toBe(body.phone);
    expect(await available(item)).toBe(2);
    // spent: the same code makes no second reservation
    const again = await post({ ...bodyFor(piece(3), body.phone), ...proof });
    expect(errorOf(again)).toMatchObject(wrongCode);
  });

  it('refuses an expired code with sign-in’s message', async () => {
    const body = bodyFor(piece(3));
    const proof = await codeFor(body.phone);
    advanceHours((OTP_TTL_MS + 1000) / HOUR);
    const late = await post({ ...body, ...proof });
    expect(errorOf(late)).toMatchObject({
      statusCode: 422,
      code: 'otp_expired',
      errors: { otpCode: [AUTH_MESSAGES.codeExpired] },
    });
  });

  it('keeps the code when the reservation itself is refused: another shop takes it', async () => {
    const body = bodyFor(piece(0));
    const proof = await codeFor(body.phone);
    expect(errorOf(await post({ ...body, ...proof })).code).toBe('out_of_stock');
    created(await post({ ...bodyFor(piece(3), body.phone), ...proof }));
  });

  it('counts wrong codes against sign-in’s limits: the 5th locks the phone for that client', async () => {
    const client = { 'x-forwarded-for': '198.51.100.23' };
    const body = bodyFor(piece(3));
    const proof = await codeFor(body.phone);
    const wrong = { ...body, ...proof, otpCode: otherCode(proof.otpCode) };
    for (let i = 0; i < 4; i += 1) expect((await post(wrong, client)).status).toBe(422);
    const locked = await post(wrong, client);
    expect(locked.status).toBe(429);
    expect(errorOf(locked).code).toBe('too_many_attempts');
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect((await post({ ...body, ...(await codeFor(body.phone)) }, client)).status).toBe(429);
  });

  it('needs no code from a customer signed in with that phone; another phone needs one', async () => {
    const phone = newPhone();
    const signed = await signIn(app, logs, phone);
    const bearer = { authorization: `Bearer ${signed.profileToken}` };
    const own = created(await post(bodyFor(piece(3), phone), bearer));
    expect(own.customer.phone).toBe(phone);
    created(await post(bodyFor(piece(3), phone), { token: signed.access_token }));
    const other = await post(bodyFor(piece(3)), bearer);
    expect(errorOf(other).code).toBe('code_required');
    created(await reserve(bodyFor(piece(3)), bearer));
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
      accounts: { otpCode: null, log: () => {}, now: () => clock.now },
      reservations: { clientLimit: 2 },
    });
    // the codes come from the suite's app: both share the database, so its codes are good here;
    // a body that carries its own (a replay's, spent) keeps it
    const from = async (client: string, body: ReservationCreateBody, key: string) =>
      call(
        limited,
        'POST',
        '/order/api/reservation',
        { ...(await codeFor(body.phone)), ...body },
        { 'idempotency-key': key, 'x-forwarded-for': client },
      );
    const first = bodyFor(piece(3));
    const firstBody = { ...first, ...(await codeFor(first.phone)) };
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
