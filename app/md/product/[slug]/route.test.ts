// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { makeProduct } from '@/features/product/testing/make-product';

const catalogue = vi.hoisted(() => ({ state: 'up' as 'up' | 'down' }));

vi.mock('server-only', () => ({}));
vi.mock('@/features/product/api/get-product', () => ({
  getProduct: async (slug: string) => {
    if (catalogue.state === 'down') throw new Error('connect ECONNREFUSED');
    return slug === 'kolco-1' ? makeProduct({ slug, isFavorite: true }) : null;
  },
}));

const { GET } = await import('./route');

const ask = (slug: string) =>
  GET(new Request(`http://store.test/md/product/${slug}/`), { params: Promise.resolve({ slug }) });

beforeEach(() => {
  vi.stubEnv('SITE_URL', 'https://shop.example');
  catalogue.state = 'up';
});
afterEach(() => vi.unstubAllEnvs());

describe('GET the product page as Markdown', () => {
  it('answers Markdown with the kept pages’ cache rule, Vary: Accept and the HTML canonical', async () => {
    const response = await ask('kolco-1');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe(
      'private, no-cache, max-age=0, must-revalidate',
    );
    expect(response.headers.get('vary')).toBe('Accept');
    expect(response.headers.get('link')).toBe(
      '<https://shop.example/product/kolco-1/>; rel="canonical"',
    );
    expect(response.headers.get('x-robots-tag')).toBeNull();
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await response.text()).toMatch(/^# Кольцо из золота 585 с фианитом\n/);
  });

  it('answers 404 for an unknown product and 503 when the catalogue is down', async () => {
    const missing = await ask('net-takogo');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
    catalogue.state = 'down';
    const down = await ask('kolco-1');
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBe('30');
  });
});
