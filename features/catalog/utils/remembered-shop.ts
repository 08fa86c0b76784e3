import { readStorage, storageSignal, writeStorage } from '@/lib/platform/browser-session';

/**
 * The shop of «В наличии в магазине» this device remembers (local storage, like «Мой размер»,
 * never a cookie: the server never sees it, so the shared page cache serves everyone the same
 * listing). It only pre-fills the filter's control; the filter itself is the URL's `shop`.
 */
const REMEMBERED_SHOP_KEY = 'myShop';

const signal = storageSignal([REMEMBERED_SHOP_KEY]);

/** Calls `listener` when the remembered shop changes here or in another tab (useSyncExternalStore). */
export const subscribeRememberedShop = signal.subscribe;

/** The remembered shop id; null when none, or when the stored value is broken. */
export function readRememberedShop(): number | null {
  const raw = readStorage(REMEMBERED_SHOP_KEY);
  if (raw === null || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

/** Remembers a shop; null forgets it. */
export function writeRememberedShop(shopId: number | null): void {
  const valid = shopId !== null && Number.isInteger(shopId) && shopId > 0;
  writeStorage(REMEMBERED_SHOP_KEY, valid ? String(shopId) : null);
  signal.notify();
}
