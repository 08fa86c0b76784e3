import { describe, expect, it } from 'vitest';

import { isSameSitePath, safeReturnPath } from './safe-redirect';

/** Targets that would leave the site (or are not paths at all), plain and encoded. */
const HOSTILE = [
  null,
  undefined,
  '',
  'catalog/',
  ' /catalog/',
  '//evil.example/',
  '///evil.example',
  '/\\evil.example/',
  '\\\\evil.example',
  '/catalog\\..\\..\\\\evil.example',
  'https://evil.example/',
  'HTTPS://evil.example/',
  'http:/evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '/\tevil',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/\u0000evil',
  '/ /evil.example',
  '/\u00a0/evil.example',
  '/\u2028/evil.example',
  // dot segments fold into a protocol-relative path once resolved
  '/.//evil.example',
  '/..//evil.example',
  '/catalog/..//evil.example',
  '/%2e//evil.example',
  '/%2E%2E//evil.example',
  `/${'a'.repeat(2000)}`,
];

describe('isSameSitePath', () => {
  it.each([
    '/',
    '/catalog/kolca/',
    '/catalog/kolca/?sort=new&filters=list_1_2#top',
    '/account/orders/?page=2',
    '/%2F%2Fevil.example/',
    '/%5Cevil.example/',
    '/catalog/?filter[search]=%D0%BA%D0%BE%D0%BB%D1%8C%D1%86%D0%BE',
  ])('accepts the same-site path %j', (target) => {
    expect(isSameSitePath(target)).toBe(true);
  });

  it.each(HOSTILE)('refuses %j', (target) => {
    expect(isSameSitePath(target)).toBe(false);
  });
});

describe('safeReturnPath', () => {
  it.each([
    ['/catalog/kolca/', '/catalog/kolca/'],
    ['/catalog/kolca/?sort=new#top', '/catalog/kolca/?sort=new#top'],
    ['/account/orders/', '/account/orders/'],
    ['/catalog/./kolca/../sergi/', '/catalog/sergi/'],
    // encoded slashes stay encoded: a path of this site, never another host
    ['/%2F%2Fevil.example/', '/%2F%2Fevil.example/'],
    ['/', '/'],
  ])('keeps the same-site path %j as %j', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each(HOSTILE)('refuses %j and falls back to the home page', (value) => {
    expect(safeReturnPath(value)).toBe('/');
  });

  it('every answer is a path a browser keeps on this site', () => {
    for (const value of HOSTILE) {
      const answer = safeReturnPath(value);
      expect(new URL(answer, 'https://shop.example/').origin).toBe('https://shop.example');
    }
  });

  it('uses the given fallback', () => {
    expect(safeReturnPath('//x', '/account/')).toBe('/account/');
  });
});
