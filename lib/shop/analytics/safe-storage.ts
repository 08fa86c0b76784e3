import { readStorage } from '@/lib/platform/browser-session';

/**
 * localStorage for analytics records: JSON values, and errors handed back instead of thrown, so a
 * caller can tell a full storage (spec 9: halve the list) from a disabled one.
 */
export function readJson<T>(key: string, fallback: T, valid: (value: unknown) => value is T): T {
  const raw = readStorage(key);
  if (raw === null) return fallback;
  try {
    const value: unknown = JSON.parse(raw);
    return valid(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

/** Writes a JSON value; answers the error instead of throwing it (null when written or no window). */
export function writeJson(key: string, value: unknown): unknown {
  try {
    if (typeof window === 'undefined') return null;
    window.localStorage.setItem(key, JSON.stringify(value));
    return null;
  } catch (error) {
    return error ?? new Error('storage write failed');
  }
}

/** Browsers name the error differently (Firefox: NS_ERROR_DOM_QUOTA_REACHED, old WebKit: code 22). */
export function isQuotaError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return (
    name === 'QuotaExceededError' ||
    name === 'NS_ERROR_DOM_QUOTA_REACHED' ||
    code === 22 ||
    code === 1014
  );
}

/**
 * Writes a list, dropping its oldest half on every quota error until it fits (spec 9: «stored
 * product list names are halved on storage quota overflow»). Never throws; answers what was kept.
 */
export function writeHalving<T>(key: string, list: T[]): T[] {
  let kept = list;
  for (;;) {
    const error = writeJson(key, kept);
    if (!error) return kept;
    if (!isQuotaError(error) || kept.length === 0) return kept;
    kept = kept.slice(Math.ceil(kept.length / 2));
  }
}
