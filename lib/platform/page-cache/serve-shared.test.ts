// @vitest-environment node
import { NextRequest } from 'next/server';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { invalidatePages } from './invalidation';
import type { RenderedPage } from './page-cache';
import type * as ServeModuleNs from './serve';
import type { SharedPage } from './shared-pages';

/**
 * The page cache when another instance kept the page it just rendered (both missed it): it serves
 * and keeps the copy kept first, so every instance sends the same bytes, unless a revalidation
 * came while it asked. The shared layer is stood in for (its Redis script: store.test.ts).
 */
const shared = vi.hoisted(() => ({
  kept: null as Promise<SharedPage | null> | null,
  asked: 0,
}));
vi.mock('./shared-pages', () => ({
  hasSharedPages: () => true,
  onSharedInvalidation: () => {},
  readSharedPage: () => Promise.resolve(null),
  keepSharedPage: () => {
    shared.asked += 1;
    return shared.kept ?? Promise.resolve(null);
  },
}));

let renders = 0;
function fakeRender(url: string | URL | Request): Promise<Response> {
  renders += 1;
  const { pathname } = new URL(String(url));
  return Promise.resolve(
    new Response(`<html><body>render ${renders} of ${pathname}</body></html>`, {
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': `script-src 'nonce-own${renders}'`,
      },
    }),
  );
}

const otherInstance = (pathname: string): SharedPage => {
  const page: RenderedPage = {
    status: 200,
    body: `<html><body>the other instance's ${pathname}</body></html>`,
    headers: [
      ['content-type', 'text/html; charset=utf-8'],
      ['content-security-policy', "script-src 'nonce-other'"],
    ],
    nonce: 'other',
  };
  return { page, pathname, tags: [], expires: Date.now() + 60_000 };
};

let serve: typeof ServeModuleNs;
beforeAll(async () => {
  vi.stubEnv('PAGE_CACHE_TTL_S', '60');
  vi.stubEnv('SUPPORT_PHONE', '8 800 550-75-85');
  serve = await import('./serve');
});
beforeEach(() => {
  renders = 0;
  shared.kept = null;
  shared.asked = 0;
  vi.stubGlobal('fetch', vi.fn(fakeRender));
});

const view = { variant: { appMode: false }, userAgent: null };
const ask = (path: string) =>
  serve.servePage(
    new NextRequest(`http://store.test${path}`, { headers: { accept: 'text/html' } }),
    view,
  );

describe('a page another instance kept first', () => {
  it('is served and kept instead of this render, which still counts as a MISS', async () => {
    shared.kept = Promise.resolve(otherInstance('/product/first/'));
    const first = await ask('/product/first/');
    expect(renders).toBe(1);
    expect(first.headers.get('x-page-cache')).toBe('MISS');
    expect(await first.text()).toContain("the other instance's /product/first/");
    expect(first.headers.get('content-security-policy')).toContain('nonce-other');
    const again = await ask('/product/first/');
    expect(again.headers.get('x-page-cache')).toBe('HIT');
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(renders).toBe(1);
  });

  it('is neither served nor kept when a revalidation came while it was asked for', async () => {
    let answer: (page: SharedPage) => void = () => {};
    shared.kept = new Promise((resolve) => (answer = resolve));
    const first = ask('/product/revalidated/');
    // rendered, and asking the shared cache whether a copy is there first
    await vi.waitFor(() => expect(shared.asked).toBe(1));
    invalidatePages({ paths: ['/product/revalidated/'] });
    answer(otherInstance('/product/revalidated/'));
    const served = await first;
    expect(await served.text()).toContain('render 1 of /product/revalidated/');
    shared.kept = null;
    const again = await ask('/product/revalidated/');
    expect(again.headers.get('x-page-cache')).toBe('MISS');
    expect(renders).toBe(2);
  });
});
