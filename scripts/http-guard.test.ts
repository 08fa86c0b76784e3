import { describe, expect, it } from 'vitest';

import {
  ALLOWED_METHODS,
  resolveClientAddress,
  screenRequest,
  trustedProxyHops,
} from './http-guard.mjs';

describe('screenRequest', () => {
  it('lets every method the store answers through, on any path', () => {
    for (const method of ALLOWED_METHODS) {
      expect(screenRequest(method, '/svc/cart/api/cart')).toBeNull();
      expect(screenRequest(method, '/catalog/')).toBeNull();
    }
  });

  it.each(['TRACE', 'CONNECT', 'TRACK', 'PROPFIND', 'MKCOL'])(
    '%s is 405 with Allow, in the services’ shape on the door',
    (method) => {
      const refused = screenRequest(method, '/svc/cart/api/cart')!;
      expect(refused.status).toBe(405);
      expect(refused.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
      expect(JSON.parse(refused.body)).toEqual({
        message: 'Метод не поддерживается',
        statusCode: 405,
        code: 'method_not_allowed',
      });
      expect(screenRequest(method, '/')!.headers['content-type']).toMatch(/^text\/plain/);
    },
  );

  it.each([
    '/svc/main/%C0%AE',
    '/media/%C0%AE.svg',
    '/svc/cart/api/cart/item/%FF',
    '/svc/main/%',
    '/svc/main/%zz',
    '/media/%E0%A4%A',
    '/api/revalidate%ED%A0%80',
  ])('%s (escapes that do not decode) is 400', (url) => {
    const refused = screenRequest('GET', url)!;
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body)).toMatchObject({ statusCode: 400, code: 'bad_request' });
  });

  it('leaves good escapes, queries and pages alone (a page’s stray % is the route rules’ 301)', () => {
    for (const url of [
      '/svc/catalog/product/kolco-1?q=%FF',
      '/media/%D0%BA%D0%BE%D0%BB%D1%8C%D1%86%D0%BE.svg',
      '/catalog/%',
      '/catalog/%C0%AE/',
    ]) {
      expect(screenRequest('GET', url)).toBeNull();
    }
  });
});

describe('the client’s address', () => {
  it('with no trusted proxy (npm start): the socket’s peer, whatever the header says', () => {
    expect(resolveClientAddress('10.99.0.7', '203.0.113.9', 0)).toBe('203.0.113.9');
    expect(resolveClientAddress(undefined, '::ffff:203.0.113.9', 0)).toBe('203.0.113.9');
    expect(resolveClientAddress(['1.1.1.1', '2.2.2.2'], '::1', 0)).toBe('::1');
  });

  it('behind one proxy (nginx): the entry nginx appended, never one the client wrote', () => {
    // nginx: `$proxy_add_x_forwarded_for` = what the client sent, then the address nginx saw
    expect(resolveClientAddress('10.99.0.7, 198.51.100.4', '127.0.0.1', 1)).toBe('198.51.100.4');
    expect(resolveClientAddress('198.51.100.4', '127.0.0.1', 1)).toBe('198.51.100.4');
    expect(resolveClientAddress(undefined, '127.0.0.1', 1)).toBe('127.0.0.1');
  });

  it('behind two proxies: the entry the farther one appended', () => {
    expect(resolveClientAddress('6.6.6.6, 198.51.100.4, 10.0.0.2', '127.0.0.1', 2)).toBe(
      '198.51.100.4',
    );
  });

  it('without any address: unknown', () => {
    expect(resolveClientAddress(undefined, undefined, 0)).toBe('unknown');
  });

  it('TRUSTED_PROXY_HOPS is a whole number from 0 to 10; anything else stops the server', () => {
    expect(trustedProxyHops(undefined)).toBe(0);
    expect(trustedProxyHops('')).toBe(0);
    expect(trustedProxyHops(' 1 ')).toBe(1);
    for (const bad of ['-1', '1.5', 'yes', '11']) expect(() => trustedProxyHops(bad)).toThrow();
  });
});
