// @vitest-environment node
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { NextRequest } from 'next/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  PAGE_CACHE_FILL_HEADER,
  recordFillHealth,
  recordFillTags,
  type RenderHealth,
} from '@/lib/platform/api/render-health';
import { isAppUserAgent } from '@/lib/shop/app-mode';

import { invalidatePages } from './invalidation';
import { pageCacheKey, RENDER_USER_AGENT, renderRequest } from './page-cache';
import type * as ServeModuleNs from './serve';

type ServeModule = typeof ServeModuleNs;

/**
 * The page cache's proxy part against a stand-in for the server's own render: one
 * render per page however many shoppers ask, the kept copy when a refill fails, an honest 503
 * otherwise, and never a second render of the same request.
 */
type Render =
  | { status?: number; health?: RenderHealth; body?: string; delayMs?: number; tags?: string[] }
  | 'no'
  | 'reset';
let next: Render = {};
let renders = 0;

function fakeRender(url: string | URL | Request, init?: RequestInit): Promise<Response> {
  renders += 1;
  const plan = next;
  if (plan === 'no') return Promise.reject(new DOMException('timed out', 'TimeoutError'));
  if (plan === 'reset') {
    next = {}; // the next ask finds the server as it is
    const reset = Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' });
    return Promise.reject(new TypeError('fetch failed', { cause: reset }));
  }
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
  vi.stubEnv('STORE_SERVES_KEPT_CODING', '1'); // as scripts/server.mjs says
  vi.spyOn(Date, 'now').mockImplementation(() => now);
  serve = await import('./serve');
});

beforeEach(() => {
  next = {};
  renders = 0;
  vi.stubGlobal('fetch', vi.fn(fakeRender));
});
afterEach(() => vi.unstubAllGlobals());

const view = { variant: { appMode: false }, userAgent: null };
const ask = (path: string, headers: Record<string, string> = {}) =>
  serve.servePage(
    new NextRequest(`http://store.test${path}`, { headers: { ...headers, accept: 'text/html' } }),
    view,
  );

