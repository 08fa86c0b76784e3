import { readStorage, writeStorage } from '@/lib/platform/browser-session';
import { LOGIN_RETRY_WAIT_MS } from '@/lib/shop/constants';

import { AUTH_STORAGE_KEYS } from './auth-storage';

type Locks = Record<string, number>;

/** Phone digits or the lower-cased e-mail: one identity per lock, as the API counts attempts. */
export function lockIdentity(value: string): string {
  const trimmed = value.trim().toLowerCase();
  return trimmed.includes('@') ? trimmed : trimmed.replace(/\D/g, '');
}

function readLocks(now: number): Locks {
  try {
    const parsed: unknown = JSON.parse(readStorage(AUTH_STORAGE_KEYS.loginLocks) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    // expired locks are dropped on every read, so the stored object never grows
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] > now,
      ),
    );
  } catch {
    return {};
  }
}

/** Until when (epoch ms) this phone or e-mail is refused, or null when it may try. */
export function lockedUntil(identity: string, now = Date.now()): number | null {
  const key = lockIdentity(identity);
  if (!key) return null;
  return readLocks(now)[key] ?? null;
}

/**
 * Remembers a 429 `too_many_attempts` for an hour (or the server's Retry-After), across reloads.
 * Returns the until-time.
 */
export function lockLogin(
  identity: string,
  now = Date.now(),
  waitMs = LOGIN_RETRY_WAIT_MS,
): number {
  const until = now + waitMs;
  const key = lockIdentity(identity);
  if (!key) return until;
  const locks = readLocks(now);
  locks[key] = until;
  writeStorage(AUTH_STORAGE_KEYS.loginLocks, JSON.stringify(locks));
  return until;
}
