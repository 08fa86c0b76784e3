import { expect, test } from '@playwright/test';

import { DEGRADED_STORE_URL } from '../playwright.config';

/** The store's catalogue service is unreachable (port 9): pages degrade, never break. */
test.describe('catalogue service down', () => {
  test('a catalogue page shows the error card with the support phone and ПРОДОЛЖИТЬ', async ({
    page,
  }) => {
    const response = await page.goto(`${DEGRADED_STORE_URL}/catalog/kolca/`);
    // its own data is missing: an honest 503, the card whole in the HTML
    expect(response?.status()).toBe(503);
    expect(response?.headers()['retry-after']).toBeTruthy();
    await expect(page.getByRole('heading', { name: 'Произошла ошибка' })).toBeVisible();
    await expect(page.getByText(/Обновите страницу или повторите попытку позже/)).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: '8 800 550-75-85' }),
    ).toHaveAttribute('href', 'tel:88005507585');
    // a link to the same page: it reloads it with or without scripts
    await expect(page.getByRole('link', { name: 'ПРОДОЛЖИТЬ' })).toHaveAttribute(
      'href',
      '/catalog/kolca/',
    );
    // the request's id is the error code support finds the logs by
    const requestId = response?.headers()['x-request-id'];
    expect(requestId).toBeTruthy();
    await expect(page.getByRole('main').getByText(`Код ошибки: ${requestId}`)).toBeVisible();
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
