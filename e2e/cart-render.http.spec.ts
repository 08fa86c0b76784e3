import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
} from '@playwright/test';

import { PAGE_VIEW, cartSessionOf, findSellableOffer, policyNonce } from './helpers';

/**
 * The cart page is drawn by the server from the request's `cart_session_id` cookie, so its
 * lines and totals are in the HTML and its largest paint waits for no script. The markup outside the
 * scripts is what a browser paints before any script runs (the scripts hold the RSC payload, which
 * carries the same data, so they are left out of the checks). Every request is a browser's page view
 * (`Accept: text/html`), which the page cache renders for the cart session and keeps for it alone
 * (lib/platform/page-cache/serve.ts).
 */
function paintedMarkup(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');
}

async function cartPage(request: APIRequestContext, path: string, sessionId?: string) {
  const response = await request.get(path, {
    headers: {
      ...PAGE_VIEW,
      ...(sessionId ? { cookie: `cart_session_id=${sessionId}` } : {}),
    },
  });
  expect(response.status()).toBe(200);
  const html = await response.text();
  return { html, markup: paintedMarkup(html), headers: response.headers() };
}

test.describe('the cart page is drawn on the server', () => {
  let sessionId = '';
  let productName = '';

  test.beforeAll(async ({ request }) => {
    const response = await request.post('/svc/cart/api/cart/item', {
      data: { ...(await findSellableOffer(request)), quantity: 2 },
    });
    expect(response.ok()).toBe(true);
    const { cart } = (await response.json()) as {
      cart: { sessionId: string | null; items: { product: { name: string } }[] };
    };
    expect(cart.sessionId).toBeNull(); // the session is the door's HttpOnly cookie
    sessionId = await cartSessionOf(request);
    productName = cart.items[0]!.product.name;
  });

  for (const path of ['/cart/', '/cart_old/']) {
    test(`${path} arrives with the shopper's lines, count and checkout link; never shared`, async ({
      request,
    }) => {
      const { markup, headers } = await cartPage(request, path, sessionId);
      expect(markup).toContain(productName);
      expect(markup).toMatch(/<h1[^>]*>Корзина <span[^>]*>2(&nbsp;|\s|\u00a0)товара<\/span><\/h1>/);
      expect(markup).toMatch(/<a [^>]*>Оформить заказ<\/a>/);
      expect(markup).not.toContain('Загружаем корзину…');
      // one shopper's page: no shared cache may keep it
      expect(headers['cache-control']).toMatch(/no-store|private/);

      // the next visitor, without the cookie, gets the empty cart, drawn as well
      const anonymous = await cartPage(request, path);
      expect(anonymous.markup).not.toContain(productName);
      expect(anonymous.markup).toContain('В корзине пока ничего нет.');
      expect(anonymous.markup).toMatch(/<a [^>]*href="\/catalog\/"[^>]*>Перейти в каталог<\/a>/);
    });
  }

  test('a cookie of a session the service does not know draws the empty cart', async ({
    request,
  }) => {
    const { markup } = await cartPage(request, '/cart/', 'no-such-session');
    expect(markup).toContain('В корзине пока ничего нет.');
  });

  test('every script of the cart carries its policy’s nonce; a copy kept for the session is the same page', async ({
    request,
  }) => {
    const first = await cartPage(request, '/cart/', sessionId);
    const second = await cartPage(request, '/cart/', sessionId);
    for (const { html, headers } of [first, second]) {
      expect(headers['cache-control']).toContain('no-store');
      // every script of the page carries the nonce of this response's policy
      const nonce = policyNonce(headers);
      expect(nonce).toBeTruthy();
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    }
    if (second.headers['x-page-cache'] === 'HIT') expect(second.html).toBe(first.html);
  });
});

test.describe('the cart page kept for its own session', () => {
  test('served again to the same session only, and drawn anew after the cart changed', async ({
    request,
  }) => {
    const shopper = await playwrightRequest.newContext({
      baseURL: test.info().project.use.baseURL,
    });
    const item = await findSellableOffer(request);
    const added = await shopper.post('/svc/cart/api/cart/item', { data: { ...item, quantity: 1 } });
    const { cart } = (await added.json()) as { cart: { items: { uuid: string }[] } };
    const session = await cartSessionOf(shopper);
    const count = (markup: string) => /Корзина <span[^>]*>(\d+)/.exec(markup)?.[1];

    const first = await cartPage(request, '/cart/', session);
    const again = await cartPage(request, '/cart/', session);
    expect([first.headers['x-page-cache'], again.headers['x-page-cache']]).toEqual(['MISS', 'HIT']);
    expect(count(again.markup)).toBe('1');
    // another session never gets it
    const other = await cartPage(request, '/cart/', 'another-session');
    expect(other.markup).toContain('В корзине пока ничего нет.');

    // a write through the door (+1) makes the next view a fresh render with two
    const more = await shopper.patch(`/svc/cart/api/cart/item/increase/${cart.items[0]!.uuid}`);
    expect(more.ok()).toBe(true);
    const after = await cartPage(request, '/cart/', session);
    expect(after.headers['x-page-cache']).toBe('MISS');
    expect(count(after.markup)).toBe('2');
    await shopper.dispose();
  });
});
