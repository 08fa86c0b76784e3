import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { STORAGE_KEYS } from './constants';
import {
  RECENTLY_VIEWED_LIMIT,
  clearRecentlyViewed,
  readRecentlyViewed,
  rememberViewed,
  subscribeRecentlyViewed,
} from './recently-viewed';

const stored = () =>
  JSON.parse(localStorage.getItem(STORAGE_KEYS.recentlyViewed) ?? '[]') as string[];

describe('recently viewed', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('reads newest first; a repeat view moves the product to the front', () => {
    rememberViewed('1');
    rememberViewed('2');
    rememberViewed('3');
    rememberViewed('1');
    expect(readRecentlyViewed()).toEqual(['1', '3', '2']);
    expect(stored()).toEqual(['2', '3', '1']);
  });

  it('keeps the last 20', () => {
    for (let sku = 1; sku <= RECENTLY_VIEWED_LIMIT + 3; sku += 1) rememberViewed(String(sku));
    const list = readRecentlyViewed();
    expect(list).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(list[0]).toBe(String(RECENTLY_VIEWED_LIMIT + 3));
    expect(list.at(-1)).toBe('4');
  });

  it('answers the same array while nothing changed (a useSyncExternalStore snapshot)', () => {
    rememberViewed('1');
    expect(readRecentlyViewed()).toBe(readRecentlyViewed());
  });

  it('reads a damaged or foreign value as empty, and drops entries that are not SKUs', () => {
    localStorage.setItem(STORAGE_KEYS.recentlyViewed, '{oops');
    expect(readRecentlyViewed()).toEqual([]);
    localStorage.setItem(STORAGE_KEYS.recentlyViewed, JSON.stringify(['1', 2, '<b>', '3']));
    expect(readRecentlyViewed()).toEqual(['3', '1']);
    rememberViewed('not a sku');
    expect(readRecentlyViewed()).toEqual(['3', '1']);
  });

  it('halves the list on a quota error (oldest half dropped) and never throws', () => {
    for (let sku = 1; sku <= 8; sku += 1) rememberViewed(String(sku));
    const setItem = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key, value) {
      if ((JSON.parse(value) as unknown[]).length > 4) {
        throw new DOMException('full', 'QuotaExceededError');
      }
      setItem.call(this, key, value);
    });
    expect(() => rememberViewed('9')).not.toThrow();
    expect(readRecentlyViewed()).toEqual(['9', '8', '7', '6']);
  });

  it('never throws when storage is disabled', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('disabled');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('disabled');
    });
    expect(() => rememberViewed('1')).not.toThrow();
    expect(readRecentlyViewed()).toEqual([]);
  });

  it('clears on demand and tells subscribers, in this tab and from another one', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeRecentlyViewed(listener);
    rememberViewed('1');
    expect(listener).toHaveBeenCalledTimes(1);
    clearRecentlyViewed();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(readRecentlyViewed()).toEqual([]);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.recentlyViewed }));
    expect(listener).toHaveBeenCalledTimes(3);
    window.dispatchEvent(new StorageEvent('storage', { key: 'other' }));
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    rememberViewed('2');
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
