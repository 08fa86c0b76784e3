import {
  CART_SESSION_COOKIE,
  CART_SESSION_HINT_COOKIE,
  COOKIE_MAX_AGE_S,
  STORAGE_KEYS,
} from '@/lib/shop/constants';

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

/**
 * A change signal for what this device keeps under `keys`: call `notify` after writing them here;
 * `subscribe` (the useSyncExternalStore contract) also hears other tabs of this browser write them
 * (the `storage` event; a cleared storage has no key) and answers the unsubscribe function.
 */
export function storageSignal(keys: readonly string[]) {
  const listeners = new Set<() => void>();
  return {
    notify(): void {
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === null || keys.includes(event.key)) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}

export function readCookie(name: string): string | null {
  if (!isBrowser()) return null;
  const prefix = `${encodeURIComponent(name)}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  if (!found) return null;
  try {
    return decodeURIComponent(found.slice(prefix.length));
  } catch {
    return null; // a malformed value (set by someone else) reads as none
  }
}

export function writeCookie(name: string, value: string | null, maxAge = COOKIE_MAX_AGE_S): void {
  if (!isBrowser()) return;
  const base = `${encodeURIComponent(name)}=${value === null ? '' : encodeURIComponent(value)}; path=/; SameSite=Lax`;
  document.cookie = value === null ? `${base}; max-age=0` : `${base}; max-age=${maxAge}`;
}

export const getAccessToken = () => readStorage(STORAGE_KEYS.accessToken);
export const getProfileToken = () => readStorage(STORAGE_KEYS.profileToken);

/**
 * The cart session id lives in an HttpOnly cookie that page scripts never read: the service door
 * sets it from the cart service's answers and sends it on (lib/platform/api/cart-session.ts). The
 * browser only sees the hint cookie, which says there is a cart to read.
 */
export function hasCartSession(): boolean {
  return (
    readCookie(CART_SESSION_HINT_COOKIE) === '1' ||
    // a session cookie still readable was written by page scripts of an older version: the door's
    // next cart answer replaces it with the HttpOnly one, so its cart is read, not lost
    readCookie(CART_SESSION_COOKIE) !== null ||
    legacyCartToken() !== null
  );
}

/**
 * A legacy `shop_cart_token` left in local storage (spec 4 «migrated into the session id and
 * removed»): sent once as the `shop-cart-token` header, whose answer makes the door set the cookie;
 * then forgotten (forgetLegacyCartToken).
 */
export function legacyCartToken(): string | null {
  return readStorage(STORAGE_KEYS.legacyCartToken);
}

/** After a cart answer: the door holds the session now (or the legacy token named no cart). */
export function forgetLegacyCartToken(): void {
  writeStorage(STORAGE_KEYS.legacyCartToken, null);
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
