// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  analyticsSettings,
  buildSettings,
  DEFAULT_GTM_SCRIPT_URL,
  pageCacheSettings,
  publicSettings,
  resilienceSettings,
  serviceUrl,
  siteUrl,
} from '@/lib/platform/env';

afterEach(() => vi.unstubAllEnvs());

describe('lib/platform/env reads through the declaration', () => {
  it('gives the declared defaults when nothing is set, blank counting as unset', () => {
    vi.stubEnv('SUPPORT_PHONE', '  ');
    vi.stubEnv('REFERENCE_API_URL', '');
    vi.stubEnv('CATALOG_API_URL', '');
    for (const name of ['FULL_RELOAD_NAVIGATION', 'API_TIMEOUT_MS', 'GTM_ID', 'GTM_SCRIPT_URL']) {
      vi.stubEnv(name, '');
    }
    vi.stubEnv('YANDEX_METRICA_ID', '');
    expect(publicSettings()).toMatchObject({
      supportPhone: '8 800 550-75-85',
      fullReloadNavigation: true,
      apiTimeoutMs: 10_000,
    });
    expect(serviceUrl('catalog')).toBe('http://127.0.0.1:4000/catalog');
    expect(analyticsSettings()).toEqual({ gtmScriptUrl: DEFAULT_GTM_SCRIPT_URL });
  });

  it('trims values and drops the trailing slash of addresses', () => {
    vi.stubEnv('SITE_URL', ' https://shop.example/ ');
    vi.stubEnv('CART_API_URL', 'https://cart.example/v1/');
    vi.stubEnv('FULL_RELOAD_NAVIGATION', 'Off');
    expect(siteUrl()).toBe('https://shop.example');
    expect(serviceUrl('cart')).toBe('https://cart.example/v1');
    expect(publicSettings().fullReloadNavigation).toBe(false);
  });

  it('falls back to the default on a malformed value', () => {
    vi.stubEnv('API_TIMEOUT_MS', 'soon');
    vi.stubEnv('PAGE_CACHE_TTL_S', '-1');
    vi.stubEnv('RENDER_DEADLINE_MS', '0');
    vi.stubEnv('GTM_ID', 'UA-1');
    vi.stubEnv('GTM_SCRIPT_URL', 'javascript:alert(1)');
    vi.stubEnv('YANDEX_METRICA_ID', '12ab');
    expect(publicSettings().apiTimeoutMs).toBe(10_000);
    expect(pageCacheSettings().ttlMs).toBe(60_000);
    expect(resilienceSettings().renderDeadlineMs).toBe(3000);
    expect(analyticsSettings()).toEqual({ gtmScriptUrl: DEFAULT_GTM_SCRIPT_URL });
  });

  it('takes the commit from a CI variable when GIT_COMMIT is unset', () => {
    vi.stubEnv('GIT_COMMIT', '');
    vi.stubEnv('VERCEL_GIT_COMMIT_SHA', '');
    vi.stubEnv('GITHUB_SHA', 'abc123');
    expect(buildSettings().commit).toBe('abc123');
  });
});
