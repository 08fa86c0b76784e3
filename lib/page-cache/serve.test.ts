// @vitest-environment node
import { NextRequest } from 'next/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { invalidatePages } from './invalidation';
import {
  PAGE_CACHE_FILL_HEADER,
  recordFillHealth,
  recordFillTags,
  type RenderHealth,
} from './render-health';
import type * as ServeModuleNs from './serve';

type ServeModule = typeof ServeModuleNs;

/**
 * The page cache's proxy part (issue 26) against a stand-in for the server's own render: one
 * render per page however many shoppers ask, the kept copy when a refill fails, an honest 503
 * otherwise, and never a second render of the same request.
 */
type Render =
  | { status?: number; health?: RenderHealth; body?: string; delayMs?: number; tags?: string[] }
  | 'no';
let next: Render = {};
let renders = 0;

function fakeRender(url: string | URL | Request, init?: RequestInit): Promise<Response> {
  renders += 1;
  const plan = next;
  if (plan === 'no') return Promise.reject(new DOMException('timed out', 'TimeoutError'));
  const fill = new Headers(init?.headers).get(PAGE_CACHE_FILL_HEADER)!;
  if (plan.health && plan.health !== 'ok') recordFillHealth(fill, plan.health);
  if (plan.tags) recordFillTags(fill, plan.tags);
  const address = new URL(String(url));
  const body = plan.body ?? `<html><body>Кольцо ${address.pathname}${address.search}</body></html>`;
  const response = new Response(body, {
    status: plan.status ?? 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': "script-src 'nonce-render-nonce'",
    },
  });
  return new Promise((resolve) => setTimeout(() => resolve(response), plan.delayMs ?? 0));
}

let serve: ServeModule;
let now = 1_000_000;

beforeAll(async () => {
  vi.stubEnv('PAGE_CACHE_TTL_S', '60');
  vi.stubEnv('PAGE_CACHE_STALE_S', '3600');
  vi.stubEnv('SUPPORT_PHONE', '8 800 550-75-85');
  vi.spyOn(Date, 'now').mockImplementation(() => now);
  serve = await import('./serve');
});

beforeEach(() => {
  next = {};
  renders = 0;
  vi.stubGlobal('fetch', vi.fn(fakeRender));
});
afterEach(() => vi.unstubAllGlobals());

const view = { variant: { appMode: false, limitedBot: false }, renderHeaders: new Headers() };
const ask = (path: string) =>
  serve.servePage(
    new NextRequest(`http://store.test${path}`, { headers: { accept: 'text/html' } }),
    view,
    'fresh-nonce',
    "script-src 'nonce-fresh-nonce'",
  );

