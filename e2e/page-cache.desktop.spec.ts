import {
  expect,
  test,
  type APIRequestContext,
  type APIResponse,
  type Page,
} from '@playwright/test';

import { DEGRADED_STORE_URL } from '../playwright.config';

import { PAGE_VIEW, cartWithOneItem, policyNonce } from './helpers';

/**
 * The page cache (lib/platform/page-cache): shop pages are rendered once and served again as the same
 * bytes, under the render's own CSP nonce; personal pages, client-side navigations, failed renders and errors
 * never are. The cache's key is the canonical address (utm tags make no entry of their own), so a
 * test does not assume that its first view is the render: what it checks holds either way, and
 * the order of tests (and --repeat-each) does not matter.
 */
const APP_USER_AGENT = 'Mozilla/5.0 (Linux; Android 14) Mobile JewelleryApp/3.2.0';

let unique = 0;
/** The same page with a tracking tag of its own: the kept render of the plain address serves it. */
const tagged = (path: string) =>
  `${path}${path.includes('?') ? '&' : '?'}utm_campaign=page-cache-${Date.now()}-${(unique += 1)}`;

const state = (response: APIResponse) => response.headers()['x-page-cache'];
const nonceOf = (response: APIResponse) => policyNonce(response.headers());

async function view(request: APIRequestContext, path: string, headers = {}) {
  const response = await request.get(path, { headers: { ...PAGE_VIEW, ...headers } });
  return { response, body: await response.text() };
}

/**
 * Opens the kept copy of `path` in the browser: rendered by a request first, then served from the
 * page cache. A copy dropped in between (the cache's size limit in a busy run, another spec's
 * write) is rendered and asked for again: what is tested is how a kept copy behaves.
 */
async function openKeptCopy(page: Page, request: APIRequestContext, path: string) {
  await expect
    .poll(
      async () => {
        await view(request, path);
        return (await page.goto(path))?.headers()['x-page-cache'];
      },
      { timeout: 15_000 },
    )
    .toBe('HIT');
}

