import { describe, expect, it } from 'vitest';

import {
  PageCache,
  isCacheablePath,
  isCacheableRequest,
  isPersonalWholeRequest,
  isStorable,
  KEPT_PAGE_CACHE_CONTROL,
  keptPageHeaders,
  pageCacheKey,
  renderRequest,
  type RenderedPage,
} from './page-cache';

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

function request(
  pathname: string,
  headers: Record<string, string> = { accept: BROWSER_ACCEPT },
  method = 'GET',
) {
  return { method, pathname, headers: new Headers(headers) };
}

function page(body: string, nonce = 'n0nce'): RenderedPage {
  return { status: 200, headers: [['content-type', 'text/html']], body, nonce };
}

describe('isCacheablePath', () => {
  it.each([
    '/',
    '/catalog/',
    '/catalog/kolca/',
    '/product/kolco-iz-zolota-585-10003285/',
    '/collections/',
    '/collections/outlet/',
    '/blog/',
    '/blog/kak-uhazhivat-za-zolotom/',
    '/about/',
    '/vacancies/',
    '/rules/oferta/',
    '/addresses/',
    '/landing/zoloto/',
  ])('keeps the page %s', (path) => {
    expect(isCacheablePath(path)).toBe(true);
  });

  it.each([
    '/cart/',
    '/checkout/',
    '/checkout_old/success/',
    '/account/',
    '/account/orders/',
    '/calendar/',
    '/online/',
    '/s/abc/',
    '/oidc/yandex/',
    '/feedback/',
    '/hint/',
    '/apponelink/',
    '/catalog',
  ])('renders %s for every request (personal, live or time-bound)', (path) => {
    expect(isCacheablePath(path)).toBe(false);
  });
});

describe('isCacheableRequest', () => {
  it('takes a browser page view of a shop page', () => {
    expect(isCacheableRequest(request('/catalog/'))).toBe(true);
    expect(
      isCacheableRequest(
        request('/catalog/', { accept: BROWSER_ACCEPT, 'sec-fetch-dest': 'document' }),
      ),
    ).toBe(true);
  });

  it('leaves client-side navigations and prefetches (fetch() with Accept */*) to the render', () => {
    expect(isCacheableRequest(request('/catalog/', { accept: '*/*' }))).toBe(false);
    expect(isCacheableRequest(request('/catalog/', {}))).toBe(false);
    expect(
      isCacheableRequest(
        request('/catalog/', { accept: BROWSER_ACCEPT, 'sec-fetch-dest': 'empty' }),
      ),
    ).toBe(false);
  });

  it('takes only GET', () => {
    expect(isCacheableRequest(request('/catalog/', { accept: BROWSER_ACCEPT }, 'HEAD'))).toBe(
      false,
    );
    expect(isCacheableRequest(request('/catalog/', { accept: BROWSER_ACCEPT }, 'POST'))).toBe(
      false,
    );
  });

  it('never takes a personal page', () => {
    expect(isCacheableRequest(request('/cart/'))).toBe(false);
  });
});

describe('isPersonalWholeRequest', () => {
  it('takes a browser page view of the cart, the personal page drawn whole by the server', () => {
    expect(isPersonalWholeRequest(request('/cart/'))).toBe(true);
    expect(isPersonalWholeRequest(request('/cart_old/'))).toBe(true);
  });

  it('leaves navigations inside the app, other methods and other pages to the render', () => {
    expect(isPersonalWholeRequest(request('/cart/', { accept: '*/*' }))).toBe(false);
    expect(isPersonalWholeRequest(request('/cart/', { accept: BROWSER_ACCEPT }, 'POST'))).toBe(
      false,
    );
    // the account pages are drawn by the browser (no customer data on the server): their
    // scripts are what draws them, so holding the scripts would only hold the content
    for (const path of ['/account/', '/checkout/', '/catalog/', '/cart', '/cart/x/']) {
      expect(isPersonalWholeRequest(request(path))).toBe(false);
    }
  });
});

