import {
  RESERVATION_ERROR_CODES as CODES,
  RESERVATION_MESSAGES as MESSAGES,
  type ReservationCreateInput,
} from '../../../lib/platform/api/contracts/reservations';
import type { CustomerRow } from '../core/customers';
import type { AccountConfig } from '../core/options';
import { spendCode } from '../core/sign-in';
import type { Db } from '../db/open-db';
import { ApiError } from '../http/errors';

/** The one-time code that proves the reservation's phone, as sign-in's login body names it. */
export type PhoneProof = { phone: string; otp_id: string; otp_code: string };

/**
 * The proof this reservation needs: none when a customer it is made for signed in with its phone
 * (the sign-in proved it); else the code the body carries, or the refusal that asks for one. The
 * check of a missing code costs nothing and tells nothing of the stock, so it comes before the
 * per-client limit; the code itself is spent only once the request is known to be no replay.
 */
export function phoneProof(
  customers: readonly CustomerRow[],
  body: ReservationCreateInput,
): PhoneProof | null {
  if (customers.some((customer) => customer.phone === body.phone)) return null;
  if (!body.otpId || !body.otpCode) {
    throw new ApiError(
      422,
      MESSAGES.codeRequired,
      { otpCode: [MESSAGES.codeRequired] },
      CODES.codeRequired,
    );
  }
  return { phone: body.phone, otp_id: body.otpId, otp_code: body.otpCode };
}

/**
 * Spends the code inside the caller's IMMEDIATE transaction, with sign-in's store and limits
 * (core/sign-in.ts spendCode). Null when it was good; else the refusal, for the caller to throw
 * after committing (a wrong try must stay counted), its field messages under `otpCode`. A lock
 * (429) keeps its Retry-After.
 */
export function spendProof(
  db: Db,
  accounts: AccountConfig,
  proof: PhoneProof,
  client: string,
): ApiError | null {
  const refused = spendCode(db, accounts, proof, client);
  if (!refused || refused.status !== 422) return refused;
  return new ApiError(422, refused.message, { otpCode: [refused.message] }, refused.code);
}
