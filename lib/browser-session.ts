import { CART_SESSION_COOKIE, COOKIE_MAX_AGE_S, STORAGE_KEYS } from '@/lib/constants';

/**
 * What the browser keeps of the session (spec 3 "Stored in the browser"). Safe to call on the
 * server: it answers null there.
 */
const isBrowser = () => typeof window !== 'undefined';

export function readStorage(key: string): string | null {
  if (!isBrowser()) return null;
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage can be disabled (private mode, web views); treat as empty
  }
}

export function writeStorage(key: string, value: string | null): void {
  if (!isBrowser()) return;
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // quota or disabled storage: the session simply is not remembered
  }
}

export function readCookie(name: string): string | null {
  if (!isBrowser()) return null;
  const prefix = `${encodeURIComponent(name)}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : null;
}

export function writeCookie(name: string, value: string | null, maxAge = COOKIE_MAX_AGE_S): void {
  if (!isBrowser()) return;
  const base = `${encodeURIComponent(name)}=${value === null ? '' : encodeURIComponent(value)}; path=/; SameSite=Lax`;
  document.cookie = value === null ? `${base}; max-age=0` : `${base}; max-age=${maxAge}`;
}

export const getAccessToken = () => readStorage(STORAGE_KEYS.accessToken);
export const getProfileToken = () => readStorage(STORAGE_KEYS.profileToken);

/**
 * The cart session id lives in a cookie (lifetime 86400 s). A legacy `shop_cart_token` in local
 * storage is migrated into it once and removed (spec 4 "Cart").
 */
export function getCartSessionId(): string | null {
  const legacy = readStorage(STORAGE_KEYS.legacyCartToken);
  if (legacy) {
    writeCookie(CART_SESSION_COOKIE, legacy);
    writeStorage(STORAGE_KEYS.legacyCartToken, null);
    return legacy;
  }
  return readCookie(CART_SESSION_COOKIE);
}

export function saveCartSessionId(sessionId: string | null | undefined): void {
  if (sessionId) writeCookie(CART_SESSION_COOKIE, sessionId);
}

/** Clears every stored part of the customer's session (logout, any 401). */
export function clearStoredSession(): void {
  for (const key of [
    STORAGE_KEYS.accessToken,
    STORAGE_KEYS.profileToken,
    STORAGE_KEYS.userId,
    STORAGE_KEYS.userName,
    STORAGE_KEYS.wishlistCount,
  ]) {
    writeStorage(key, null);
  }
}

/** A stable id of this browser, sent to recommendations and orders as the device id. */
export function getDeviceId(): string | null {
  if (!isBrowser()) return null;
  let id = readStorage(STORAGE_KEYS.deviceId);
  if (!id) {
    id = crypto.randomUUID();
    writeStorage(STORAGE_KEYS.deviceId, id);
  }
  return id;
}
