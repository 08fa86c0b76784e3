import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

import type { Db } from '../db/open-db';
import { ensureSecret } from '../db/secrets';
import { ApiError } from '../http/errors';

/**
 * Payment confirmation is the provider's signed callback, never a bare POST. Modelled on
 * Russian acquirers' result callbacks — Robokassa's ResultURL carries `SignatureValue`, a hash of
 * `OutSum:InvId:Password`, and the shop settles only when it recomputes the same value and the sum
 * is the order's — here an HMAC-SHA256 over `uuid:amount:outcome` with a secret the stand-in
 * «bank» page and the order service share.
 */
export type PaymentOutcome = 'paid' | 'cancelled';

/** The `secrets` row of the generated shared secret (when REFERENCE_PAYMENT_SECRET is unset). */
export const PAYMENT_SECRET = 'payment_secret';

/** REFERENCE_PAYMENT_SECRET, else 32 random bytes (hex) made at first start and kept in the DB. */
export function paymentSecret(db: Db, env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env.REFERENCE_PAYMENT_SECRET?.trim();
  if (fromEnv) return fromEnv;
  return ensureSecret(db, PAYMENT_SECRET, () => randomBytes(32).toString('hex'));
}

/** The amount as it is signed and posted: the order total as the API answers it. */
export const signedAmount = (total: number): string => String(total);

/** Hex HMAC-SHA256(secret, `${uuid}:${amount}:${outcome}`). */
export function signPayment(
  secret: string,
  uuid: string,
  amount: string,
  outcome: PaymentOutcome,
): string {
  return createHmac('sha256', secret).update(`${uuid}:${amount}:${outcome}`).digest('hex');
}

export type PaymentCallback = {
  uuid: string;
  outcome: PaymentOutcome;
  amount: string;
  signature: string;
  /** The order's current total: a signature for another sum settles nothing. */
  total: number;
};

/** Whether the callback is signed for this order, outcome and its current total (constant time). */
export function verifyPayment(secret: string, callback: PaymentCallback): boolean {
  const expected = Buffer.from(
    signPayment(secret, callback.uuid, callback.amount, callback.outcome),
    'hex',
  );
  const given = /^[0-9a-f]{64}$/i.test(callback.signature)
    ? Buffer.from(callback.signature, 'hex')
    : Buffer.alloc(0);
  const signed = given.length === expected.length && timingSafeEqual(given, expected);
  return signed && callback.amount === signedAmount(callback.total);
}

export const badSignature = (): ApiError =>
  new ApiError(403, 'Подпись платежа не сходится', undefined, 'bad_signature');
