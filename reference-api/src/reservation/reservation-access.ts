import { createHash, timingSafeEqual } from 'node:crypto';

import type { Context } from 'hono';

import {
  RESERVATION_ERROR_CODES,
  RESERVATION_MESSAGES,
  RESERVATION_TOKEN_PARAM,
} from '../../../lib/platform/api/contracts/reservations';
import type { CustomerRow } from '../core/customers';
import type { Db } from '../db/open-db';
import { notFound, type ApiError } from '../http/errors';
import { customersOf } from '../order/order-access';

import { reservationRow, type ReservationRow } from './reservation-store';

/**
 * Who may read and cancel a reservation. It holds a name and a phone, so it is answered only to
 * (a) the bearer of its access token (`?token=`: a guest's link) or (b) its customer, signed in as
 * the order service accepts (profile bearer, or access token): the account it was made from, or —
 * as with orders — the phone it was made with. Everyone else gets the 404 of an unknown
 * reservation: a 403 would confirm it exists.
 */
export const reservationNotFound = (): ApiError =>
  notFound(RESERVATION_MESSAGES.notFound, RESERVATION_ERROR_CODES.notFound);

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Constant-time: the token's bytes are not leaked through the answer's timing. */
const sameToken = (given: string, stored: string) => timingSafeEqual(digest(given), digest(stored));

export function ownsReservation(customer: CustomerRow, row: ReservationRow): boolean {
  return (
    row.customer_id === customer.id || (customer.phone !== null && customer.phone === row.phone)
  );
}

/** The reservation the request may act on; otherwise exactly the 404 of an unknown one. */
export function readableReservation(db: Db, c: Context, uuid: string, now: Date): ReservationRow {
  const row = reservationRow(db, uuid.trim());
  if (!row) throw reservationNotFound();
  const token = c.req.query(RESERVATION_TOKEN_PARAM)?.trim();
  if (token && sameToken(token, row.access_token)) return row;
  if (customersOf(db, c, now).some((customer) => ownsReservation(customer, row))) return row;
  throw reservationNotFound();
}
