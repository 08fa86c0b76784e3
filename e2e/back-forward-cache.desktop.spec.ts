import { chromium, expect, test } from '@playwright/test';

import { launchOptions } from '../playwright.config';

import { firstProductOf } from './helpers';

/**
 * Back to a shop page restores it from the browser's back/forward cache: kept pages are
 * not `no-store` (lib/platform/page-cache). Chromium refuses a `no-store` page once a cookie changed on it,
 * and the product page sets the returning-visit cookie on a first visit. Playwright turns that
 * cache off in the browsers it launches, so this test launches its own Chromium with it on.
 */
test('Back to a product page restores it from the back/forward cache, live', async ({
  baseURL,
}) => {
  // the project's browser and flags, less Playwright's own switch that turns the cache off
  const browser = await chromium.launch({
    ...launchOptions,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  });
  try {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const href = await firstProductOf(page, 'kolca');
    await page.goto(href);
    // the first product page of a browser session decides "returning visitor" in a cookie
    await expect
      .poll(async () => (await context.cookies()).some((c) => c.name === 'returningVisit'))
      .toBe(true);
    await page.evaluate(() => {
      window.addEventListener('pageshow', (event) => {
        document.documentElement.dataset.restored = String(event.persisted);
      });
    });

    // a full page load elsewhere (a shared link, the address bar), then Back
    await page.goto('/about/');
    await page.goBack({ waitUntil: 'commit' }); // a restored page fires no load event
    await expect(page.locator('html')).toHaveAttribute('data-restored', 'true');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('button', { name: 'Добавить в корзину' })).toBeEnabled();
  } finally {
    await browser.close();
  }
});
