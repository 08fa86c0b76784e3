import { randomInt, randomUUID } from 'node:crypto';

import {
  AUTH_ERROR_CODES,
  AUTH_MESSAGES,
  type LoginResponse,
} from '../../../lib/platform/api/contracts/auth';
import type { Db } from '../db/open-db';
import { ApiError } from '../http/errors';

import {
  createCustomer,
  customerByEmail,
  customerByPhone,
  displayName,
  type CustomerRow,
} from './customers';
import {
  accountHold,
  clearAttempts,
  countFailure,
  countSend,
  countWrongPassword,
  emailSubject,
  loginRefusal,
  OTP_MAX_WRONG,
  phoneSubject,
  type TooManyAttempts,
} from './login-limits';
import type { AccountConfig } from './options';
import { verifyPassword } from './passwords';
import { issueToken } from './tokens';

/** Spec 5 «SMS code: 6 digits»; codes live 5 minutes. */
export const OTP_TTL_MS = 5 * 60_000;

export type OtpChannelRow = 'SMS' | 'TELEGRAM' | 'CALL';
export type SentCode = { otpId: string; expiresAt: string; code: string };

/** Runs `work` in an IMMEDIATE transaction; an error it returns is thrown after the commit. */
function commitThenThrow<T>(db: Db, work: () => T | ApiError): T {
  const outcome = db.transaction(work).immediate();
  if (outcome instanceof ApiError) throw outcome;
  return outcome;
}

const sixDigits = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * Creates a one-time code for the phone (counted against the send limits of the phone, the client
 * and everybody) and writes it to the log. A call code is the last 4 digits of the calling number;
 * with a fixed test code configured, that code (or its last 4 digits) is the one issued.
 */
export function sendCode(
  db: Db,
  config: AccountConfig,
  request: { phone: string; channel: OtpChannelRow; client: string },
): SentCode {
  const { phone, channel } = request;
  const now = config.now();
  const sent = commitThenThrow<SentCode>(db, () => {
    const refused = countSend(db, phone, request.client, config.limits, now);
    if (refused) return refused;
    const full = config.otpCode ?? sixDigits();
    const code = channel === 'CALL' ? full.slice(-4) : full;
    const otpId = randomUUID();
    const expiresAt = new Date(now.getTime() + OTP_TTL_MS).toISOString();
    db.prepare(
      `INSERT INTO otp_requests (id, phone, channel, code, created_at, expires_at)
      VALUES (?, ?, ?, ?, ?, ?)`,
    ).run(otpId, phone, channel, code, now.toISOString(), expiresAt);
    return { otpId, expiresAt, code };
  });
  config.log(
    `[reference-api] one-time code ${sent.code} for ${phone} via ${channel} (otp_id ${sent.otpId})`,
  );
  return sent;
}

/** The number that «calls» the customer: a Moscow number ending in the 4-digit code. */
export function callingNumber(code: string): string {
  const middle = String(randomInt(100, 1000));
  return `+7 (495) ${middle}-${code.slice(0, 2)}-${code.slice(2, 4)}`;
}

/** Access token, name and id of a signed-in customer (every login path ends here). */
export function issueLogin(
  db: Db,
  customer: CustomerRow,
  now: Date,
  isNew: boolean,
): LoginResponse {
  const access = issueToken(db, 'access', customer.id, now);
  return {
    access_token: access.token,
    expires_at: access.expiresAt,
    user: { id: customer.id, name: displayName(customer) },
    isNew,
  };
}

type OtpRow = {
  id: string;
  code: string;
  expires_at: string;
  used_at: string | null;
  wrong_tries: number;
};

const wrongCode = () =>
  new ApiError(
    422,
    AUTH_MESSAGES.wrongCode,
    { otp_code: [AUTH_MESSAGES.wrongCode] },
    AUTH_ERROR_CODES.wrongCode,
  );

/**
 * Spends a one-time code inside the caller's IMMEDIATE transaction: the code must belong to the
 * phone, be unused, unexpired and not void (OTP_MAX_WRONG wrong tries). A wrong code counts
 * against the (phone, client) and client limits and the code's own tries. Null when the code was
 * good (it is used now, and the phone's counts start afresh); otherwise the refusal, which the
 * caller returns and throws after the commit, so the counts stay. Whatever proves a phone by code
 * (sign-in, a guest's reservation) spends it here, against the same limits.
 */
