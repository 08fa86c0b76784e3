import { describe, expect, it } from 'vitest';

import { safeReturnPath } from './safe-path';

describe('safeReturnPath', () => {
  it.each([
    ['/catalog/kolca/', '/catalog/kolca/'],
    ['/catalog/kolca/?sort=new#top', '/catalog/kolca/?sort=new#top'],
    ['/account/orders/', '/account/orders/'],
    ['/', '/'],
  ])('keeps the same-site path %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'catalog/',
    '//evil.example/',
    '/\\evil.example/',
    '///evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    ' /catalog/',
    '/\u0000evil',
    '/\tevil',
  ])('refuses %j and falls back to the home page', (value) => {
    expect(safeReturnPath(value)).toBe('/');
  });

  it('uses the given fallback', () => {
    expect(safeReturnPath('//x', '/account/')).toBe('/account/');
  });
});