describe('servePage (issue 26)', () => {
  it('renders a page once for shoppers asking at the same time, then serves the kept copy', async () => {
    next = { delayMs: 20 };
    const answers = await Promise.all([ask('/product/a/'), ask('/product/a/'), ask('/product/a/')]);
    expect(renders).toBe(1);
    expect(answers.map((answer) => answer.headers.get('x-page-cache'))).toEqual([
      'MISS',
      'MISS',
      'MISS',
    ]);
    expect((await ask('/product/a/')).headers.get('x-page-cache')).toBe('HIT');
    expect(renders).toBe(1);
  });

  it('a page kept for nobody renders for each request, whatever else it shares the path with', async () => {
    // two sign-ins returning at once: each page must carry its own one-time code
    next = { delayMs: 20 };
    const [first, second] = await Promise.all([
      ask('/oidc/gid/?code=first&state=s1'),
      ask('/oidc/gid/?code=second&state=s2'),
    ]);
    expect(renders).toBe(2);
    expect(await first.text()).toContain('/oidc/gid/?code=first&state=s1');
    expect(await second.text()).toContain('/oidc/gid/?code=second&state=s2');
    const again = await Promise.all([ask('/success/?order=1'), ask('/success/?order=1')]);
    expect(renders).toBe(4);
    expect(again.map((answer) => answer.headers.get('x-page-cache'))).toEqual(['MISS', 'MISS']);
  });

  it('a kept page shares one render between addresses that differ only in what it does not read', async () => {
    next = { delayMs: 20 };
    const [plain, tagged] = await Promise.all([
      ask('/product/shared/'),
      ask('/product/shared/?utm_source=mail'),
    ]);
    expect(renders).toBe(1);
    expect(await tagged.text()).toBe(await plain.text());
  });

  it('a refill whose page lost its own data serves the kept copy, marked STALE', async () => {
    await ask('/product/b/');
    now += 61_000; // past the time to live
    next = {
      health: 'unavailable',
      status: 200,
      body: '<html><body>Произошла ошибка</body></html>',
    };
    const stale = await ask('/product/b/');
    expect(stale.status).toBe(200);
    expect(stale.headers.get('x-page-cache')).toBe('STALE');
    expect(await stale.text()).toContain('Кольцо');
    expect(renders).toBe(2); // one refill, no second render for this request
  });

  it('without a kept copy, a page without its own data is 503 with Retry-After and its card', async () => {
    next = { health: 'unavailable', body: '<html><body>Произошла ошибка ПРОДОЛЖИТЬ</body></html>' };
    const answer = await ask('/product/c/');
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('30');
    expect(await answer.text()).toContain('ПРОДОЛЖИТЬ');
    expect(renders).toBe(1);
    next = {};
    expect((await ask('/product/c/')).headers.get('x-page-cache')).toBe('MISS'); // never kept
  });

  it.each([
    ['no render came back', 'no' as const, 503],
    ['the render broke', { status: 500 }, 500],
  ])('%s: the proxy’s own whole error page, rendered once', async (_, plan, status) => {
    next = plan;
    const answer = await ask('/catalog/d/');
    expect(answer.status).toBe(status);
    const html = await answer.text();
    for (const text of [
      'Произошла ошибка',
      'ПРОДОЛЖИТЬ',
      '8 800 550-75-85',
      'href="/catalog/d/"',
    ]) {
      expect(html).toContain(text);
    }
    expect(renders).toBe(1);
  });

  it('a page that lost only a side section is served as drawn, and not kept', async () => {
    next = { health: 'degraded' };
    expect((await ask('/blog/e/')).status).toBe(200);
    next = {};
    expect((await ask('/blog/e/')).headers.get('x-page-cache')).toBe('MISS');
    expect(renders).toBe(2);
  });

  it('a redirect of the page leaves with an absolute address (the proxy takes no other)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 307, headers: { location: '/blog/' } })),
    );
    const answer = await ask('/blog/redirecting/');
    expect(answer.status).toBe(307);
    expect(answer.headers.get('location')).toBe('http://store.test/blog/');
  });

  it('every copy carries the nonce of its own response', async () => {
    next = { body: '<script nonce="render-nonce"></script>' };
    const answer = await ask('/blog/f/');
    expect(await answer.text()).toBe('<script nonce="fresh-nonce"></script>');
  });

  it('a kept copy keeps its text whole, with the nonce of each response at every place', async () => {
    next = {
      body: 'render-nonce<p>Кольцо «Ёлка» — 12\u00a0990\u00a0₽ 💍</p><s nonce="render-nonce">render-nonce',
    };
    const first = await ask('/blog/g/');
    await first.text();
    const kept = serve.servePage(
      new NextRequest('http://store.test/blog/g/', { headers: { accept: 'text/html' } }),
      view,
      'other-nonce',
      "script-src 'nonce-other-nonce'",
    );
    const answer = await kept;
    expect(answer.headers.get('x-page-cache')).toBe('HIT');
    expect(await answer.text()).toBe(
      'other-nonce<p>Кольцо «Ёлка» — 12\u00a0990\u00a0₽ 💍</p><s nonce="other-nonce">other-nonce',
    );
  });

  it('a revalidation drops the pages read from its tags; a render begun before it is not kept', async () => {
    next = { tags: ['products', 'product:ring'] };
    await ask('/product/ring/');
    next = { tags: ['products', 'product:chain'] };
    await ask('/product/chain/');
    expect((await ask('/product/ring/')).headers.get('x-page-cache')).toBe('HIT');
    expect(invalidatePages({ tags: ['product:ring'] })).toBe(1);
    expect((await ask('/product/chain/')).headers.get('x-page-cache')).toBe('HIT');

    // a render under way when the revalidation comes may hold the old data: served, not kept
    next = { tags: ['product:ring'], delayMs: 30 };
    const during = ask('/product/ring/');
    await new Promise((resolve) => setTimeout(resolve, 5));
    invalidatePages({ tags: ['product:ring'] });
    const after = ask('/product/ring/'); // its own render, not the one begun before
    expect((await during).headers.get('x-page-cache')).toBe('MISS');
    expect((await after).headers.get('x-page-cache')).toBe('MISS');
    const rendersSoFar = renders;
    expect((await ask('/product/ring/')).headers.get('x-page-cache')).toBe('HIT');
    expect(renders).toBe(rendersSoFar);
  });
});
