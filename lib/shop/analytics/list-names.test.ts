import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { STORAGE_KEYS } from '@/lib/shop/constants';

import { LIST_NAMES_LIMIT, listNameOf, rememberListName } from './list-names';

const stored = () =>
  JSON.parse(window.localStorage.getItem(STORAGE_KEYS.productLists) ?? '[]') as string[][];

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('product-to-list-name pairs', () => {
  it('keeps the most recent list of a SKU, newest last', () => {
    rememberListName('A', 'Каталог');
    rememberListName('B', 'Избранное');
    rememberListName('A', 'Результаты поиска');
    expect(stored()).toEqual([
      ['B', 'Избранное'],
      ['A', 'Результаты поиска'],
    ]);
    expect(listNameOf('A')).toBe('Результаты поиска');
    expect(listNameOf('C')).toBeUndefined();
  });

  it('is bounded: the oldest pairs go past the limit', () => {
    for (let index = 0; index < LIST_NAMES_LIMIT + 5; index += 1) {
      rememberListName(`S${index}`, 'Каталог');
    }
    expect(stored()).toHaveLength(LIST_NAMES_LIMIT);
    expect(stored()[0]![0]).toBe('S5');
  });

  it('halves the list on a quota error (oldest half dropped) and retries; never throws', () => {
    for (let index = 0; index < 8; index += 1) rememberListName(`S${index}`, 'Каталог');
    const setItem = Storage.prototype.setItem;
    // storage full: only a list of at most 4 pairs fits
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key, value) {
      if ((JSON.parse(value) as unknown[]).length > 4) {
        throw new DOMException('full', 'QuotaExceededError');
      }
      setItem.call(this, key, value);
    });
    expect(() => rememberListName('NEW', 'Коллекция / Весна')).not.toThrow();
    // 9 pairs → 4 (the newest, NEW among them)
    expect(stored().map(([sku]) => sku)).toEqual(['S5', 'S6', 'S7', 'NEW']);
    expect(listNameOf('NEW')).toBe('Коллекция / Весна');
  });

  it('gives up quietly when nothing fits or storage is disabled', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => rememberListName('A', 'Каталог')).not.toThrow();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('disabled');
    });
    expect(listNameOf('A')).toBeUndefined();
  });
});
