import { expect, test } from '@playwright/test';

import { firstCatalogProductPath, watchHydration } from './helpers';

// The flight data of a page leaves out the CSS its <style> holds (docs/adr/0015): React adopts
// that <style> by its href, so the page keeps its styles through hydration and asks for no file.
test('pages keep their inlined styles through hydration without fetching them again', async ({
  page,
  request,
}) => {
  const hydration = watchHydration(page);
  const fetched: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'stylesheet' || req.url().endsWith('.css')) fetched.push(req.url());
  });
  for (const path of ['/catalog/', await firstCatalogProductPath(request)]) {
    fetched.length = 0;
    await page.goto(path);
    // hydrated: the header's «Каталог» opens its menu
    const button = page.getByRole('banner').getByRole('button', { name: 'Каталог' });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.waitForLoadState('networkidle');
    const inlined = await page.evaluate(() =>
      [...document.querySelectorAll('style[data-href]')].flatMap((style) => [
        ...(style.getAttribute('data-href') ?? '').split(' '),
      ]),
    );
    expect(inlined.length, path).toBeGreaterThan(3);
    expect(
      fetched.filter((url) => inlined.includes(new URL(url).pathname)),
      path,
    ).toEqual([]);
    const header = page.locator('header').first();
    await expect(header).toHaveCSS('position', 'sticky');
    await expect(
      page
        .locator('style[data-href]')
        .evaluateAll((styles) => styles.every((style) => (style.textContent ?? '').length > 1_000)),
    ).resolves.toBe(true);
  }
  expect(hydration).toEqual([]);
});
