// @vitest-environment node
import type { AddressInfo } from 'node:net';

import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { seededApp } from '../../../reference-api/src/testing/seeded-app';

import { getBlogList } from './get-blog-list';
import { getBlogPost } from './get-blog-post';
import { getBlogSitemapEntries } from './get-blog-sitemap-entries';

vi.mock('server-only', () => ({}));
// The data cache needs a Next server; here every call goes to the API.
vi.mock('next/cache', () => ({ unstable_cache: <F>(fn: F) => fn }));

const reference = seededApp();
let server: ReturnType<typeof serve>;

beforeAll(async () => {
  server = serve({ fetch: reference.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  vi.stubEnv('MAIN_API_URL', `http://127.0.0.1:${port}/main`);
});

afterAll(() => {
  vi.unstubAllEnvs();
  server.close();
  reference.cleanup();
});

describe('blog getters against the reference API', () => {
  it('loads the first page of all posts with the categories', async () => {
    const list = await getBlogList({ category: null, page: 1 });
    expect(list?.status).toBe('ok');
    if (list?.status !== 'ok') return;
    expect(list.current).toBeNull();
    expect(list.categories.map((category) => category.slug)).toContain('podarki');
    expect(list.posts).toHaveLength(9);
    expect(list.pagination.last_page).toBe(2);
  });

  it('narrows to a category and answers unknown ones without an error', async () => {
    const gifts = await getBlogList({ category: 'podarki', page: 1 });
    expect(gifts?.status === 'ok' && gifts.posts.every((p) => p.category.slug === 'podarki')).toBe(
      true,
    );
    expect((await getBlogList({ category: 'net-takoi', page: 1 }))?.status).toBe(
      'unknown-category',
    );
    expect((await getBlogList({ category: '../x', page: 1 }))?.status).toBe('unknown-category');
    expect((await getBlogList({ category: 'arhiv-akcij', page: 1 }))?.status).toBe(
      'unknown-category',
    );
  });

  it('answers a page past the last one with nothing (the page draws its 404)', async () => {
    await expect(getBlogList({ category: null, page: 50 })).resolves.toBeNull();
  });

  it('loads a post by slug and null for an unknown one', async () => {
    const post = await getBlogPost('kak-uznat-razmer-kolca');
    expect(post?.body).toContain('<h2>');
    expect(await getBlogPost('net-takoi-stati')).toBeNull();
  });

  it('lists every public post for the sitemap', async () => {
    const entries = await getBlogSitemapEntries();
    expect(entries.length).toBeGreaterThanOrEqual(14);
    expect(entries).toContainEqual({
      path: '/blog/kak-uznat-razmer-kolca/',
      lastModified: '2026-11-05T07:00:00.000Z',
    });
    expect(entries.map((entry) => entry.path)).not.toContain('/blog/chernaya-pyatnica-2025/');
  });

  it('turns an unreachable API into the unavailable state, and says so in the log', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubEnv('MAIN_API_URL', 'http://127.0.0.1:9/main');
    try {
      const list = await getBlogList({ category: null, page: 3 });
      expect(list).toEqual({ status: 'unavailable', query: { category: null, page: 3 } });
      expect(log).toHaveBeenCalledWith('[blog] the list could not be loaded', expect.anything());
      await expect(getBlogPost('kak-uznat-razmer-kolca')).rejects.toThrow();
    } finally {
      log.mockRestore();
    }
  }, 20_000);
});
