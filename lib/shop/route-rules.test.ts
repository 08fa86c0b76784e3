import { describe, expect, it } from 'vitest';

import { routeRedirect } from './route-rules';

describe('route rules of spec 2.2', () => {
  it.each([
    // old paths (the spec's examples), with and without a slash, query kept
    ['/akcii', '', '/catalog/sale/'],
    ['/sergi/', '', '/catalog/sergi/'],
    ['/koltsa/', '', '/catalog/kolca/'],
    ['/serebryanye/', '', '/catalog/?filters=list_1_105,106'],
    ['/yuvelirochka', '', '/catalog/'],
    ['/sergi/', '?utm_source=mail', '/catalog/sergi/?utm_source=mail'],
    ['/SERGI', '', '/catalog/sergi/'],
    // page=1 removed (and the slash added in the same hop)
    ['/catalog/', '?page=1', '/catalog/'],
    ['/catalog', '?page=1', '/catalog/'],
    ['/catalog/kolca/', '?sort=new&page=1', '/catalog/kolca/?sort=new'],
    // trailing slash only without a query
    ['/catalog', '', '/catalog/'],
    ['/catalog/kolca', '', '/catalog/kolca/'],
    ['/product/ring-1', '', '/product/ring-1/'],
  ])('%s%s → 301 %s', (path, search, target) => {
    expect(routeRedirect(path, search)).toBe(target);
  });

  it.each([
    ['/', ''],
    ['/catalog/', ''],
    ['/catalog', '?sort=new'],
    ['/catalog/', '?page=2'],
    ['/catalog/', '?page=10'],
    ['/_next/static/chunks/app.js', ''],
    ['/svc/cart/api/cart', ''],
    ['/media/p/1.svg', ''],
    ['/api/health', ''],
    ['/favicon.ico', ''],
    ['/robots.txt', ''],
    ['/sitemap.xml', ''],
  ])('%s%s passes through', (path, search) => {
    expect(routeRedirect(path, search)).toBeNull();
  });

  it('never redirects a target to itself', () => {
    for (const target of ['/catalog/sale/', '/catalog/kolca/', '/addresses/']) {
      expect(routeRedirect(target, '')).toBeNull();
    }
  });
});

describe('malformed escapes in the path', () => {
  it('escapes a stray % with one 301 instead of a framework 500', () => {
    expect(routeRedirect('/catalog/%zz/', '')).toBe('/catalog/%25zz/');
    expect(routeRedirect('/%E0%A4%A', '?q=1')).toBe('/%25E0%25A4%25A/?q=1');
    expect(routeRedirect('/catalog/%25zz/', '')).toBeNull();
  });

  it('leaves valid escapes alone', () => {
    expect(routeRedirect('/catalog/%E2%82%AC/', '')).toBeNull();
  });
});
