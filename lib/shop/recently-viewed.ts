import { readStorage, storageSignal, writeStorage } from '@/lib/platform/browser-session';
import { writeHalving } from '@/lib/shop/analytics/safe-storage';
import { STORAGE_KEYS } from '@/lib/shop/constants';
import { SKU_PATTERN } from '@/lib/shop/gift-hint';

/**
 * «Вы смотрели» (docs/gift-hints-and-recently-viewed.md): the SKUs of the last products opened on
 * this device, in localStorage. Only SKUs are kept — the cards are read again by SKU, so a price is
 * never shown stale and a removed product simply drops out. Stored oldest first, so a full storage
 * drops the oldest half (writeHalving); read newest first.
 */
export const RECENTLY_VIEWED_LIMIT = 20;

const KEY = STORAGE_KEYS.recentlyViewed;
const EMPTY: readonly string[] = Object.freeze([]);

const signal = storageSignal([KEY]);
let cached: { raw: string | null; newestFirst: readonly string[] } = {
  raw: null,
  newestFirst: EMPTY,
};

/** The stored SKUs, oldest first; anything that is not a list of SKUs reads as empty. */
function parse(raw: string | null): string[] {
  if (raw === null) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter((sku): sku is string => typeof sku === 'string' && SKU_PATTERN.test(sku));
  } catch {
    return [];
  }
}

/**
 * The remembered SKUs, newest first (empty on the server). The same array while the storage is
 * unchanged, so it can be a `useSyncExternalStore` snapshot.
 */
export function readRecentlyViewed(): readonly string[] {
  const raw = readStorage(KEY);
  if (raw !== cached.raw) {
    cached = { raw, newestFirst: Object.freeze(parse(raw).reverse()) };
  }
  return cached.newestFirst;
}

/** The server's (and the first hydration's) snapshot: nothing, so cached pages stay shared. */
export const readNoRecentlyViewed = (): readonly string[] => EMPTY;

/**
 * Remembers a product as the newest one viewed (a repeat moves it to the front), keeping the last
 * RECENTLY_VIEWED_LIMIT. A full storage halves the list instead; never throws.
 */
export function rememberViewed(sku: string): void {
  if (!SKU_PATTERN.test(sku)) return;
  const oldestFirst = parse(readStorage(KEY)).filter((stored) => stored !== sku);
  oldestFirst.push(sku);
  writeHalving(KEY, oldestFirst.slice(-RECENTLY_VIEWED_LIMIT));
  signal.notify();
}

/** Forgets every viewed product («Очистить»). */
export function clearRecentlyViewed(): void {
  writeStorage(KEY, null);
  signal.notify();
}

/** Calls back when the list changes, in this tab or another one (the `storage` event). */
export const subscribeRecentlyViewed = signal.subscribe;
