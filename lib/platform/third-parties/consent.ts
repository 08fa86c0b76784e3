import { readStorage, writeStorage } from '@/lib/platform/browser-session';

/**
 * The shopper's choice about analytics cookies (152-FZ): `all` lets the tag manager and
 * the counters load, `necessary` keeps them off. Kept in localStorage for a year, in the browser
 * only: the page cache serves one HTML to everybody, so the choice is never part of a render.
 */
export type ConsentChoice = 'all' | 'necessary';

export const CONSENT_STORAGE_KEY = 'analyticsConsent';
export const CONSENT_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

const listeners = new Set<() => void>();

/** The remembered choice; null when there is none, it is older than a year or unreadable. */
export function readConsent(now = Date.now()): ConsentChoice | null {
  try {
    const stored = JSON.parse(readStorage(CONSENT_STORAGE_KEY) ?? 'null') as {
      choice?: unknown;
      at?: unknown;
    } | null;
    if (!stored || (stored.choice !== 'all' && stored.choice !== 'necessary')) return null;
    if (typeof stored.at !== 'number' || now - stored.at > CONSENT_MAX_AGE_MS) return null;
    return stored.choice;
  } catch {
    return null;
  }
}

/** Remembers the choice for a year and tells the subscribers (the loaders, the banner). */
export function saveConsent(choice: ConsentChoice, now = Date.now()): void {
  writeStorage(CONSENT_STORAGE_KEY, JSON.stringify({ choice, at: now }));
  for (const listener of [...listeners]) listener();
}

/** Calls `listener` when the choice changes in this tab; returns the unsubscribe. */
export function onConsentChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
