import { randomInt, randomUUID } from 'node:crypto';

import {
  AUTH_ERROR_CODES,
  AUTH_MESSAGES,
  type LoginResponse,
} from '../../../lib/api/contracts/auth';
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
  assertNotLocked,
  clearAttempts,
  countSend,
  countWrong,
  emailSubject,
  phoneSubject,
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
 * Creates a one-time code for the phone (counted against the send limit) and writes it to the
 * log. A call code is the last 4 digits of the calling number; with a fixed test code configured,
 * that code (or its last 4 digits) is the one issued.
 */
export function sendCode(
  db: Db,
  config: AccountConfig,
  phone: string,
  channel: OtpChannelRow,
): SentCode {
  const now = config.now();
  const sent = commitThenThrow<SentCode>(db, () => {
    const subject = phoneSubject(phone);
    assertNotLocked(db, subject, now);
    const refused = countSend(db, subject, now);
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

type OtpRow = { id: string; code: string; expires_at: string; used_at: string | null };

const wrongCode = () =>
  new ApiError(
    422,
    AUTH_MESSAGES.wrongCode,
    { otp_code: [AUTH_MESSAGES.wrongCode] },
    AUTH_ERROR_CODES.wrongCode,
  );

/**
 * Login by a one-time code: the code must belong to the phone, be unused and unexpired. A wrong
 * code counts against the phone's limit; a new phone signs up a new customer.
 */
export function loginByCode(
  db: Db,
  config: AccountConfig,
  input: { phone: string; otp_id: string; otp_code: string },
): LoginResponse {
  const now = config.now();
  return commitThenThrow<LoginResponse>(db, () => {
    const subject = phoneSubject(input.phone);
    assertNotLocked(db, subject, now);
    const otp = db
      .prepare<[string, string], OtpRow>(
        'SELECT id, code, expires_at, used_at FROM otp_requests WHERE id = ? AND phone = ?',
      )
      .get(input.otp_id, input.phone);
    if (!otp || otp.used_at !== null || otp.code !== input.otp_code) {
      return countWrong(db, subject, now) ?? wrongCode();
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
    clearAttempts(db, subject);
    const existing = customerByPhone(db, input.phone);
    const customer = existing ?? createCustomer(db, { phone: input.phone }, now);
    return issueLogin(db, customer, now, !existing);
  });
}

// Compared against when the e-mail is unknown, so both failures take the same time.
const DUMMY_HASH =
  'scrypt$16384$00000000000000000000000000000000$0000000000000000000000000000000000000000000000000000000000000000';

/** Login by e-mail and password; either wrong gives «Такой пользователь не найден». */
export function loginByEmail(
  db: Db,
  config: AccountConfig,
  input: { email: string; password: string },
): LoginResponse {
  const now = config.now();
  return commitThenThrow<LoginResponse>(db, () => {
    const subject = emailSubject(input.email);
    assertNotLocked(db, subject, now);
    const customer = customerByEmail(db, input.email);
    const ok = verifyPassword(input.password, customer?.password_hash ?? DUMMY_HASH);
    if (!customer || !ok) {
      return (
        countWrong(db, subject, now) ??
        new ApiError(
          422,
          AUTH_MESSAGES.userNotFound,
          { email: [AUTH_MESSAGES.userNotFound] },
          AUTH_ERROR_CODES.userNotFound,
        )
      );
    }
    clearAttempts(db, subject);
    return issueLogin(db, customer, now, false);
  });
}
