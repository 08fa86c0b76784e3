import { expect, test, type Page } from '@playwright/test';

import { firstCatalogProductPath } from './helpers';

/**
 * What a first visit on a phone (a guest, no cart, nothing viewed before) downloads while the page
 * loads, as a browser (and Lighthouse's «all scripts», mobile) counts it: the first-load scripts
 * and whatever they load before the page is quiet. No request code (the HTTP client, zod) and no
 * toasts' code on any of the four pages; every script in brotli. The bytes themselves are the
 * bench's (docs/performance.md).
 */
const ZOD_MARKER = '"$ZodObject"';
const AXIOS_MARKER = 'AxiosError';
/** react-toastify loads with the first toast, and a page load shows none. */
const TOASTIFY_MARKER = 'Toastify__toast-container';

async function scriptsOfALoad(page: Page, path: string) {
  const scripts: { url: string; encoding: string | undefined; code: string }[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const headers = await response.allHeaders();
        scripts.push({
          url: response.url(),
          encoding: headers['content-encoding'],
          code: (await response.body()).toString('utf8'),
        });
      })(),
    );
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  // what loads once the browser is idle after hydration (requestIdleCallback, up to 4 s)
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 500))),
  );
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  return scripts;
}

test('a first visit loads no request code and no toasts’ code, every script in brotli', async ({
  page,
  request,
  isMobile,
}) => {
  // a desktop's first screen reaches the product page's sliders, which load theirs at once
  test.skip(!isMobile, 'the first screen of a phone');
  const product = await firstCatalogProductPath(request);
  for (const path of ['/', '/catalog/', product, '/cart/']) {
    const scripts = await scriptsOfALoad(page, path);
    expect(scripts.length, path).toBeGreaterThan(3);
    const having = (marker: string) =>
      scripts.filter(({ code }) => code.includes(marker)).map(({ url }) => url);
    expect(having(ZOD_MARKER), path).toEqual([]);
    expect(having(AXIOS_MARKER), path).toEqual([]);
    expect(having(TOASTIFY_MARKER), path).toEqual([]);
    expect(
      scripts.filter(({ encoding }) => encoding !== 'br').map(({ url }) => url),
      `${path}: every script in brotli`,
    ).toEqual([]);
    // the next page is a first visit too (this one remembered a viewed product)
    await page.evaluate(() => localStorage.clear());
    await page.context().clearCookies();
  }
});