describe('servePage', () => {
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
    const answer = await ask('/catalog/d/', { 'x-request-id': 'req-<b>-42.abc' });
    expect(answer.status).toBe(status);
    const html = await answer.text();
    for (const text of [
      'Произошла ошибка',
      'ПРОДОЛЖИТЬ',
      '8 800 550-75-85',
      'href="/catalog/d/"',
      // the request's id, escaped, is what support finds the logs by
      'Код ошибки: <code>req-&#60;b&#62;-42.abc</code>',
    ]) {
      expect(html).toContain(text);
    }
    expect(renders).toBe(1);
  });

  it('a connection that broke before any answer is asked once more; a second break is a 503', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    next = 'reset';
    const answer = await ask('/catalog/reset/');
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('Кольцо /catalog/reset/');
    expect(renders).toBe(2);
    renders = 0;
    vi.mocked(fetch).mockImplementation(() => Promise.reject(new TypeError('fetch failed')));
    expect((await ask('/catalog/reset-twice/')).status).toBe(503);
    expect(fetch).toHaveBeenCalledTimes(4);
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

  it('every copy of a kept page is its render: the same text under the render’s own policy', async () => {
    const body =
      '<s nonce="render-nonce">render-nonce</s><p>Кольцо «Ёлка» — 12\u00a0990\u00a0₽ 💍</p>';
    next = { body };
    const first = await ask('/blog/g/');
    const again = await ask('/blog/g/');
    expect(again.headers.get('x-page-cache')).toBe('HIT');
    for (const answer of [first, again]) {
      expect(await answer.text()).toBe(body);
      expect(answer.headers.get('content-security-policy')).toBe("script-src 'nonce-render-nonce'");
    }
  });

  it('a kept page is compressed once: brotli or gzip as asked, a strong ETag per coding, 304 when the client has it', async () => {
    const body = `<p>${'Кольцо «Ёлка» — 12\u00a0990\u00a0₽ '.repeat(200)}</p>`;
    next = { body };
    const br = await ask('/blog/h/', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    const gzip = await ask('/blog/h/', { 'accept-encoding': 'gzip;q=1, br;q=0' });
    const plain = await ask('/blog/h/');
    expect(renders).toBe(1);
    const bytes = async (answer: Response) => Buffer.from(await answer.arrayBuffer());
    const coding = (answer: Response) => answer.headers.get('x-store-kept-coding');
    expect(coding(br)).toBe('br');
    expect(brotliDecompressSync(await bytes(br)).toString('utf8')).toBe(body);
    expect(coding(gzip)).toBe('gzip');
    expect(gunzipSync(await bytes(gzip)).toString('utf8')).toBe(body);
    expect(coding(plain)).toBeNull();
    expect(await plain.text()).toBe(body);
    for (const answer of [br, gzip, plain])
      expect(answer.headers.get('vary')).toMatch(/accept-encoding/i);
    // nginx in front keeps it, out of date from the start: it asks with the ETag before answering
    expect(br.headers.get('x-accel-expires')).toBe('@1');

    const tags = [br, gzip, plain].map((answer) => answer.headers.get('etag') ?? '');
    for (const tag of tags) expect(tag).toMatch(/^"[\w-]+"$/); // strong
    expect(new Set(tags).size).toBe(3);
    const revisit = await ask('/blog/h/', { 'accept-encoding': 'br', 'if-none-match': tags[0]! });
    expect(revisit.status).toBe(304);
    expect(revisit.headers.get('etag')).toBe(tags[0]);
    expect(await revisit.text()).toBe('');
    // another coding's tag, or a page that changed since, is answered in full
    const other = await ask('/blog/h/', { 'accept-encoding': 'br', 'if-none-match': tags[1]! });
    expect(other.status).toBe(200);
    expect(renders).toBe(1);
  });

  it('the cart page, kept for its session, is never offered to a shared cache', async () => {
    await ask('/cart/');
    const again = await ask('/cart/', { 'accept-encoding': 'br' });
    expect(again.headers.get('x-page-cache')).toBe('HIT');
    expect(again.headers.get('x-accel-expires')).toBeNull();
  });

  it('a page kept for nobody is sent as rendered, for Next to compress', async () => {
    const answer = await ask('/account/', { 'accept-encoding': 'br' });
    expect(answer.headers.get('x-store-kept-coding')).toBeNull();
    expect(answer.headers.get('etag')).toBeNull();
    expect(await answer.text()).toContain('/account/');
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

/**
 * Every input a page render can read — the address and its parameters, each cookie, each header
 * (the user agent among them) — is either in the kept page's key or absent from its render: the
 * render request of a kept page is a function of its key. A hostile value that would switch a
 * render without switching the key (a cookie whose decoded value smuggles a second cookie, a
 * parameter left out of the key) would make two requests with one key render differently.
 */
describe('a kept render sees only what its key says', () => {
  const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36';
  const paths = [
    '/',
    '/catalog/kolca/',
    '/product/kolco-1/',
    '/collections/',
    '/collections/outlet/',
    '/blog/',
    '/cart/',
    '/cart_old/',
  ];
  const queries = [
    '',
    '?q=Магазин закрыт, звоните +7 999 000-00-00',
    '?q=Аутлет',
    '?size=17',
    '?page=2&category=news',
    '?category=news&page=2',
    '?utm_source=mail&gclid=1&yclid=2&fbclid=3&_openstat=4&from=vk',
    '?sort=popular&page=1',
    '?filters=list_1_101&utm_medium=cpc',
    '?app=1',
  ];
  const userAgents = [
    null,
    BROWSER,
    `${BROWSER} JewelleryApp/3.2.0`,
    'TelegramBot (like TwitterBot)',
    'Mozilla/5.0 (compatible; YandexBot/3.0)',
    'Mozilla/5.0 (compatible; Googlebot/2.1)',
    'curl/8.0 <script>',
  ];
  const cookies = [
    null,
    'app_mode=1',
    'app_mode=0',
    'app_mode=0%3B%20cart_session_id%3Dattacker-session',
    'app_mode=1%3B%20x%3D1',
    'app_mode=1%0D%0AX-Injected%3A%201',
    'cart_session_id=victim-session',
    'cart_session_id=victim%3B%20app_mode%3D1',
    'auth_token=secret; user_token=secret; __prerender_bypass=1; __next_preview_data=1',
  ];
  const headerSets: Record<string, string>[] = [
    {},
    { 'accept-language': 'en-US', 'x-forwarded-host': 'evil.example', referer: 'https://evil/' },
    { rsc: '1', 'next-router-state-tree': '%5B%22%22%5D', 'next-url': '/evil/' },
    { authorization: 'Bearer stolen', token: 'stolen', 'x-forwarded-for': '10.99.0.7' },
    { 'x-middleware-subrequest': 'proxy', 'x-page-cache-fill': 'forged.1', 'x-nonce': 'forged' },
  ];

  function request(
    path: string,
    query: string,
    ua: string | null,
    cookie: string | null,
    extra: Record<string, string>,
  ) {
    const headers = new Headers({ ...extra, accept: 'text/html' });
    if (ua) headers.set('user-agent', ua);
    if (cookie) headers.set('cookie', cookie);
    return new NextRequest(`http://store.test${path}${query}`, { headers });
  }

  const serialised = ({ address, headers }: { address: string; headers: Headers }) =>
    JSON.stringify({ address, headers: [...headers].sort() });

  it('two views with one key are rendered from one request; views with different keys from different ones', async () => {
    const byKey = new Map<string, string>();
    const byRender = new Map<string, string>();
    let views = 0;
    for (const path of paths) {
      for (const query of queries) {
        for (const ua of userAgents) {
          for (const cookie of cookies) {
            // each header set in turn (all of them with every path): the whole cross product
            // is 5 times the work for no other case
            const extra = headerSets[views % headerSets.length]!;
            const shopper = request(path, query, ua, cookie, extra);
            const view = await serve.pageViewOf(shopper);
            const key = pageCacheKey(path, query, view.variant);
            const render = serialised(renderRequest(path, query, view));
            expect(byKey.get(key) ?? render, `${path}${query} ${ua} ${cookie}`).toBe(render);
            expect(byRender.get(render) ?? key).toBe(key);
            byKey.set(key, render);
            byRender.set(render, key);
            views += 1;
          }
        }
      }
    }
    expect(views).toBe(paths.length * queries.length * userAgents.length * cookies.length);
    // the variants that do exist are rendered apart: web and app, and each cart session on the
    // cart pages (a crawler gets a browser's render: metadata is never streamed)
    expect(byKey.size).toBeGreaterThan(paths.length * 2);
    // thousands of views: a loaded machine must not turn a correct run into a timeout
  }, 60_000);

  it('a smuggled cookie, header or parameter never reaches a kept render', async () => {
    const shopper = request(
      '/cart_old/',
      '?utm_source=x',
      'TelegramBot',
      'app_mode=0%3B%20cart_session_id%3Dattacker-session; auth_token=secret',
      { 'accept-language': 'en', authorization: 'Bearer stolen' },
    );
    const { address, headers } = renderRequest(
      '/cart_old/',
      '?utm_source=x',
      await serve.pageViewOf(shopper),
    );
    expect(address).toBe('/cart_old/');
    expect([...headers].sort()).toEqual([
      ['accept', 'text/html'],
      ['accept-encoding', 'identity'],
      ['user-agent', RENDER_USER_AGENT],
    ]);
  });

  it('the app mode is the key’s yes or no; a cart session is encoded and only on the cart', async () => {
    const app = await serve.pageViewOf(request('/', '', null, 'app_mode=1%3B%20x%3D1', {}));
    expect(app.variant.appMode).toBe(false);
    const real = await serve.pageViewOf(
      request('/', '', `${BROWSER} JewelleryApp/3.2.0`, null, {}),
    );
    expect(renderRequest('/', '', real).headers.get('cookie')).toBe('app_mode=1');
    expect(renderRequest('/', '', real).headers.get('user-agent')).toBe(RENDER_USER_AGENT);
    const cart = request('/cart/', '', BROWSER, 'cart_session_id=a%3Bb%3D1', {});
    expect(renderRequest('/cart/', '', await serve.pageViewOf(cart)).headers.get('cookie')).toBe(
      'cart_session_id=a%3Bb%3D1',
    );
    const elsewhere = request('/product/x/', '', BROWSER, 'cart_session_id=abc', {});
    expect(
      renderRequest('/product/x/', '', await serve.pageViewOf(elsewhere)).headers.has('cookie'),
    ).toBe(false);
  });

  it('the render user agent is no native app’s', () => {
    expect(isAppUserAgent(RENDER_USER_AGENT)).toBe(false);
  });

  it('a page kept for nobody renders with its whole address and the shopper’s user agent', async () => {
    const shopper = request('/apponelink/', '?utm_source=x', 'iPhone', 'auth_token=secret', {});
    const { address, headers } = renderRequest(
      '/apponelink/',
      '?utm_source=x',
      await serve.pageViewOf(shopper),
    );
    expect(address).toBe('/apponelink/?utm_source=x');
    expect(headers.get('user-agent')).toBe('iPhone');
    expect(headers.has('cookie')).toBe(false);
  });
});
