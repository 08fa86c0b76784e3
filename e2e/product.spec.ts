import { expect, test } from '@playwright/test';

import { firstProductOf } from './helpers';

test.describe('product page', () => {
  test('a size must be chosen; then the ring goes to the cart and the count updates', async ({
    page,
    isMobile,
  }) => {
    const href = await firstProductOf(page, 'kolca');
    await page.goto(href);
    const add = page.getByRole('button', { name: 'Добавить в корзину' });
    await add.click();
    await expect(page.getByText('Выберите размер').first()).toBeVisible();

    const sizes = page.getByRole('radiogroup', { name: 'Размер' });
    const options = sizes.getByRole('radio');
    const labels = await options.evaluateAll((inputs) =>
      inputs.map((input) =>
        Number.parseFloat(
          (input as HTMLInputElement).value || input.getAttribute('aria-label') || '0',
        ),
      ),
    );
    expect(labels.length).toBeGreaterThan(0);
    await options.first().check({ force: true });
    await add.click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Товар добавлен в корзину' }),
    ).toBeVisible();
    const cart = isMobile
      ? page.getByRole('navigation', { name: 'Нижнее меню' }).getByRole('link', { name: /Корзина/ })
      : page.getByRole('banner').getByRole('link', { name: /Корзина/ });
    await expect(cart).toContainText('1');
  });

  test('JSON-LD Product with a rouble offer, canonical and breadcrumbs', async ({ page }) => {
    const href = await firstProductOf(page, 'sergi');
    await page.goto(href);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical!).pathname).toBe(href);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
    const product = data.find((entry) => entry['@type'] === 'Product') as
      { name: string; offers: Record<string, unknown> } | undefined;
    expect(product?.name).toBeTruthy();
    expect(JSON.stringify(product?.offers)).toContain('"priceCurrency":"RUB"');
    expect(data.some((entry) => entry['@type'] === 'BreadcrumbList')).toBe(true);
    await expect(
      page
        .getByRole('navigation', { name: 'Хлебные крошки' })
        .getByRole('link', { name: 'Каталог' }),
    ).toBeVisible();
  });

  test('each page view is counted once for this device (POST /product/view)', async ({ page }) => {
    const href = await firstProductOf(page, 'kolca');
    const slug = href.split('/')[2]!;
    const views: { body: unknown; status: number }[] = [];
    page.on('response', (response) => {
      if (!response.url().endsWith(`/svc/catalog/product/view/${slug}`)) return;
      views.push({ body: response.request().postDataJSON(), status: response.status() });
    });
    const counted = page.waitForResponse(`**/svc/catalog/product/view/${slug}`);
    await page.goto(href);
    expect((await counted).status()).toBe(200);
    const deviceId = await page.evaluate(() => localStorage.getItem('deviceId'));
    expect(deviceId).toBeTruthy();
    expect(views).toEqual([{ body: { deviceId }, status: 200 }]);
  });

  test('a guest tapping the heart gets the login modal', async ({ page }) => {
    const href = await firstProductOf(page, 'podveski');
    await page.goto(href);
    await page.getByRole('main').getByRole('button', { name: 'В избранное' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Вход в личный кабинет' })).toBeVisible();
  });

  test('the recommendation sliders load as the shopper scrolls towards them', async ({
    page,
    isMobile,
  }) => {
    // a desktop screen already reaches the sliders (within 600 px); a phone's does not
    test.skip(!isMobile, 'the sliders are below the first screen only on a phone');
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/recommendations/')) asked.push(request.url());
    });
    const href = await firstProductOf(page, 'kolca');
    await page.goto(href);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]); // nothing below the fold is fetched during the first paint
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(page.getByRole('region', { name: 'Похожие товары' })).toBeVisible();
    expect(asked.some((url) => url.includes('/recommendations/similar'))).toBe(true);
  });
});