/** Holds every script chunk of the page until the returned release is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function productPath(request: APIRequestContext): Promise<string> {
  const list = await request.post('/svc/catalog/product/list/by-category/kolca', {
    data: { limit: 1 },
  });
  const { products } = (await list.json()) as { products: { items: { slug: string }[] } };
  return `/product/${products.items[0]?.slug}/`;
}

test.describe('page cache', () => {
  test('a second view is the kept render: the same bytes under the render’s own policy', async ({
    request,
  }) => {
    const path = await productPath(request);
    const first = await view(request, path);
    // a tracking tag makes no entry of its own: the same kept render serves it
    const second = await view(request, tagged(path));
    expect(first.response.status()).toBe(200);
    expect(state(first.response)).toMatch(/^(MISS|HIT)$/);
    expect(state(second.response)).toBe('HIT');

    const nonce = nonceOf(second.response);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    // every copy is the render's bytes: its policy, its nonce, its entity tag
    expect(second.body).toBe(first.body);
    for (const name of ['content-security-policy', 'etag', 'link']) {
      expect(second.response.headers()[name], name).toBe(first.response.headers()[name]);
    }
    // every executable script (JSON-LD is data and needs none)
    const scripts = (second.body.match(/<script\b[^>]*>/g) ?? []).filter(
      (tag) => !tag.includes('application/ld+json'),
    );
    expect(scripts.length).toBeGreaterThan(3);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    // the same for every shopper: revalidated on each visit, but not no-store, so Back can
    // restore it from the back/forward cache
    for (const { response } of [first, second]) {
      expect(response.headers()['cache-control']).toBe(
        'private, no-cache, max-age=0, must-revalidate',
      );
    }
  });

  test('a kept page is sent compressed as asked and answers 304 to its ETag', async ({
    request,
  }) => {
    const path = '/catalog/kolca/';
    await view(request, path);
    const asked = (encoding: string, extra: Record<string, string> = {}) =>
      request.get(path, { headers: { ...PAGE_VIEW, 'accept-encoding': encoding, ...extra } });
    const br = await asked('gzip, deflate, br');
    expect(state(br)).toBe('HIT');
    expect(br.headers()['content-encoding']).toBe('br');
    expect(br.headers()['vary']).toMatch(/accept-encoding/i);
    const gzip = await asked('gzip');
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    expect(await gzip.text()).toBe(await br.text());
    const etag = br.headers()['etag'] ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(gzip.headers()['etag']).not.toBe(etag);

    const revisit = await asked('gzip, deflate, br', { 'if-none-match': etag });
    expect(revisit.status()).toBe(304);
    expect(revisit.headers()['etag']).toBe(etag);
    expect((await revisit.body()).length).toBe(0);
    // a page that is not kept has no entity tag to revalidate
    const personal = await request.get('/account/', { headers: PAGE_VIEW });
    expect(personal.headers()['etag']).toBeUndefined();
  });

  test('the native app and browsers each get their own render', async ({ request }) => {
    const path = '/';
    const site = await view(request, path);
    const app = await view(request, path, { 'user-agent': APP_USER_AGENT });
    const siteFooter = 'aria-label="Информация"';
    expect(site.body).toContain(siteFooter);
    expect(app.body).not.toContain(siteFooter);
    const appAgain = await view(request, path, { cookie: 'app_mode=1' });
    expect(state(appAgain.response)).toBe('HIT');
    expect(appAgain.body).not.toContain(siteFooter);
    const siteAgain = await view(request, path);
    expect(state(siteAgain.response)).toBe('HIT');
    expect(siteAgain.body).toContain(siteFooter);
  });

  test('client-side navigations get the RSC payload, never the kept page', async ({ request }) => {
    const path = '/catalog/kolca/';
    await view(request, path);
    const navigation = await request.get(path, { headers: { rsc: '1', accept: '*/*' } });
    expect(navigation.status()).toBe(200);
    expect(navigation.headers()['content-type']).toContain('text/x-component');
    expect(state(navigation)).toBeUndefined();
  });

  test('personal pages and missing products are rendered for every request', async ({
    request,
  }) => {
    for (const path of ['/account/', '/checkout/']) {
      await view(request, path);
      const again = await view(request, path);
      // rendered once for this request through the page cache, never kept
      expect(state(again.response), path).toBe('MISS');
      expect(again.response.headers()['cache-control'], path).toContain('no-store');
    }
    const missing = '/product/net-takogo-tovara-1/';
    for (let i = 0; i < 2; i += 1) {
      const { response } = await view(request, missing);
      expect(response.status()).toBe(404);
      expect(state(response)).toBe('MISS');
    }
  });

  test('a forged fill header neither skips the cache nor reaches the render', async ({
    request,
  }) => {
    const path = '/collections/';
    await view(request, path);
    const forged = await view(request, path, { 'x-page-cache-fill': 'forged.1' });
    expect(state(forged.response)).toBe('HIT');
  });

  test('a page rendered while a service is out is not kept', async ({ request }) => {
    // the degraded store's catalogue is unreachable: the sale landing renders with «Не удалось
    // загрузить товары» in place of its products
    const path = `${DEGRADED_STORE_URL}/rasprodaja/`;
    for (let i = 0; i < 2; i += 1) {
      const { response, body } = await view(request, path);
      expect(response.status()).toBe(200);
      expect(body).toContain('Не удалось загрузить товары');
      expect(state(response)).toBe('MISS');
    }
  });

  test('a page that needs no failing service is kept while another is out', async ({ request }) => {
    // the blog reads no catalogue data (the menus load their links on opening): kept as it is
    const path = `${DEGRADED_STORE_URL}/blog/`;
    await view(request, path);
    await expect.poll(async () => state((await view(request, path)).response)).toBe('HIT');
  });

  test('a kept page hydrates under its policy in the browser', async ({ page, request }) => {
    const path = '/catalog/kolca/';
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await openKeptCopy(page, request, path);
    await page.getByRole('button', { name: /Показать ещё/ }).click();
    await expect(page).toHaveURL(/page=2/);
    expect(violations).toEqual([]);
  });

  test('a kept page carries Next’s own scripts, under its nonce, and hydrates', async ({
    page,
    request,
  }) => {
    const path = '/catalog/kolca/';
    const { body, response: first } = await view(request, path);
    const nonce = nonceOf(first);
    // the scripts as Next emits them: async chunk tags, none added later by a script of ours
    const chunks = body.match(/<script src="\/_next\/static\/chunks\/[^"]+"[^>]*>/g) ?? [];
    expect(chunks.length).toBeGreaterThan(0);
    for (const tag of chunks) expect(tag).toContain(`nonce="${nonce}"`);
    await openKeptCopy(page, request, path);
    await page.getByRole('button', { name: /Показать ещё/ }).click();
    await expect(page).toHaveURL(/page=2/);
  });

  test('the cart shows its lines before any script has run, then acts on a tap', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    await cartWithOneItem(request, context, baseURL!);
    const release = await holdScripts(page);
    const response = await page.goto('/cart/', { waitUntil: 'commit' });
    // drawn for this cart session (kept for it alone)
    expect(response?.headers()['x-page-cache']).toMatch(/^(MISS|HIT)$/);
    const line = page.getByRole('list', { name: 'Товары в корзине' }).getByRole('listitem');
    // the line is drawn by the server: visible while every script is held
    await expect(line).toHaveCount(1);
    // the drawn cart hydrates as fresh: the browser does not read it again
    let reads = 0;
    page.on('request', (sent) => {
      if (sent.url().endsWith('/svc/cart/api/cart') && sent.method() === 'GET') reads += 1;
    });
    release();
    // hydrated once the header's count, set after hydration from the same query, says so
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Корзина (1 товар)' }),
    ).toBeVisible();
    expect(reads).toBe(0);
    await line.getByRole('button', { name: 'Увеличить количество' }).click();
    await expect(line.getByRole('status')).toHaveText('Количество: 2');
    await page.reload();
    await expect(line.getByRole('status')).toHaveText('Количество: 2');
  });

  test('a promo code typed and submitted before the scripts have run is applied, not lost', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    await cartWithOneItem(request, context, baseURL!);
    const release = await holdScripts(page);
    const documents: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'document') documents.push(sent.url());
    });
    await page.goto('/cart/', { waitUntil: 'commit' });
    const field = page.getByRole('textbox', { name: 'Промокод' });
    await field.fill('zoloto10');
    await page.getByRole('button', { name: 'Применить' }).click();
    release();
    // no native submit left the page; the code reached the cart once the scripts ran
    await expect(page.getByText(/ZOLOTO10/i).first()).toBeVisible();
    expect(documents).toHaveLength(1);
  });
});
