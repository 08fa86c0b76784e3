// @vitest-environment node
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

import nextConfig from './next.config';
import { config, proxy } from './proxy';

afterEach(() => vi.unstubAllEnvs());

describe('proxy: HSTS on page answers', () => {
  it('over HTTPS every answer carries HSTS, a redirect too', async () => {
    vi.stubEnv('SITE_URL', 'https://zoloto.example');
    const response = await proxy(new NextRequest('https://zoloto.example/akcii'));
    expect(response.status).toBe(301);
    expect(response.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it('over plain HTTP (local runs) there is none', async () => {
    vi.stubEnv('SITE_URL', 'http://localhost:3000');
    const response = await proxy(new NextRequest('http://localhost:3000/akcii'));
    expect(response.status).toBe(301);
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('proxy: the campaign of a landing is kept 30 days (spec 9)', () => {
  const setCookies = (response: Response) => response.headers.getSetCookie();

  it('a page answer to an address with utm_* sets the five cookies: its fields, the rest removed', async () => {
    vi.stubEnv('SITE_URL', 'https://zoloto.example');
    const response = await proxy(
      new NextRequest(
        'https://zoloto.example/account/?utm_source=yandex&utm_campaign=%D0%BE%D1%81%D0%B5%D0%BD%D1%8C',
      ),
    );
    expect(response.status).toBe(200);
    const cookies = setCookies(response);
    expect(cookies).toContain('utm_source=yandex; Max-Age=2592000; Path=/; SameSite=Lax; Secure');
    expect(cookies).toContain(
      'utm_campaign=%D0%BE%D1%81%D0%B5%D0%BD%D1%8C; Max-Age=2592000; Path=/; SameSite=Lax; Secure',
    );
    expect(cookies).toContain('utm_medium=; Max-Age=0; Path=/; SameSite=Lax; Secure');
    expect(cookies.filter((cookie) => cookie.startsWith('utm_'))).toHaveLength(5);
  });

  it('sets nothing without utm_*, or on a redirect (its target sets them)', async () => {
    vi.stubEnv('SITE_URL', 'http://localhost:3000');
    const plain = await proxy(new NextRequest('http://localhost:3000/account/?gclid=1'));
    expect(setCookies(plain).filter((cookie) => cookie.startsWith('utm_'))).toEqual([]);
    const moved = await proxy(new NextRequest('http://localhost:3000/akcii?utm_source=mail'));
    expect(moved.status).toBe(301);
    expect(new URL(moved.headers.get('location')!).search).toBe('?utm_source=mail');
    expect(setCookies(moved).filter((cookie) => cookie.startsWith('utm_'))).toEqual([]);
  });
});

describe('proxy: which requests it sees', () => {
  const matches = (url: string) => unstable_doesMiddlewareMatch({ config, nextConfig, url });

  it('pages pass through it', () => {
    expect(matches('/catalog/kolca/')).toBe(true);
    expect(matches('/product/kolco-123/')).toBe(true);
  });

  it('the market feeds do not: XML for marketplaces, never a kept page', () => {
    expect(matches('/feeds/yandex-market.yml')).toBe(false);
    expect(matches('/feeds/google-merchant.xml')).toBe(false);
    expect(matches('/sitemap.xml')).toBe(false);
  });
});
