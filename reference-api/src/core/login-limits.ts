import { AUTH_ERROR_CODES, AUTH_MESSAGES } from '../../../lib/platform/api/contracts/auth';
import type { Db } from '../db/open-db';
import { ApiError } from '../http/errors';

/**
 * Sign-in limits (spec 9 «Login retry wait: one hour»), all in one place. They protect
 * the business (every code sent is a paid SMS or call) and the customer (nobody may guess a code
 * or a password, nor lock the owner out of their own account):
 * - codes sent: per phone (the 6th within the hour locks sends to it), per client and hour, and
 *   in total per minute — sliding windows, a refused send sends nothing and counts nothing;
 * - wrong codes and passwords: per (account, client), the 5th within the hour locks that client
 *   out of that account only, so the owner elsewhere still signs in; per client across accounts
 *   (credential stuffing), the ceiling locks the client out of every account;
 * - one code: void after its 5th wrong try, whichever clients the tries come from;
 * - wrong passwords per account from all clients together: after ACCOUNT_FREE_WRONG within the
 *   window, each further password try on that account waits twice as long as the last (1 s, 2 s,
 *   4 s … at most 15 min), however many addresses the guesses come from. Only the password is
 *   held: the owner still signs in by a code sent to the phone.
 * «Client» is the address of http/client-address.ts.
 */

/** Codes sent per phone within the window by default; the next send locks the phone's sends. */
export const MAX_SENDS = 5;
/** Wrong codes (or passwords) per account and client within the window; the last one locks. */
export const MAX_WRONG = 5;
/** Wrong tries after which a one-time code is void (a new code must be requested). */
export const OTP_MAX_WRONG = 5;
const WINDOW_MS = 60 * 60_000;
const MINUTE_MS = 60_000;
/** Spec 9 «Login retry wait: one hour». */
export const LOCK_MS = 60 * 60_000;
/** Wrong passwords for one account within the window, from all clients, before tries wait. */
export const ACCOUNT_FREE_WRONG = 10;
/** The longest wait between two password tries on a held account. */
export const ACCOUNT_MAX_WAIT_MS = 15 * 60_000;

/**
 * The limits a QA suite against a running store must raise (`npm run start:qa`,
 * docs/testing.md); the defaults are what a deployment gets.
 */
export type LoginLimits = {
  /** Codes sent per phone and hour (`REFERENCE_OTP_PHONE_LIMIT`). */
  otpPerPhone: number;
  /** Codes sent per client and hour (`REFERENCE_OTP_CLIENT_LIMIT`). */
  otpPerClient: number;
  /** Codes sent to anybody per minute (`REFERENCE_OTP_GLOBAL_PER_MINUTE`). */
  otpGlobalPerMinute: number;
  /** Failed logins per client and hour across accounts (`REFERENCE_LOGIN_CLIENT_LIMIT`). */
  failuresPerClient: number;
};

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  otpPerPhone: MAX_SENDS,
  otpPerClient: 10,
  otpGlobalPerMinute: 60,
  failuresPerClient: 30,
};

const positive = (value: string | undefined, fallback: number): number => {
  const parsed = Number(value?.trim() || NaN);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
};

/** The limits from the env; a missing or malformed value keeps its default. */
export function loginLimits(env: Record<string, string | undefined> = process.env): LoginLimits {
  return {
    otpPerPhone: positive(env.REFERENCE_OTP_PHONE_LIMIT, DEFAULT_LOGIN_LIMITS.otpPerPhone),
    otpPerClient: positive(env.REFERENCE_OTP_CLIENT_LIMIT, DEFAULT_LOGIN_LIMITS.otpPerClient),
    otpGlobalPerMinute: positive(
      env.REFERENCE_OTP_GLOBAL_PER_MINUTE,
      DEFAULT_LOGIN_LIMITS.otpGlobalPerMinute,
    ),
    failuresPerClient: positive(
      env.REFERENCE_LOGIN_CLIENT_LIMIT,
      DEFAULT_LOGIN_LIMITS.failuresPerClient,
    ),
  };
}

/**
 * 429 with the spec 8 message for a client that hit a lock; for an account whose passwords are
 * held (`held`), the message that points to the phone code. `retryAfter` in seconds for the
 * Retry-After header.
 */
