import { describe, expect, it } from 'vitest';

import { orderNumberFrom } from './order-number';

describe('orderNumberFrom', () => {
  it.each([
    ['100245', '100245'],
    [' ЮМ-2031/17 ', 'ЮМ-2031/17'],
    ['a1b2c3d4-e5f6', 'a1b2c3d4-e5f6'],
  ])('shows %j as %j', (value, expected) => {
    expect(orderNumberFrom(value)).toBe(expected);
  });

  it.each([undefined, '', '   ', '<script>', 'a b', 'x'.repeat(41), ['1', '2']])(
    'drops %j',
    (value) => {
      expect(orderNumberFrom(value)).toBeNull();
    },
  );
});