export function spendCode(
  db: Db,
  config: AccountConfig,
  input: { phone: string; otp_id: string; otp_code: string },
  client: string,
): ApiError | null {
  const now = config.now();
  const subject = phoneSubject(input.phone);
  const locked = loginRefusal(db, subject, client, now);
  if (locked) return locked;
  const otp = db
    .prepare<[string, string], OtpRow>(
      `SELECT id, code, expires_at, used_at, wrong_tries FROM otp_requests
      WHERE id = ? AND phone = ?`,
    )
    .get(input.otp_id, input.phone);
  const usable = otp && otp.used_at === null && otp.wrong_tries < OTP_MAX_WRONG;
  if (!usable || otp.code !== input.otp_code) {
    if (usable) {
      db.prepare('UPDATE otp_requests SET wrong_tries = wrong_tries + 1 WHERE id = ?').run(otp.id);
    }
    return countFailure(db, subject, client, config.limits, now) ?? wrongCode();
  }
  if (Date.parse(otp.expires_at) <= now.getTime()) {
    return new ApiError(
      422,
      AUTH_MESSAGES.codeExpired,
      { otp_code: [AUTH_MESSAGES.codeExpired] },
      AUTH_ERROR_CODES.codeExpired,
    );
  }
  db.prepare('UPDATE otp_requests SET used_at = ? WHERE id = ?').run(now.toISOString(), otp.id);
  clearAttempts(db, subject, client);
  return null;
}

/** Login by a one-time code (spendCode); a new phone signs up a new customer. */
export function loginByCode(
  db: Db,
  config: AccountConfig,
  input: { phone: string; otp_id: string; otp_code: string },
  client: string,
): LoginResponse {
  const now = config.now();
  return commitThenThrow<LoginResponse>(db, () => {
    const refused = spendCode(db, config, input, client);
    if (refused) return refused;
    const existing = customerByPhone(db, input.phone);
    const customer = existing ?? createCustomer(db, { phone: input.phone }, now);
    return issueLogin(db, customer, now, !existing);
  });
}

// Compared against when the e-mail is unknown, so both failures take the same time.
const DUMMY_HASH =
  'scrypt$16384$00000000000000000000000000000000$0000000000000000000000000000000000000000000000000000000000000000';

/**
 * Checks an e-mail and password inside the caller's transaction, against the limits of this
 * client: the customer, or the refusal — a lock (TooManyAttempts) or null for a wrong pair (either
 * part wrong, the same answer and the same time). Shared by the e-mail login and the stand-in
 * provider's page, so both count against one limit.
 */
export function checkPassword(
  db: Db,
  config: AccountConfig,
  input: { email: string; password: string },
  client: string,
): CustomerRow | TooManyAttempts | null {
  const now = config.now();
  const subject = emailSubject(input.email);
  const locked = loginRefusal(db, subject, client, now) ?? accountHold(db, subject, now);
  if (locked) return locked;
  const customer = customerByEmail(db, input.email);
  const ok = verifyPassword(input.password, customer?.password_hash ?? DUMMY_HASH);
  if (!customer || !ok) {
    countWrongPassword(db, subject, now);
    return countFailure(db, subject, client, config.limits, now);
  }
  clearAttempts(db, subject, client);
  return customer;
}

/** Login by e-mail and password; either wrong gives «Такой пользователь не найден». */
export function loginByEmail(
  db: Db,
  config: AccountConfig,
  input: { email: string; password: string },
  client: string,
): LoginResponse {
  return commitThenThrow<LoginResponse>(db, () => {
    const checked = checkPassword(db, config, input, client);
    if (checked instanceof ApiError) return checked;
    if (!checked) {
      return new ApiError(
        422,
        AUTH_MESSAGES.userNotFound,
        { email: [AUTH_MESSAGES.userNotFound] },
        AUTH_ERROR_CODES.userNotFound,
      );
    }
    return issueLogin(db, checked, config.now(), false);
  });
}