export class TooManyAttempts extends ApiError {
  constructor(
    readonly retryAfter: number,
    readonly held = false,
  ) {
    super(
      429,
      held ? AUTH_MESSAGES.accountHeld : AUTH_MESSAGES.tooManyAttempts,
      undefined,
      held ? AUTH_ERROR_CODES.accountHeld : AUTH_ERROR_CODES.tooManyAttempts,
    );
  }
}

/** `phone:+7 (900) 000-00-01` or `email:anna@mail.ru`: the account attempts are counted on. */
export const phoneSubject = (phone: string) => `phone:${phone}`;
export const emailSubject = (email: string) => `email:${email.trim().toLowerCase()}`;
const pairSubject = (account: string, client: string) => `${account}|client:${client}`;
const clientFailures = (client: string) => `logins|client:${client}`;
const accountPasswords = (account: string) => `passwords|${account}`;
const clientSends = (client: string) => `otp-sends|client:${client}`;
const ALL_SENDS = 'otp-sends|all';

type Kind = 'send' | 'wrong';
const secondsUntil = (ms: number, now: Date) => Math.max(1, Math.ceil((ms - now.getTime()) / 1000));

function lockedRefusal(db: Db, subject: string, now: Date): TooManyAttempts | null {
  const until = db
    .prepare<[string], { until: string }>('SELECT until FROM login_locks WHERE subject = ?')
    .get(subject)?.until;
  const ms = until ? Date.parse(until) : NaN;
  return Number.isFinite(ms) && ms > now.getTime()
    ? new TooManyAttempts(secondsUntil(ms, now))
    : null;
}

function lock(db: Db, subject: string, now: Date): TooManyAttempts {
  const until = new Date(now.getTime() + LOCK_MS).toISOString();
  db.prepare(
    'INSERT INTO login_locks (subject, until) VALUES (?, ?) ON CONFLICT (subject) DO UPDATE SET until = excluded.until',
  ).run(subject, until);
  db.prepare('DELETE FROM login_attempts WHERE subject = ?').run(subject);
  return new TooManyAttempts(LOCK_MS / 1000);
}

function recent(db: Db, subject: string, kind: Kind, now: Date, windowMs = WINDOW_MS): number {
  const since = new Date(now.getTime() - windowMs).toISOString();
  return (
    db
      .prepare<[string, string, string], { n: number }>(
        'SELECT count(*) AS n FROM login_attempts WHERE subject = ? AND kind = ? AND at > ?',
      )
      .get(subject, kind, since)?.n ?? 0
  );
}

const record = (db: Db, subject: string, kind: Kind, now: Date) =>
  db
    .prepare('INSERT INTO login_attempts (subject, kind, at) VALUES (?, ?, ?)')
    .run(subject, kind, now.toISOString());

/** `limit` actions for `subject` per `windowMs`: null while under it, else the refusal. */
type WindowLimit = (
  db: Db,
  subject: string,
  limit: number,
  windowMs: number,
  now: Date,
) => TooManyAttempts | null;

/**
 * A sliding window of sends: null while under the limit, else a 429 whose Retry-After is when the
 * oldest send that keeps it full leaves the window. Older rows are dropped on the way.
 */
const windowRefusal: WindowLimit = (db, subject, limit, windowMs, now) => {
  const since = new Date(now.getTime() - windowMs).toISOString();
  db.prepare('DELETE FROM login_attempts WHERE subject = ? AND at <= ?').run(subject, since);
  const count = recent(db, subject, 'send', now, windowMs);
  if (count < limit) return null;
  const leaving = db
    .prepare<[string, string, number], { at: string }>(
      `SELECT at FROM login_attempts WHERE subject = ? AND kind = 'send' AND at > ?
      ORDER BY at LIMIT 1 OFFSET ?`,
    )
    .get(subject, since, count - limit)!.at;
  return new TooManyAttempts(secondsUntil(Date.parse(leaving) + windowMs, now));
};

/**
 * One more action for `subject` in a sliding window of `limit` per `windowMs`, counted the way code
 * sends are: null and counted while under the limit, else the refusal (carrying Retry-After) and
 * nothing counted. Other per-client limits (reservations) share it.
 */