describe('pageCacheKey', () => {
  const web = { appMode: false };

  it('keeps the address with its query, so every listing, filter and page has its own entry', () => {
    const keys = new Set([
      pageCacheKey('/catalog/', '', web),
      pageCacheKey('/catalog/', '?page=2', web),
      pageCacheKey('/catalog/kolca/', '?filters=list_1_101', web),
    ]);
    expect(keys.size).toBe(3);
  });

  it('is the canonical address: tracking and unknown parameters make no entry of their own', () => {
    const plain = pageCacheKey('/catalog/kolca/', '', web);
    for (const search of [
      '?utm_source=yandex&utm_medium=cpc',
      '?yclid=123&gclid=abc',
      '?sort=popular&page=1',
      '?whatever=1',
    ]) {
      expect(pageCacheKey('/catalog/kolca/', search, web)).toBe(plain);
    }
    expect(pageCacheKey('/catalog/kolca/', '?page=2&utm_source=vk&sort=new', web)).toBe(
      pageCacheKey('/catalog/kolca/', '?sort=new&page=2', web),
    );
    expect(pageCacheKey('/product/kolco-1/', '?utm_campaign=x&size=17', web)).toBe(
      pageCacheKey('/product/kolco-1/', '?size=17', web),
    );
    expect(pageCacheKey('/blog/', '?page=2&category=news&fbclid=z', web)).toBe(
      pageCacheKey('/blog/', '?category=news&page=2', web),
    );
    expect(pageCacheKey('/', '?utm_source=email', web)).toBe(pageCacheKey('/', '', web));
    // what a page reads still tells pages apart, whatever its name
    expect(pageCacheKey('/collections/', '?q=Аутлет', web)).not.toBe(
      pageCacheKey('/collections/', '', web),
    );
    expect(pageCacheKey('/product/kolco-1/', '?anything=1', web)).not.toBe(
      pageCacheKey('/product/kolco-1/', '', web),
    );
    expect(pageCacheKey('/product/kolco-1/', '?size=18', web)).not.toBe(
      pageCacheKey('/product/kolco-1/', '?size=17', web),
    );
  });

  it('keys the shop of «В наличии в магазине», and renders a kept listing with it', () => {
    const plain = pageCacheKey('/catalog/kolca/', '', web);
    const inShop = pageCacheKey('/catalog/kolca/', '?shop=5', web);
    expect(inShop).not.toBe(plain);
    expect(inShop).not.toBe(pageCacheKey('/catalog/kolca/', '?shop=6', web));
    expect(pageCacheKey('/catalog/kolca/', '?filters=size_17&shop=5', web)).not.toBe(
      pageCacheKey('/catalog/kolca/', '?filters=size_17', web),
    );
    // canonical: order, tracking and a broken shop make no entry of their own
    expect(pageCacheKey('/catalog/kolca/', '?utm_source=vk&shop=5&page=1', web)).toBe(inShop);
    expect(pageCacheKey('/catalog/kolca/', '?shop=abc', web)).toBe(plain);
    expect(pageCacheKey('/collections/luxe/', '?shop=5', web)).not.toBe(
      pageCacheKey('/collections/luxe/', '', web),
    );
    const view = { variant: web, userAgent: null };
    expect(renderRequest('/catalog/kolca/', '?sort=new&shop=5', view).address).toBe(
      '/catalog/kolca/?shop=5&sort=new',
    );
  });

  it('keeps the native-app render apart from the browser one', () => {
    expect(pageCacheKey('/', '', web)).not.toBe(pageCacheKey('/', '', { appMode: true }));
  });
});

describe('isStorable', () => {
  const html = new Headers({ 'content-type': 'text/html; charset=utf-8' });

  it('keeps a full 200 HTML page with a nonce', () => {
    expect(isStorable({ status: 200, headers: html, nonce: 'abc' }, false)).toBe(true);
  });

  it('never keeps a render that met a failing service', () => {
    expect(isStorable({ status: 200, headers: html, nonce: 'abc' }, true)).toBe(false);
  });

  it.each([404, 500, 301, 307])('never keeps a %s', (status) => {
    expect(isStorable({ status, headers: html, nonce: 'abc' }, false)).toBe(false);
  });

  it('never keeps a page that sets a cookie, is not HTML or has no nonce', () => {
    const withCookie = new Headers(html);
    withCookie.set('set-cookie', 'a=1');
    expect(isStorable({ status: 200, headers: withCookie, nonce: 'abc' }, false)).toBe(false);
    expect(
      isStorable(
        { status: 200, headers: new Headers({ 'content-type': 'text/x-component' }), nonce: 'abc' },
        false,
      ),
    ).toBe(false);
    expect(isStorable({ status: 200, headers: html, nonce: null }, false)).toBe(false);
  });
});

describe('keptPageHeaders', () => {
  it("replaces Next's no-store with a rule that revalidates but allows the back/forward cache", () => {
    const headers = keptPageHeaders([
      ['content-type', 'text/html; charset=utf-8'],
      ['Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate'],
      ['link', '</a.css>; rel=preload'],
    ]);
    expect(headers).toEqual([
      ['content-type', 'text/html; charset=utf-8'],
      ['link', '</a.css>; rel=preload'],
      ['cache-control', KEPT_PAGE_CACHE_CONTROL],
    ]);
    expect(KEPT_PAGE_CACHE_CONTROL).not.toContain('no-store');
    expect(KEPT_PAGE_CACHE_CONTROL).toMatch(/\bprivate\b.*\bno-cache\b/);
  });

  it('sets the rule on a render that came without one', () => {
    expect(keptPageHeaders([])).toEqual([['cache-control', KEPT_PAGE_CACHE_CONTROL]]);
  });
});

