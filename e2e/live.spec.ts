import { expect, test, type APIRequestContext } from '@playwright/test';

import { E2E_ADMIN_TOKEN, E2E_API_URL } from './helpers';

const ADMIN = { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
type Item = { slug: string; sku: string; name: string };

async function items(request: APIRequestContext, path: string): Promise<Item[]> {
  const response = await request.get(`${E2E_API_URL}${path}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: Item[] }).items;
}

test.describe('live broadcast', () => {
  test('shows the broadcast and the three product sections with products', async ({ page }) => {
    await page.goto('/online/');
    await expect(page.getByRole('heading', { level: 1, name: 'Прямой эфир' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Расписание эфиров' })).toBeVisible();
    await expect(
      page.locator('video[poster][controls]').or(page.getByText('Сейчас эфира нет')),
    ).toBeVisible();
    for (const name of ['Сейчас в эфире', 'Недавно в эфире', 'Популярное в эфире']) {
      const section = page.getByRole('region', { name, exact: true });
      await expect(section.getByRole('link').first()).toBeVisible();
    }
    await expect(
      page.getByRole('region', { name: 'Популярное в эфире', exact: true }).getByRole('listitem'),
    ).toHaveCount(8);
  });

  test('a product put on air appears without a reload', async ({ page, request }, testInfo) => {
    test.setTimeout(60_000);
    const onAir = new Set((await items(request, '/main/live/product/on_live')).map((i) => i.sku));
    const candidates = (await items(request, '/main/recommendations/popular?limit=24')).filter(
      (item) => !onAir.has(item.sku),
    );
    const product = candidates.at(testInfo.project.name === 'mobile' ? -1 : -2);
    if (!product) throw new Error('no product to put on air');

    await page.goto('/online/');
    const nowOnAir = page.getByRole('region', { name: 'Сейчас в эфире', exact: true });
    const link = nowOnAir.locator(`a[href="/product/${product.slug}/"]`);
    await expect(nowOnAir.getByRole('link').first()).toBeVisible();
    await expect(link).toHaveCount(0);
    // A marker on the window survives only if the page is not reloaded.
    await page.evaluate(() => Object.assign(window, { liveMarker: 'kept' }));

    const posted = await request.post(`${E2E_API_URL}/main/live/admin/on-air`, {
      headers: ADMIN,
      data: { sku: product.sku },
    });
    expect(posted.status()).toBe(201);
    await expect(link).toBeVisible({ timeout: 30_000 });
    expect(await page.evaluate(() => (window as Window & { liveMarker?: string }).liveMarker)).toBe(
      'kept',
    );
  });

  test('opens from the bottom bar link with the same page and canonical', async ({ page }) => {
    await page.goto('/online/?from=tabbar');
    await expect(page.getByRole('heading', { level: 1, name: 'Прямой эфир' })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/online\/$/);
    await expect(
      page.getByRole('region', { name: 'Сейчас в эфире', exact: true }).getByRole('link').first(),
    ).toBeVisible();
  });
});
