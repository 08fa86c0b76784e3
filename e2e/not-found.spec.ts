import { expect, test, type Page } from '@playwright/test';

import { PAGE_VIEW, giveCartSession } from './helpers';

test.describe('the 404 page (spec 2.5)', () => {
  test('texts, noindex, a way to the catalogue and popular products', async ({ page }) => {
    const response = await page.goto('/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Страница не найдена' }),
    ).toBeVisible();
    await expect(page.getByText('Произошла ошибка', { exact: false }).first()).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute(
      'href',
      '/catalog/',
    );
    const popular = page.getByRole('region', { name: 'Популярные товары' });
    await expect(popular.getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});

const NOT_FOUND_TITLE = 'Страница не найдена — Ювелирный магазин';

/**
 * The 404's head after hydration: the popular products are read in the browser, so
 * their links mean the page is hydrated; then the tab's title and the robots rule are checked.
 */
async function expectNotFoundHead(page: Page) {
  await expect(
    page.getByRole('region', { name: 'Популярные товары' }).getByRole('link').first(),
  ).toBeVisible();
  await expect(page).toHaveTitle(NOT_FOUND_TITLE);
  const robots = await page
    .locator('meta[name="robots"]')
    .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content') ?? ''));
  expect(robots.length).toBeGreaterThan(0);
  for (const rule of robots) expect(rule).toMatch(/^noindex/);
}

/** Next's app router on the page's window: what next/link calls for an in-app navigation. */
type AppWindow = Window & { next?: { router?: { push(href: string): void } } };

// every kind of 404: the catch-all, a page's own missing content, a route that calls Next's
// notFound() (an unknown account section, a deeper /oidc/ path) and a page past the last
const NOT_FOUND_PATHS = [
  '/no-such-page/',
  '/product/net-takogo-tovara-404/',
  '/catalog/net-takoj/',
  '/account/net-takogo-razdela/',
  '/oidc/gid/lishnij/',
  '/collections/?page=999',
];

test.describe('the 404 keeps its title and noindex in the browser (spec 2.5)', () => {
  for (const path of NOT_FOUND_PATHS) {
    test(`opened directly: ${path}`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expectNotFoundHead(page);
    });
  }

  for (const path of NOT_FOUND_PATHS) {
    test(`reached by a client-side navigation: ${path}`, async ({ page }) => {
      await page.goto('/about/');
      await expect(page).toHaveTitle('О компании — Ювелирный магазин');
      // the router next/link navigates with: an in-app navigation, no page load
      await page.waitForFunction(
        () => typeof (window as AppWindow).next?.router?.push === 'function',
      );
      const loads: string[] = [];
      page.on('load', () => loads.push(page.url()));
      await page.evaluate((target) => (window as AppWindow).next?.router?.push(target), path);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Страница не найдена' }),
      ).toBeVisible();
      await expectNotFoundHead(page);
      expect(loads).toEqual([]);
    });
  }

  test('a page whose browser request answered 404 (the page outlet)', async ({
    page,
    context,
    baseURL,
  }) => {
    await giveCartSession(context, baseURL!, 'e2e-session-404-head');
    await page.route('**/svc/cart/api/cart', (route) =>
      route.fulfill({ status: 404, json: { message: 'Not Found', statusCode: 404 } }),
    );
    await page.goto('/about/');
    await expectNotFoundHead(page);
  });
});

test.describe('HTTP rules in the browser (spec 7)', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    // a cart session makes the chrome read the cart: the request whose answer we control
    await giveCartSession(context, baseURL!, 'e2e-session');
  });

  test('401 logs out and shows the logout modal; ПРОДОЛЖИТЬ goes home', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('accessToken', 'expired');
      localStorage.setItem('userName', 'Анна');
    });
    await page.route('**/svc/cart/api/cart', (route) =>
      route.fulfill({ status: 401, json: { message: 'Unauthorized', statusCode: 401 } }),
    );
    await page.goto('/about/');
    const dialog = page.getByRole('dialog', { name: 'Похоже, ваша сессия истекла' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      'Вы вышли из личного кабинета. Пожалуйста, авторизуйтесь заново',
    );
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await dialog.getByRole('button', { name: 'ПРОДОЛЖИТЬ' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  test('429 opens the too-many-requests modal', async ({ page }) => {
    await page.route('**/svc/cart/api/cart', (route) =>
      route.fulfill({ status: 429, json: { message: 'Too Many Requests', statusCode: 429 } }),
    );
    await page.goto('/about/');
    await expect(page.getByRole('dialog', { name: 'Слишком много запросов' })).toBeVisible();
  });

  test('404 from a service shows the not-found page in place of the page', async ({ page }) => {
    await page.route('**/svc/cart/api/cart', (route) =>
      route.fulfill({ status: 404, json: { message: 'Not Found', statusCode: 404 } }),
    );
    await page.goto('/about/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Страница не найдена' }),
    ).toBeVisible();
  });

  // A read in the background (here the header's cart count) that fails leaves the page quiet:
  // a toast is for something the shopper did (docs/spec-readings.md, spec 7)
  for (const [status, asked] of [
    [403, 1],
    [500, 2], // a 5xx is asked once more, 250 ms later
  ] as const) {
    test(`a background read answered ${status} is asked ${asked} time(s), and the page stays quiet`, async ({
      page,
    }) => {
      let calls = 0;
      await page.route('**/svc/cart/api/cart', (route) => {
        calls += 1;
        return route.fulfill({ status, json: { message: 'failed', statusCode: status } });
      });
      await page.goto('/about/');
      await expect.poll(() => calls).toBe(asked);
      await page.waitForLoadState('networkidle');
      expect(calls).toBe(asked);
      expect(await page.locator('.Toastify__toast').count()).toBe(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
});

test.describe('the 404 page is whole in its HTML', () => {
  for (const path of [
    '/no-such-page/',
    '/product/net-takogo-tovara-404/',
    '/catalog/net-takoj/',
    // a page past the last had the listing's title and no robots rule
    '/collections/?page=999',
  ]) {
    test(`${path}: status 404, the texts and the way to the catalogue without any script`, async ({
      request,
    }) => {
      const response = await request.get(path, { headers: PAGE_VIEW });
      expect(response.status()).toBe(404);
      const html = await response.text();
      // Next's notFound() would answer an empty body here (vercel/next.js#62228)
      const shown = html.replace(/<script\b[\s\S]*?<\/script>/g, '');
      expect(shown).toMatch(/<html lang="ru"/);
      expect(shown).toContain('Страница не найдена');
      expect(shown).toMatch(/<a [^>]*href="\/catalog\/"[^>]*>Перейти в каталог<\/a>/);
      expect(shown).toMatch(/<meta name="robots" content="noindex/);
      expect(shown).toContain('<title>Страница не найдена');
    });
  }
});
