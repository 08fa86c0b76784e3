import { AUTH_ERROR_CODES, AUTH_MESSAGES } from '../../../lib/api/contracts/auth';
import type { Db } from '../db/open-db';
import { ApiError } from '../http/errors';

/** Codes sent per phone within the window; the next send locks the phone. */
export const MAX_SENDS = 5;
/** Wrong codes (or passwords) within the window; the last one locks. */
export const MAX_WRONG = 5;
const WINDOW_MS = 60 * 60_000;
/** Spec 9 «Login retry wait: one hour». */
export const LOCK_MS = 60 * 60_000;

/** 429 with the spec 8 message; `retryAfter` in seconds for the Retry-After header. */
export class TooManyAttempts extends ApiError {
  constructor(readonly retryAfter: number) {
    super(429, AUTH_MESSAGES.tooManyAttempts, undefined, AUTH_ERROR_CODES.tooManyAttempts);
  }
}

/** `phone:+7 (900) 000-00-01` or `email:anna@mail.ru`: what attempts and locks are counted on. */
export const phoneSubject = (phone: string) => `phone:${phone}`;
export const emailSubject = (email: string) => `email:${email.trim().toLowerCase()}`;

function lockedUntil(db: Db, subject: string, now: Date): number | null {
  const until = db
    .prepare<[string], { until: string }>('SELECT until FROM login_locks WHERE subject = ?')
    .get(subject)?.until;
  const ms = until ? Date.parse(until) : NaN;
  return Number.isFinite(ms) && ms > now.getTime() ? ms : null;
}

/** Throws 429 while the subject is locked. */
export function assertNotLocked(db: Db, subject: string, now: Date): void {
  const until = lockedUntil(db, subject, now);
  if (until !== null) throw new TooManyAttempts(Math.ceil((until - now.getTime()) / 1000));
}

function lock(db: Db, subject: string, now: Date): TooManyAttempts {
  const until = new Date(now.getTime() + LOCK_MS).toISOString();
  db.prepare(
    'INSERT INTO login_locks (subject, until) VALUES (?, ?) ON CONFLICT (subject) DO UPDATE SET until = excluded.until',
  ).run(subject, until);
  db.prepare('DELETE FROM login_attempts WHERE subject = ?').run(subject);
  return new TooManyAttempts(LOCK_MS / 1000);
}

function recent(db: Db, subject: string, kind: 'send' | 'wrong', now: Date): number {
  const since = new Date(now.getTime() - WINDOW_MS).toISOString();
  return (
    db
      .prepare<[string, string, string], { n: number }>(
        'SELECT count(*) AS n FROM login_attempts WHERE subject = ? AND kind = ? AND at > ?',
      )
      .get(subject, kind, since)?.n ?? 0
  );
}

const record = (db: Db, subject: string, kind: 'send' | 'wrong', now: Date) =>
  db
    .prepare('INSERT INTO login_attempts (subject, kind, at) VALUES (?, ?, ?)')
    .run(subject, kind, now.toISOString());

/**
 * Counts a code sent; past MAX_SENDS within the hour the subject is locked and a
 * TooManyAttempts is returned (the caller commits, then throws it).
 */
export function countSend(db: Db, subject: string, now: Date): TooManyAttempts | null {
  if (recent(db, subject, 'send', now) >= MAX_SENDS) return lock(db, subject, now);
  record(db, subject, 'send', now);
  return null;
}

/** Counts a wrong code or password; the MAX_WRONG-th within the hour locks the subject. */
export function countWrong(db: Db, subject: string, now: Date): TooManyAttempts | null {
  record(db, subject, 'wrong', now);
  return recent(db, subject, 'wrong', now) >= MAX_WRONG ? lock(db, subject, now) : null;
}

/** A successful login starts the count afresh. */
export function clearAttempts(db: Db, subject: string): void {
  db.prepare('DELETE FROM login_attempts WHERE subject = ?').run(subject);
  db.prepare('DELETE FROM login_locks WHERE subject = ?').run(subject);
}
