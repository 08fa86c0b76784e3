import { readCookie, readStorage, writeStorage } from '@/lib/platform/browser-session';
import { STORAGE_KEYS } from '@/lib/shop/constants';

/** localStorage: when this browser first visited the store (ISO time). */
export const FIRST_VISIT_KEY = STORAGE_KEYS.firstVisit;
/**
 * Session cookie (no max-age: gone when the browser closes) with the decision for this browser
 * session, '1' returning or '0' new. Not sessionStorage: that is per tab, so a second tab would
 * count as a returning visit.
 */
export const VISIT_COOKIE = 'returningVisit';

function writeSessionCookie(name: string, value: string): void {
  document.cookie = `${name}=${value}; path=/; SameSite=Lax`;
}

/**
 * Whether this is a returning shopper (spec 4: personal recommendations only for them). Rule: the
 * browser stored a first visit in an earlier browser session. The first visit writes the flag; the
 * decision is kept for the whole browser session, so a slider never flips mid-visit.
 */
export function isReturningVisit(): boolean {
  const decided = readCookie(VISIT_COOKIE);
  if (decided !== null) return decided === '1';
  const returning = readStorage(FIRST_VISIT_KEY) !== null;
  if (!returning) writeStorage(FIRST_VISIT_KEY, new Date().toISOString());
  writeSessionCookie(VISIT_COOKIE, returning ? '1' : '0');
  return returning;
}
