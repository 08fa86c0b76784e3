import { createHash, randomBytes, randomUUID } from 'node:crypto';

import {
  RESERVATION_ERROR_CODES as CODES,
  RESERVATION_MESSAGES as MESSAGES,
  RESERVATION_READY_AFTER_HOURS,
  RESERVATIONS_PER_PHONE,
  type Reservation,
  type ReservationCreateInput,
  type ReservationStatus,
} from '../../../lib/platform/api/contracts/reservations';
import type { Db } from '../db/open-db';
import { ApiError, validationError } from '../http/errors';

import { availableAt } from './shop-stock';

const HOUR_MS = 3_600_000;

export type ReservationRow = {
  uuid: string;
  idempotency_scope: string;
  request_hash: string;
  access_token: string;
  customer_id: number | null;
  shop_id: number;
  offer_id: string;
  product_id: string;
  name: string;
  phone: string;
  price: number;
  status: 'active' | 'cancelled';
  created_at: string;
  ready_at: string;
  hold_until: string;
  cancelled_at: string | null;
};

/** What a reservation is made of besides its body: who, when, under which key. */
export type NewReservation = {
  scope: string;
  key: string;
  customerId: number | null;
  holdHours: number;
  now: Date;
};

/** SHA-256 of the parsed body: what «the same request» means for a replayed key. */
export const requestHash = (body: ReservationCreateInput): string =>
  createHash('sha256')
    .update(JSON.stringify([body.shopId, body.productUuid, body.offerUuid, body.name, body.phone]))
    .digest('hex');

export function reservationRow(db: Db, uuid: string): ReservationRow | undefined {
  return db
    .prepare<[string], ReservationRow>('SELECT * FROM reservations WHERE uuid = ?')
    .get(uuid);
}

export function reservationByKey(db: Db, scope: string, key: string): ReservationRow | undefined {
  return db
    .prepare<[string, string], ReservationRow>(
      'SELECT * FROM reservations WHERE idempotency_scope = ? AND idempotency_key = ?',
    )
    .get(scope, key);
}

const refusal = (message: string, code: string, field: string): ApiError =>
  new ApiError(422, message, { [field]: [message] }, code);

type OfferRow = { product_id: string; price: number; size: string | null; sized: number };

/** The offer, checked as the cart checks it: it belongs to the product and is a size if it has sizes. */
function reservableOffer(db: Db, body: ReservationCreateInput): OfferRow {
  const offer = db
    .prepare<[string], OfferRow>(
      `SELECT p.id AS product_id, p.price, o.size,
      EXISTS (SELECT 1 FROM offers s WHERE s.product_seq = o.product_seq AND s.size IS NOT NULL AND s.size <> '') AS sized
      FROM offers o JOIN products p ON p.seq = o.product_seq WHERE o.id = ?`,
    )
    .get(body.offerUuid);
  if (!offer || offer.product_id !== body.productUuid) {
    throw refusal(MESSAGES.offerNotFound, CODES.offerNotFound, 'offerUuid');
  }
  if (offer.sized === 1 && !offer.size) {
    throw refusal(MESSAGES.sizeRequired, CODES.sizeRequired, 'offerUuid');
  }
  return offer;
}

function activeForPhone(db: Db, phone: string, now: Date): number {
  return db
    .prepare<[string, string], { n: number }>(
      `SELECT count(*) AS n FROM reservations
      WHERE phone = ? AND status = 'active' AND hold_until > ?`,
    )
    .get(phone, now.toISOString())!.n;
}

/**
 * Checks the rules and writes the reservation; the caller holds the IMMEDIATE transaction, so two
 * requests cannot both take the last piece nor a phone's last free place. Returns its uuid.
 */
export function insertReservation(
  db: Db,
  body: ReservationCreateInput,
  meta: NewReservation,
): string {
  const shop = db
    .prepare<[number], { id: number }>('SELECT id FROM shops WHERE id = ? AND is_active = 1')
    .get(body.shopId);
  if (!shop) throw refusal(MESSAGES.shopNotFound, CODES.shopNotFound, 'shopId');
  const offer = reservableOffer(db, body);
  if (activeForPhone(db, body.phone, meta.now) >= RESERVATIONS_PER_PHONE) {
    throw refusal(MESSAGES.limit, CODES.limit, 'phone');
  }
  if ((availableAt(db, body.offerUuid, shop.id, meta.now) ?? 0) <= 0) {
    throw validationError({ offerUuid: [MESSAGES.outOfStock] }, CODES.outOfStock);
  }
  const uuid = randomUUID();
  const at = (hours: number) => new Date(meta.now.getTime() + hours * HOUR_MS).toISOString();
  db.prepare(
    `INSERT INTO reservations (uuid, idempotency_scope, idempotency_key, request_hash, access_token,
      customer_id, shop_id, offer_id, product_id, name, phone, price, status, created_at, ready_at,
      hold_until)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'active', ?, ?, ?)`,
  ).run(
    uuid,
    meta.scope,
    meta.key,
    requestHash(body),
    // 192 random bits: the guest's only key to the reservation
    randomBytes(24).toString('base64url'),
    meta.customerId,
    shop.id,
    body.offerUuid,
    body.productUuid,
    body.name,
    body.phone,
    offer.price,
    meta.now.toISOString(),
    at(RESERVATION_READY_AFTER_HOURS),
    at(meta.holdHours),
  );
  return uuid;
}

/** Cancels an active reservation (its piece counts as available again); anything else stays. */
export function cancelReservation(db: Db, uuid: string, now: Date): void {
  db.prepare(
    `UPDATE reservations SET status = 'cancelled', cancelled_at = ?
    WHERE uuid = ? AND status = 'active' AND hold_until > ?`,
  ).run(now.toISOString(), uuid, now.toISOString());
}

type DetailRow = {
  shop_name: string;
  shop_address: string;
  shop_phone: string;
  product_name: string;
  slug: string;
  sku: string;
  size: string | null;
};

/** The reservation as the API answers it; `expired` is worked out from the clock. */
export function toReservation(db: Db, row: ReservationRow, now: Date): Reservation {
  const detail = db
    .prepare<[string, number, string], DetailRow>(
      `SELECT sh.name AS shop_name, sh.address AS shop_address, sh.phone AS shop_phone,
        p.name AS product_name, p.slug, p.sku,
        (SELECT o.size FROM offers o WHERE o.id = ?) AS size
      FROM shops sh, products p WHERE sh.id = ? AND p.id = ?`,
    )
    .get(row.offer_id, row.shop_id, row.product_id);
  const expired = row.status === 'active' && Date.parse(row.hold_until) <= now.getTime();
  const status: ReservationStatus = expired ? 'expired' : row.status;
  return {
    uuid: row.uuid,
    status,
    shop: {
      id: row.shop_id,
      name: detail?.shop_name ?? '',
      address: detail?.shop_address ?? '',
      phone: detail?.shop_phone ?? '',
    },
    product: {
      uuid: row.product_id,
      offerUuid: row.offer_id,
      name: detail?.product_name ?? '',
      slug: detail?.slug ?? '',
      sku: detail?.sku ?? '',
      size: detail?.size ?? null,
      price: row.price,
    },
    customer: { name: row.name, phone: row.phone },
    createdAt: row.created_at,
    readyAt: row.ready_at,
    holdUntil: row.hold_until,
    cancelledAt: row.cancelled_at,
    accessToken: row.access_token,
  };
}
