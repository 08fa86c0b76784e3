import { expect, test } from '@playwright/test';

import { DEGRADED_STORE_URL } from '../playwright.config';

/** The store's catalogue service is unreachable (port 9): pages degrade, never break. */
test.describe('catalogue service down', () => {
  test('a catalogue page shows the error card with the support phone and ПРОДОЛЖИТЬ', async ({
    page,
  }) => {
    await page.goto(`${DEGRADED_STORE_URL}/catalog/kolca/`);
    await expect(page.getByRole('heading', { name: 'Произошла ошибка' })).toBeVisible();
    await expect(page.getByText(/Обновите страницу или повторите попытку позже/)).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: '8 800 550-75-85' }),
    ).toHaveAttribute('href', 'tel:88005507585');
    await expect(page.getByRole('button', { name: 'ПРОДОЛЖИТЬ' })).toBeVisible();
    // the chrome around it still works
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('pages that do not need the catalogue still render in full', async ({ page }) => {
    const response = await page.goto(`${DEGRADED_STORE_URL}/about/`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'О компании' })).toBeVisible();
  });

  test('home renders without the category menu but with banners and popular products', async ({
    page,
  }) => {
    const response = await page.goto(`${DEGRADED_STORE_URL}/`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Ювелирный магазин' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Популярные товары' })).toBeVisible();
  });
});
