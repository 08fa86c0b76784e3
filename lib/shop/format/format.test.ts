import { describe, expect, it } from 'vitest';

import { splitFlat, withFlat } from './address';
import { discountPercent, formatRub } from './money';
import { moscowYear } from './moscow-time';
import { pluralRu, productCount } from './plural';
import { cutName, truncateText } from './text';

const plain = (value: string) => value.replace(/[\s\u00a0\u202f]/g, ' ');

describe('formatRub', () => {
  it('formats roubles the Russian way, without kopecks', () => {
    expect(plain(formatRub(12990))).toBe('12 990 ₽');
    expect(plain(formatRub(990))).toBe('990 ₽');
    expect(plain(formatRub(1250000.4))).toBe('1 250 000 ₽');
  });

  it('joins the groups and «₽» with no-break spaces, so a price never wraps', () => {
    expect(formatRub(1250000)).toBe('1\u00a0250\u00a0000\u00a0₽');
  });

  it('shows a rounded negative zero as «0 ₽», not «-0 ₽»', () => {
    expect(plain(formatRub(-0.4))).toBe('0 ₽');
  });
});

describe('discountPercent (spec 5)', () => {
  it('is round(100 * (1 - current / old))', () => {
    expect(discountPercent(7000, 10000)).toBe(30);
    expect(discountPercent(6667, 10000)).toBe(33);
  });
  it('is hidden without an old price or when it rounds to 0', () => {
    expect(discountPercent(1000, null)).toBeNull();
    expect(discountPercent(1000, 1000)).toBeNull();
    expect(discountPercent(9999, 10000)).toBeNull();
  });
});

describe('Russian plurals', () => {
  it.each([
    [1, '1 товар'],
    [2, '2 товара'],
    [4, '4 товара'],
    [5, '5 товаров'],
    [11, '11 товаров'],
    [21, '21 товар'],
    [22, '22 товара'],
    [111, '111 товаров'],
    [0, '0 товаров'],
  ])('%i → %s', (count, text) => {
    expect(productCount(count)).toBe(text);
  });
  it('works for any word', () => {
    expect(pluralRu(3, { one: 'бонус', few: 'бонуса', many: 'бонусов' })).toBe('бонуса');
  });
});

describe('moscowYear', () => {
  it('uses Moscow time, not UTC: 31 Dec 21:30 UTC is already the next year in Moscow', () => {
    expect(moscowYear(new Date('2025-12-31T21:30:00Z'))).toBe(2026);
    expect(moscowYear(new Date('2025-12-31T20:59:00Z'))).toBe(2025);
  });
});

describe('cutName (spec 3: 50 characters plus an ellipsis)', () => {
  it('keeps short names', () => {
    expect(cutName('Кольцо')).toBe('Кольцо');
  });
  it('cuts long names to 50 characters and adds …', () => {
    const name = 'Кольцо из белого золота 585 пробы с бриллиантами и изумрудом огранки';
    const cut = cutName(name);
    expect(cut.endsWith('…')).toBe(true);
    expect(Array.from(cut.slice(0, -1)).length).toBeLessThanOrEqual(50);
  });
});

describe('withFlat', () => {
  it('appends the flat as «, кв {flat}», replacing an earlier one', () => {
    expect(withFlat('Москва, ул. Арбат, д 1', '12')).toBe('Москва, ул. Арбат, д 1, кв 12');
    expect(withFlat('Москва, ул. Арбат, д 1, кв 5', '12')).toBe('Москва, ул. Арбат, д 1, кв 12');
    expect(withFlat('Москва, ул. Арбат, д 1, кв. 5', ' ')).toBe('Москва, ул. Арбат, д 1');
    expect(withFlat('Москва, ул. Арбат, д 1', null)).toBe('Москва, ул. Арбат, д 1');
  });
});

describe('splitFlat', () => {
  it('takes the flat off an address, the inverse of withFlat', () => {
    expect(splitFlat('Москва, ул. Арбат, д 1, кв 12')).toEqual({
      address: 'Москва, ул. Арбат, д 1',
      flat: '12',
    });
    expect(splitFlat('Москва, ул. Арбат, д 1')).toEqual({
      address: 'Москва, ул. Арбат, д 1',
      flat: null,
    });
  });
});

describe('truncateText', () => {
  it('keeps short texts and cuts long ones at a word with an ellipsis', () => {
    expect(truncateText('Короткий текст', 50)).toBe('Короткий текст');
    expect(truncateText('Настоящая Политика разработана в соответствии с законом', 30)).toBe(
      'Настоящая Политика…',
    );
  });

  // descriptions are cut at a word, never in the middle of one
  it.each([
    ['Кольцо из золота 585 пробы с бриллиантами', 20, 'Кольцо из золота…'],
    ['Кольцо из золота 585 пробы с бриллиантами', 18, 'Кольцо из золота…'],
    ['Серьги, подвески, цепи', 12, 'Серьги…'],
  ])('%s (%i) → %s', (text, max, cut) => {
    expect(truncateText(text, max)).toBe(cut);
    expect(cut.length).toBeLessThanOrEqual(max);
  });
});
