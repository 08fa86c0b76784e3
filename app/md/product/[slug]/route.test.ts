// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { makeProduct } from '@/features/product/testing/make-product';
import { STOCK } from '@/features/reservation/testing/reservation-fakes';
import { ApiError } from '@/lib/platform/api/errors';
import { SHOPS_UNREADABLE } from '@/lib/shop/markdown/shops-markdown';

const catalogue = vi.hoisted(() => ({
  state: 'up' as 'up' | 'down',
  stock: 'up' as 'up' | 'down' | 'slow' | 'broken',
  get: undefined as unknown as (path: string, config?: object) => Promise<{ data: unknown }>,
}));

vi.mock('server-only', () => ({}));
// the data cache is Next's runtime: here every read goes to the service
vi.mock('next/cache', () => ({ unstable_cache: <F>(fn: F) => fn }));
vi.mock('@/features/product/api/get-product', () => ({
  getProduct: async (slug: string) => {
    if (catalogue.state === 'down') throw new Error('connect ECONNREFUSED');
    return slug === 'kolco-1' ? makeProduct({ slug, isFavorite: true }) : null;
  },
}));
// the stock is read through the server's client of the catalogue, as the product is
vi.mock('@/lib/platform/api/server', () => ({
  serverClient: (service: string) => {
    if (service !== 'catalog') throw new Error(`unexpected service ${service}`);
    return { get: (path: string, config?: object) => catalogue.get(path, config) };
  },
}));

const { GET } = await import('./route');

const ask = (slug: string, headers: HeadersInit = {}) =>
  GET(new Request(`http://store.test/md/product/${slug}/`, { headers }), {
    params: Promise.resolve({ slug }),
  });

const stockGet = vi.fn(async (path: string) => {
  if (catalogue.stock === 'down') throw new ApiError({ status: 503, message: 'Сервис недоступен' });
  if (catalogue.stock === 'slow') throw new ApiError({ status: 0, message: 'timeout' });
  if (catalogue.stock === 'broken') return { data: { shops: 'нет' } };
  if (path === '/product/kolco-1/stock') return { data: STOCK };
  throw new ApiError({ status: 404, message: 'Товар не найден' });
});

beforeEach(() => {
  vi.stubEnv('SITE_URL', 'https://shop.example');
  catalogue.state = 'up';
  catalogue.stock = 'up';
  catalogue.get = stockGet;
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

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

  it('lists the shops holding the product, read from the stock endpoint with a short timeout', async () => {
    const md = await (await ask('kolco-1')).text();
    expect(stockGet).toHaveBeenCalledWith('/product/kolco-1/stock', { timeout: 1000 });
    expect(md).toContain('## Наличие в магазинах');
    expect(md).toContain('- **Арбат** — Москва, улица 1, м. Станция 1. Размеры: 17 (В наличии)');
    expect(md).toContain('- **Центр** — Москва, улица 3, м. Станция 3. Размеры: 18 (Мало)');
  });

  it.each(['down', 'slow', 'broken'] as const)(
    'still answers 200 when the stock is %s, saying it could not be read',
    async (state) => {
      catalogue.stock = state;
      const response = await ask('kolco-1');
      expect(response.status).toBe(200);
      const md = await response.text();
      expect(md).toContain(`## Наличие в магазинах\n\n${SHOPS_UNREADABLE}\n`);
      expect(md).toContain('- Цена:');
      expect(console.warn).toHaveBeenCalled();
    },
  );

  it('names the body by a strong ETag and answers 304 to a client that has it', async () => {
    const first = await ask('kolco-1');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await ask('kolco-1')).headers.get('etag')).toBe(etag);

    const again = await ask('kolco-1', { 'if-none-match': `W/"other", ${etag}` });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe(
      'private, no-cache, max-age=0, must-revalidate',
    );
    expect(again.headers.get('vary')).toBe('Accept');
    expect(again.headers.get('content-type')).toBeNull();

    // the stock changed: another body, another tag, the whole view again
    catalogue.stock = 'down';
    const changed = await ask('kolco-1', { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('answers 404 for an unknown product and 503 when the catalogue is down', async () => {
    const missing = await ask('net-takogo');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
    expect(missing.headers.get('etag')).toBeNull();
    // the stock's own 404 beside it is no news
    expect(console.warn).not.toHaveBeenCalled();
    catalogue.state = 'down';
    const down = await ask('kolco-1');
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBe('30');
    expect(down.headers.get('etag')).toBeNull();
  });
});
