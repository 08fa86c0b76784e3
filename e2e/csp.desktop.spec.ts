import { expect, test, type Page } from '@playwright/test';

import { PAGE_VIEW } from './helpers';

/** Collects every CSP violation the page reports (the browser fires them on the document). */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation: (text: string) => void })
        .reportViolation;
      report(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}

test.describe('Content-Security-Policy', () => {
  test('the store works under its policy: pages hydrate and nothing is refused', async ({
    page,
    request,
  }) => {
    const violations = await watchViolations(page);
    const list = await request.post('/svc/catalog/product/list/by-category/kolca', {
      data: { limit: 1 },
    });
    const { products } = (await list.json()) as { products: { items: { slug: string }[] } };
    const slug = products.items[0]?.slug;
    for (const path of ['/', '/catalog/kolca/', `/product/${slug}/`, '/cart/', '/blog/']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    // a client-side action works (the page hydrated): «Показать ещё» appends the next page
    await page.goto('/catalog/kolca/');
    await page.getByRole('button', { name: /Показать ещё/ }).click();
    await expect(page).toHaveURL(/page=2/);
    expect(violations).toEqual([]);
  });

  test('an injected inline handler does not run', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto('/');
    const ran = await page.evaluate(() => {
      // markup slipped into the page (what an XSS would do): an inline event handler
      document.body.insertAdjacentHTML('beforeend', '<img src=x onerror="window.__injected=1">');
      return new Promise<boolean>((resolve) =>
        setTimeout(() => resolve(Boolean((window as { __injected?: unknown }).__injected)), 300),
      );
    });
    expect(ran).toBe(false);
    expect(violations.some((text) => text.includes('script-src'))).toBe(true);
  });

  test('a kept page runs exactly its own scripts: markup injected into its bytes does not run', async ({
    page,
    request,
  }) => {
    const path = '/catalog/kolca/';
    // kept by a first view; the second is the kept copy, its policy and nonce the render's
    await request.get(path, { headers: PAGE_VIEW });
    const violations = await watchViolations(page);
    let served = '';
    await page.route(path, async (route) => {
      const response = await route.fetch();
      served = response.headers()['x-page-cache'] ?? '';
      const html = await response.text();
      // what a stored or reflected injection would be: a script without the nonce, and one
      // with a nonce of another response
      const injected =
        '<script>window.__injected = 1</script><script nonce="AAAAAAAAAAAAAAAAAAAAAA==">window.__injected = 2</script>';
      await route.fulfill({ response, body: html.replace('</body>', `${injected}</body>`) });
    });
    await page.goto(path);
    expect(served).toBe('HIT');
    // the page's own scripts ran: it hydrated and acts on a tap
    await page.getByRole('button', { name: /Показать ещё/ }).click();
    await expect(page).toHaveURL(/page=2/);
    expect(await page.evaluate(() => (window as { __injected?: unknown }).__injected)).toBe(
      undefined,
    );
    expect(violations.filter((text) => /script-src/.test(text)).length).toBeGreaterThanOrEqual(2);
    expect(violations.every((text) => /script-src|inline/i.test(text))).toBe(true);
  });
});
