import { Hono, type Context } from 'hono';

import {
  RESERVATION_ERROR_CODES as CODES,
  RESERVATION_MESSAGES as MESSAGES,
  reservationCreateBodySchema,
  type ReservationCreateInput,
  type ReservationListResponse,
  type ReservationResponse,
} from '../../../lib/platform/api/contracts/reservations';
import { countInWindow, TooManyAttempts } from '../core/login-limits';
import type { AccountConfig } from '../core/options';
import { unauthorized } from '../core/tokens';
import type { Db } from '../db/open-db';
import { isConstraintError } from '../db/sqlite';
import { clientOf } from '../http/client-address';
import { ApiError, errorHandler } from '../http/errors';
import { parseWith, readJson } from '../http/validate';
import { customersOf } from '../order/order-access';
import { idempotencyKey } from '../order/routes';

import { clientLimit, holdHours, type ReservationOptions } from './options';
import { phoneProof, spendProof } from './phone-proof';
import { readableReservation } from './reservation-access';
import {
  cancelReservation,
  insertReservation,
  requestHash,
  reservationByKey,
  reservationRow,
  toReservation,
  type ReservationRow,
} from './reservation-store';

const HOUR_MS = 3_600_000;

/** 429 of the per-client creation limit, with the seconds until a place frees up. */
class TooManyReservations extends ApiError {
  constructor(readonly retryAfter: number) {
    super(429, MESSAGES.tooMany, undefined, CODES.tooMany);
  }
}

const keyReused = () => new ApiError(422, MESSAGES.keyReused, undefined, CODES.keyReused);

type Created = { row: ReservationRow; created: boolean };
type Config = Required<ReservationOptions> & { accounts: AccountConfig };

/**
 * One IMMEDIATE transaction per key: a repeated key (also concurrently) answers its reservation
 * when the body is the same, and is refused when it is not (a key names one request, never two).
 * A replay is answered before the phone's code is looked at: the first request spent it. A wrong
 * code's count is committed; a refusal of the reservation itself (no stock, the phone's limit)
 * rolls the spending back, so the shopper may try another shop with the same code.
 */
function createOnce(
  db: Db,
  c: Context,
  key: string,
  body: ReservationCreateInput,
  config: Config,
): Created {
  const now = config.now();
  const customers = customersOf(db, c, now);
  const customer = customers[0];
  const scope = customer ? `customer:${customer.id}` : 'guest';
  const hash = requestHash(body);
  const replay = (): ReservationRow | undefined => {
    const row = reservationByKey(db, scope, key);
    if (row && row.request_hash !== hash) throw keyReused();
    return row;
  };
  const existing = replay();
  if (existing) return { row: existing, created: false };
  const proof = phoneProof(customers, body);
  // Counted like code sends (core/login-limits.ts), in a transaction of its own: a refused
  // reservation (no stock, the phone's limit, a wrong code) still counts, so probing costs the same.
  const refused = db.transaction(() =>
    countInWindow(db, `reservations|client:${clientOf(c)}`, config.clientLimit, HOUR_MS, now),
  )();
  if (refused) throw new TooManyReservations(refused.retryAfter);
  const meta = { scope, key, customerId: customer?.id ?? null, holdHours: config.holdHours, now };
  const create = db.transaction((): Created | ApiError => {
    const again = replay();
    if (again) return { row: again, created: false };
    const wrong = proof && spendProof(db, config.accounts, proof, clientOf(c));
    if (wrong) return wrong;
    return { row: reservationRow(db, insertReservation(db, body, meta))!, created: true };
  });
  const outcome = runOnce(() => create.immediate(), replay);
  if (outcome instanceof ApiError) throw outcome;
  return outcome;
}

/** Another connection made the same key first: answer with its reservation. */
function runOnce(
  create: () => Created | ApiError,
  replay: () => ReservationRow | undefined,
): Created | ApiError {
  try {
    return create();
  } catch (error) {
    const row = isConstraintError(error) ? replay() : undefined;
    if (!row) throw error;
    return { row, created: false };
  }
}

/**
 * Reservations to try on in a shop, in the order service (contracts/reservations.ts). `accounts`:
 * sign-in's settings, whose codes and limits prove a guest's phone.
 */
export function reservationRoutes(
  db: Db,
  accounts: AccountConfig,
  options: ReservationOptions = {},
): Hono {
  const app = new Hono();
  const now = options.now ?? (() => new Date());
  const config = (): Config => ({
    now,
    holdHours: options.holdHours ?? holdHours(),
    clientLimit: options.clientLimit ?? clientLimit(),
    accounts,
  });

  // The limits' answers (this one's, and sign-in's lock after wrong codes) carry Retry-After,
  // which the storefront's door forwards.
  app.onError((error, c) => {
    if (error instanceof TooManyReservations || error instanceof TooManyAttempts) {
      c.header('Retry-After', String(error.retryAfter));
    }
    return errorHandler(error, c);
  });

  app.post('/api/reservation', async (c) => {
    const key = idempotencyKey(c);
    const body = parseWith(reservationCreateBodySchema, await readJson(c));
    const { row, created } = createOnce(db, c, key, body, config());
    const answer: ReservationResponse = { reservation: toReservation(db, row, now()) };
    return c.json(answer, created ? 201 : 200);
  });

  app.get('/api/reservation/list', (c) => {
    const customers = customersOf(db, c, now());
    if (customers.length === 0) throw unauthorized();
    const rows = db
      .prepare<[string, string], ReservationRow>(
        `SELECT * FROM reservations WHERE customer_id IN (SELECT value FROM json_each(?))
          OR phone IN (SELECT value FROM json_each(?))
        ORDER BY created_at DESC, seq DESC`,
      )
      .all(
        JSON.stringify(customers.map((customer) => customer.id)),
        JSON.stringify(customers.flatMap((customer) => customer.phone ?? [])),
      );
    const at = now();
    const answer: ReservationListResponse = {
      items: rows.map((row) => toReservation(db, row, at)),
    };
    return c.json(answer);
  });

  app.get('/api/reservation/:uuid', (c) => {
    const at = now();
    const row = readableReservation(db, c, c.req.param('uuid'), at);
    return c.json({ reservation: toReservation(db, row, at) } satisfies ReservationResponse);
  });

  app.post('/api/reservation/:uuid/cancel', (c) => {
    const at = now();
    const row = readableReservation(db, c, c.req.param('uuid'), at);
    cancelReservation(db, row.uuid, at);
    const answer = { reservation: toReservation(db, reservationRow(db, row.uuid)!, at) };
    return c.json(answer satisfies ReservationResponse);
  });
  return app;
}