describe('PageCache', () => {
  function clock(start = 0) {
    let now = start;
    return { now: () => now, advance: (ms: number) => (now += ms) };
  }

  it('serves a page until its time to live has passed', () => {
    const time = clock();
    const cache = new PageCache({ ttlMs: 60_000, maxEntries: 10, maxChars: 1e6 }, time.now);
    cache.set('a', page('A'));
    time.advance(59_999);
    expect(cache.get('a')?.body).toBe('A');
    time.advance(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps an expired page as a stale stand-in until its stale time is over', () => {
    const time = clock();
    const limits = { ttlMs: 1_000, maxEntries: 10, maxChars: 1e6, staleMs: 60_000 };
    const cache = new PageCache(limits, time.now);
    cache.set('a', page('A'));
    time.advance(1_000);
    expect(cache.get('a')).toBeUndefined(); // not fresh: the proxy refills it
    expect(cache.getStale('a')?.body).toBe('A'); // what it serves if the refill fails
    cache.set('a', page('B')); // a refill that worked replaces it
    time.advance(500);
    expect(cache.get('a')?.body).toBe('B');
    time.advance(60_500);
    expect(cache.getStale('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('lets the least recently used page go when full', () => {
    const cache = new PageCache({ ttlMs: 60_000, maxEntries: 2, maxChars: 1e6 });
    cache.set('a', page('A'));
    cache.set('b', page('B'));
    cache.get('a'); // a is now the most recently used
    cache.set('c', page('C'));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.body).toBe('A');
    expect(cache.get('c')?.body).toBe('C');
  });

  it('keeps the total size of the pages under its limit', () => {
    const cache = new PageCache({ ttlMs: 60_000, maxEntries: 100, maxChars: 10 });
    cache.set('a', page('aaaa'));
    cache.set('b', page('bbbb'));
    cache.set('c', page('cccc'));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(2);
    cache.set('huge', page('x'.repeat(11)));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it('replaces a page kept under the same key', () => {
    const cache = new PageCache({ ttlMs: 60_000, maxEntries: 2, maxChars: 10 });
    cache.set('a', page('aaaa'));
    cache.set('a', page('bbbbbb'));
    cache.set('b', page('cccc'));
    expect(cache.get('a')?.body).toBe('bbbbbb');
    expect(cache.get('b')?.body).toBe('cccc');
  });

  it('is off with a time to live of 0', () => {
    const cache = new PageCache({ ttlMs: 0, maxEntries: 10, maxChars: 1e6 });
    expect(cache.enabled).toBe(false);
    cache.set('a', page('A'));
    expect(cache.get('a')).toBeUndefined();
  });

  it('a revalidation drops the pages drawn from a named tag or kept for a named path', () => {
    const cache = new PageCache({ ttlMs: 60_000, maxEntries: 10, maxChars: 1e6, staleMs: 60_000 });
    const sources = (pathname: string, ...tags: string[]) => ({ pathname, tags: new Set(tags) });
    cache.set('web|/product/a/', page('A'), sources('/product/a/', 'products', 'product:a'));
    cache.set('app|/product/a/', page('A app'), sources('/product/a/', 'products', 'product:a'));
    cache.set('web|/product/b/', page('B'), sources('/product/b/', 'products', 'product:b'));
    cache.set('web|/catalog/kolca/', page('K'), sources('/catalog/kolca/', 'product-lists'));
    cache.set(
      'web|/catalog/kolca/?sort=price',
      page('K2'),
      sources('/catalog/kolca/', 'product-lists'),
    );
    cache.set('web|/', page('Home'), sources('/', 'banners'));

    expect(cache.invalidate({ tags: ['product:a'] })).toBe(2);
    expect(cache.getStale('web|/product/a/')).toBeUndefined(); // not even as a stale stand-in
    expect(cache.get('web|/product/b/')?.body).toBe('B');
    expect(cache.invalidate({ paths: ['/catalog/kolca/'] })).toBe(2);
    expect(cache.invalidate({ tags: ['nothing:here'], paths: ['/nowhere/'] })).toBe(0);
    expect(cache.get('web|/')?.body).toBe('Home');
    expect(cache.size).toBe(2);
  });
});
