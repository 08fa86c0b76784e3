import { expect, test } from '@playwright/test';

/** Spec 2.2: a page asset that fails to load reloads the page, at most once per 60 s. */
test.describe('asset-failure reload guard', () => {
  // /about/ is rendered for the request; /catalog/ is served from the page cache
  for (const [path, heading] of [
    ['/about/', 'О компании'],
    ['/catalog/', 'Ювелирные украшения'],
  ] as const) {
    test(`a failed chunk reloads ${path} once, and the reloaded page works`, async ({ page }) => {
      let failed = false;
      await page.route('**/_next/static/chunks/*.js', (route) => {
        if (failed) return route.continue();
        failed = true;
        return route.abort();
      });
      const documents: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'document') documents.push(request.url());
      });
      await page.goto(path);
      await expect.poll(() => documents.length).toBe(2);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(await page.evaluate(() => sessionStorage.getItem('assetReloadAt'))).toMatch(/^\d+$/);
    });
  }

  test('an asset that keeps failing does not reload in a loop', async ({ page }) => {
    await page.route('**/_next/static/chunks/*.js', (route) => route.abort());
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page.goto('/about/');
    await expect.poll(() => documents.length).toBe(2);
    await expect(page.getByRole('heading', { level: 1, name: 'О компании' })).toBeVisible();
    // Proving an absence needs a bounded wait: a reload loop would show within this time.
    await page.waitForTimeout(1500);
    expect(documents).toHaveLength(2);
  });
});
