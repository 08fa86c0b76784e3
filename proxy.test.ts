// @vitest-environment node
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

import nextConfig from './next.config';
import { config, proxy } from './proxy';

afterEach(() => vi.unstubAllEnvs());

describe('proxy: HSTS on page answers (issue 25)', () => {
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

describe('proxy: which requests it sees', () => {
  const matches = (url: string) => unstable_doesMiddlewareMatch({ config, nextConfig, url });

  it('pages pass through it', () => {
    expect(matches('/catalog/kolca/')).toBe(true);
    expect(matches('/product/kolco-123/')).toBe(true);
  });

  it('the market feeds do not: XML for marketplaces, never a kept page (issue 30)', () => {
    expect(matches('/feeds/yandex-market.yml')).toBe(false);
    expect(matches('/feeds/google-merchant.xml')).toBe(false);
    expect(matches('/sitemap.xml')).toBe(false);
  });
});