export const countInWindow: WindowLimit = (db, subject, limit, windowMs, now) => {
  const refused = windowRefusal(db, subject, limit, windowMs, now);
  if (!refused) record(db, subject, 'send', now);
  return refused;
};

/** A lock standing against this client's logins into the account (the pair, or the client's ceiling). */
export function loginRefusal(
  db: Db,
  account: string,
  client: string,
  now: Date,
): TooManyAttempts | null {
  return (
    lockedRefusal(db, pairSubject(account, client), now) ??
    lockedRefusal(db, clientFailures(client), now)
  );
}

/**
 * Whether a code may be sent to the phone for this client; counts it when so. A refusal (a lock,
 * the client's or everybody's window, the phone's 6th send) is returned for the caller to throw
 * after committing.
 */
export function countSend(
  db: Db,
  phone: string,
  client: string,
  limits: LoginLimits,
  now: Date,
): TooManyAttempts | null {
  const account = phoneSubject(phone);
  const locked =
    lockedRefusal(db, account, now) ?? lockedRefusal(db, pairSubject(account, client), now);
  if (locked) return locked;
  const windows = [
    windowRefusal(db, clientSends(client), limits.otpPerClient, WINDOW_MS, now),
    windowRefusal(db, ALL_SENDS, limits.otpGlobalPerMinute, MINUTE_MS, now),
  ].filter((refusal): refusal is TooManyAttempts => refusal !== null);
  if (windows.length > 0) {
    return new TooManyAttempts(Math.max(...windows.map((refusal) => refusal.retryAfter)));
  }
  if (recent(db, account, 'send', now) >= limits.otpPerPhone) return lock(db, account, now);
  for (const subject of [account, clientSends(client), ALL_SENDS]) record(db, subject, 'send', now);
  return null;
}

/** Counts a wrong code or password; the pair's MAX_WRONG-th or the client's ceiling locks. */
export function countFailure(
  db: Db,
  account: string,
  client: string,
  limits: LoginLimits,
  now: Date,
): TooManyAttempts | null {
  const counted = [
    { subject: pairSubject(account, client), limit: MAX_WRONG },
    { subject: clientFailures(client), limit: limits.failuresPerClient },
  ].map(({ subject, limit }) => {
    record(db, subject, 'wrong', now);
    return recent(db, subject, 'wrong', now) >= limit ? lock(db, subject, now) : null;
  });
  return counted[0] ?? counted[1] ?? null;
}

/**
 * A successful login starts this client's count for the account afresh (and a phone's send count,
 * as its owner has shown up). The client's ceiling stays: one good account must not wash away
 * the failures against others.
 */
export function clearAttempts(db: Db, account: string, client: string): void {
  for (const subject of [pairSubject(account, client), account]) {
    db.prepare('DELETE FROM login_attempts WHERE subject = ?').run(subject);
    db.prepare('DELETE FROM login_locks WHERE subject = ?').run(subject);
  }
}

/**
 * Whether a password try on the account must wait (ACCOUNT_FREE_WRONG wrong passwords within the
 * window from any clients, then twice as long after each): the refusal with the seconds left.
 */
export function accountHold(db: Db, account: string, now: Date): TooManyAttempts | null {
  const since = new Date(now.getTime() - WINDOW_MS).toISOString();
  const subject = accountPasswords(account);
  db.prepare('DELETE FROM login_attempts WHERE subject = ? AND at <= ?').run(subject, since);
  const { n, last } = db
    .prepare<[string, string], { n: number; last: string | null }>(
      `SELECT count(*) AS n, max(at) AS last FROM login_attempts
      WHERE subject = ? AND kind = 'wrong' AND at > ?`,
    )
    .get(subject, since)!;
  if (n < ACCOUNT_FREE_WRONG || !last) return null;
  const waitMs = Math.min(1000 * 2 ** (n - ACCOUNT_FREE_WRONG), ACCOUNT_MAX_WAIT_MS);
  const until = Date.parse(last) + waitMs;
  return until > now.getTime() ? new TooManyAttempts(secondsUntil(until, now), true) : null;
}

/** Counts a wrong password against the account, whichever client sent it. */
export function countWrongPassword(db: Db, account: string, now: Date): void {
  record(db, accountPasswords(account), 'wrong', now);
}
