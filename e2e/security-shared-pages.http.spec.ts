import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
} from '@playwright/test';

import { BASE_URL, E2E_REVALIDATE_SECRET, REVALIDATE_STORE_URL } from '../playwright.config';

import { PAGE_VIEW, cartSessionOf, findSellableOffer } from './helpers';

/**
 * Nobody can change what other shoppers see (docs/security.md): a page kept for everybody is
 * rendered from its key alone, so a crafted cookie, header or parameter can neither reach a kept
 * render nor be kept under a key that does not say it. The poisoning attempts run on the
 * revalidation pair (playwright.config.ts), whose webhook drops a kept page, so that the attacker's
 * request is the one that renders it (a MISS), as an attacker polling for one would get.
 */
const SITE_FOOTER = 'aria-label="Информация"';
const EMPTY_CART = 'В корзине пока ничего нет.';

/** A visitor of its own: no cookie of any other request. */
const visitor = (baseURL: string) => playwrightRequest.newContext({ baseURL });

async function dropKept(request: APIRequestContext, path: string) {
  const answer = await request.post('/api/revalidate', {
    headers: { authorization: `Bearer ${E2E_REVALIDATE_SECRET}` },
    data: { paths: [path] },
  });
  expect(answer.status()).toBe(200);
}

/** The attacker's view of `path` right after the kept copy was dropped: it renders (MISS). */
async function attack(path: string, headers: Record<string, string>) {
  const attacker = await visitor(REVALIDATE_STORE_URL);
  try {
    for (let tries = 0; ; tries += 1) {
      await dropKept(attacker, path);
      const response = await attacker.get(path, { headers: { ...PAGE_VIEW, ...headers } });
      // another spec's view may have refilled the page in between: drop it and try again
      if (response.headers()['x-page-cache'] === 'MISS' || tries === 5) {
        expect(response.headers()['x-page-cache']).toBe('MISS');
        return { status: response.status(), body: await response.text() };
      }
    }
  } finally {
    await attacker.dispose();
  }
}

async function plainView(baseURL: string, path: string) {
  const shopper = await visitor(baseURL);
  try {
    const response = await shopper.get(path, { headers: PAGE_VIEW });
    expect(response.status()).toBe(200);
    return { cache: response.headers()['x-page-cache'], body: await response.text() };
  } finally {
    await shopper.dispose();
  }
}

test.describe('a kept page is rendered from its key alone', () => {
  test.use({ baseURL: REVALIDATE_STORE_URL });

  test('a cart session smuggled in the app_mode cookie puts nobody’s cart into the page others get', async () => {
    const owner = await visitor(REVALIDATE_STORE_URL);
    const added = await owner.post('/svc/cart/api/cart/item', {
      data: { ...(await findSellableOffer(owner)), quantity: 1 },
    });
    expect(added.ok()).toBe(true);
    const { cart } = (await added.json()) as { cart: { items: { product: { name: string } }[] } };
    const productName = cart.items[0]!.product.name;
    const session = await cartSessionOf(owner);
    await owner.dispose();

    for (const path of ['/cart_old/', '/cart/']) {
      const poisoned = await attack(path, {
        cookie: `app_mode=0%3B%20cart_session_id%3D${encodeURIComponent(session)}`,
      });
      expect(poisoned.status).toBe(200);
      expect(poisoned.body, path).not.toContain(productName);
      expect(poisoned.body).toContain(EMPTY_CART);
      const next = await plainView(REVALIDATE_STORE_URL, path);
      expect(next.body, path).not.toContain(productName);
      expect(next.body).toContain(EMPTY_CART);
    }
  });

  test('an app_mode cookie that is not exactly 1 keeps the site’s layout for everybody', async () => {
    for (const path of ['/', '/catalog/kolca/']) {
      const poisoned = await attack(path, { cookie: 'app_mode=1%3B%20x%3D1' });
      expect(poisoned.body).toContain(SITE_FOOTER);
      const next = await plainView(REVALIDATE_STORE_URL, path);
      expect(next.body, path).toContain(SITE_FOOTER);
    }
  });

  test('a cookie value with a line break is a page, not a 500', async () => {
    const poisoned = await attack('/', { cookie: 'app_mode=1%0D%0AX-Injected%3A%201' });
    expect(poisoned.status).toBe(200);
    expect(poisoned.body).toContain(SITE_FOOTER);
  });
});

/** The names on the collection cards of a /collections/ page. */
const collectionNames = (html: string) =>
  [...html.matchAll(/<h2[^>]*><a[^>]*href="\/collections\/[^"/]+\/"[^>]*>([^<]+)<\/a><\/h2>/g)].map(
    (match) => match[1]!,
  );

test.describe('parameters a page reads are in its key', () => {
  test.use({ baseURL: BASE_URL });

  test('/collections/?q= filters on a warm cache, and its text never reaches the plain page', async ({
    request,
  }) => {
    await request.get('/collections/', { headers: PAGE_VIEW });
    const warm = await plainView(BASE_URL, '/collections/');
    expect(warm.cache).toBe('HIT');
    expect(warm.body).toContain('Аутлет');

    const search = await request.get(`/collections/?q=${encodeURIComponent('Аутлет')}`, {
      headers: PAGE_VIEW,
    });
    const found = await search.text();
    expect(found).toContain('Поиск по коллекциям: Аутлет');
    const names = collectionNames(found);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/Аутлет/i);
    // the plain list has more than the one found
    expect(collectionNames(warm.body).length).toBeGreaterThan(names.length);

    const phishing = `Магазин закрыт, звоните +7 999 000-00-${Date.now() % 100}`;
    await request.get(`/collections/?q=${encodeURIComponent(phishing)}`, { headers: PAGE_VIEW });
    const plain = await plainView(BASE_URL, '/collections/');
    expect(plain.body).not.toContain('Магазин закрыт');
    expect(plain.body).not.toContain('noindex');
  });
});

test('a shopper’s cart and every personal page answer private, no-store', async ({ request }) => {
  for (const path of [
    '/cart/',
    '/cart_old/',
    '/checkout/',
    '/checkout_old/',
    '/account/',
    '/account/orders/',
    '/success/?order=1',
  ]) {
    for (let view = 0; view < 2; view += 1) {
      const response = await request.get(path, { headers: PAGE_VIEW });
      const rule = response.headers()['cache-control'] ?? '';
      expect(rule, path).toContain('private');
      expect(rule, path).toContain('no-store');
    }
  }
});
