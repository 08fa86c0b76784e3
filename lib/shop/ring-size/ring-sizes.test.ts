import { describe, expect, it } from 'vitest';

import { formatRingSize, isRingCategory, numericSizes, parseRingSize } from './ring-sizes';
import {
  RING_SIZE_TABLE,
  STANDARD_RING_SIZES,
  US_SIZES,
  nearestRingSize,
  ringSizeRow,
} from './size-table';

describe('the ring size table', () => {
  it('lists Russian sizes 14 to 24 in half sizes', () => {
    expect(STANDARD_RING_SIZES[0]).toBe(14);
    expect(STANDARD_RING_SIZES.at(-1)).toBe(24);
    expect(STANDARD_RING_SIZES).toHaveLength(21);
    expect(STANDARD_RING_SIZES).toContain(17.5);
  });

  it('circumference is π·d, and the EU size the circumference in whole mm', () => {
    expect(ringSizeRow(17)).toEqual({ ru: 17, circumferenceMm: 53.4, eu: 53, us: 6.5 });
    expect(ringSizeRow(16)).toMatchObject({ circumferenceMm: 50.3, eu: 50 });
    expect(ringSizeRow(18)).toMatchObject({ circumferenceMm: 56.5, eu: 57 });
    for (const row of RING_SIZE_TABLE) {
      expect(Math.abs(row.circumferenceMm - Math.PI * row.ru)).toBeLessThanOrEqual(0.05);
      expect(row.eu).toBe(Math.round(Math.PI * row.ru));
    }
  });

  it('the US table is the standard one: 0.458 in + 0.032 in a size', () => {
    for (const { us, diameterMm } of US_SIZES) {
      expect(Math.abs(diameterMm - (0.458 + 0.032 * us) * 25.4)).toBeLessThan(0.006);
    }
  });

  it('gives the US size with the nearest diameter', () => {
    const us = Object.fromEntries(RING_SIZE_TABLE.map((row) => [row.ru, row.us]));
    expect(us[15]).toBe(4);
    expect(us[16]).toBe(5.5);
    expect(us[17]).toBe(6.5);
    expect(us[18]).toBe(8);
    expect(us[19]).toBe(9);
    expect(us[20]).toBe(10.5);
    expect(us[22]).toBe(13);
  });
});

describe('the nearest size', () => {
  const sellable = [16.5, 17.5, 18, 19];

  it('picks the size nearest to the diameter among the given sizes, half sizes included', () => {
    expect(nearestRingSize(17.3, STANDARD_RING_SIZES)).toBe(17.5);
    expect(nearestRingSize(17.2, STANDARD_RING_SIZES)).toBe(17);
    expect(nearestRingSize(17.3, sellable)).toBe(17.5);
    expect(nearestRingSize(16.9, sellable)).toBe(16.5);
    expect(nearestRingSize(25, sellable)).toBe(19);
  });

  it('a tie goes to the larger size (loose goes on, tight may not)', () => {
    expect(nearestRingSize(17.75, STANDARD_RING_SIZES)).toBe(18);
    expect(nearestRingSize(17, sellable)).toBe(17.5);
    expect(nearestRingSize(16.75, [16.5, 17])).toBe(17);
  });

  it('no sizes, no answer', () => {
    expect(nearestRingSize(17, [])).toBeNull();
  });
});

describe('size strings', () => {
  it('reads the catalogue’s sizes and a comma, and nothing else', () => {
    expect(parseRingSize('17')).toBe(17);
    expect(parseRingSize('17.5')).toBe(17.5);
    expect(parseRingSize(' 17,5 ')).toBe(17.5);
    expect(parseRingSize('')).toBeNull();
    expect(parseRingSize(null)).toBeNull();
    expect(parseRingSize('S')).toBeNull();
    expect(parseRingSize('17.5.1')).toBeNull();
    expect(numericSizes(['16', null, '16.5', 'XL'])).toEqual([16, 16.5]);
  });

  it('writes them as the catalogue does', () => {
    expect(formatRingSize(17)).toBe('17');
    expect(formatRingSize(17.5)).toBe('17.5');
  });
});

describe('which categories are rings', () => {
  it('the «Кольца» branch and categories named «Кольца …», not earrings', () => {
    expect(isRingCategory([{ slug: 'kolca', name: 'Кольца' }])).toBe(true);
    expect(
      isRingCategory([
        { slug: 'kolca', name: 'Кольца' },
        { slug: 'pechatki', name: 'Печатки' },
      ]),
    ).toBe(true);
    expect(
      isRingCategory([{ slug: 'kolca-spasi-i-sokhrani', name: 'Кольца «Спаси и сохрани»' }]),
    ).toBe(true);
    expect(
      isRingCategory([
        { slug: 'sergi', name: 'Серьги' },
        { slug: 'sergi-kolca', name: 'Серьги-кольца' },
      ]),
    ).toBe(false);
    expect(isRingCategory([])).toBe(false);
  });
});
