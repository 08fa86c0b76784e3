import { expect, test } from '@playwright/test';

import { E2E_DEV_PAGE_TOKEN } from '../playwright.config';

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  huawei:
    'Mozilla/5.0 (Linux; Android 10; ELS-NX9; HMSCore 6.11.0.302) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/99.0.4844.88 HuaweiBrowser/14.0.0.322 Mobile Safari/537.36',
  desktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
};

test.describe('/apponelink/', () => {
  test('sends each phone to its own store', async ({ request }) => {
    const cases: [string, RegExp][] = [
      [UA.iphone, /^https:\/\/apps\.apple\.com\//],
      [UA.android, /^https:\/\/play\.google\.com\//],
      [UA.huawei, /^https:\/\/appgallery\.huawei\.com\//],
    ];
    for (const [userAgent, store] of cases) {
      const response = await request.get('/apponelink/', {
        headers: { 'user-agent': userAgent },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(307);
      expect(response.headers()['location']).toMatch(store);
    }
  });

  test.describe('on a desktop', () => {
    test.use({ userAgent: UA.desktop });

    test('shows all four store links', async ({ page }) => {
      await page.goto('/apponelink/');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Мобильное приложение' }),
      ).toBeVisible();
      for (const name of [
        'Загрузить в App Store',
        'Доступно в Google Play',
        'Откройте в AppGallery',
        'Скачайте из RuStore',
      ]) {
        await expect(page.getByRole('link', { name })).toHaveAttribute('href', /^https:\/\//);
      }
      // the empty layout: no site header or footer
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
    });
  });
});

test('/dev/ shows a stranger the app mode only, a developer with the token the build', async ({
  page,
}) => {
  await page.goto('/dev/');
  await expect(page.getByRole('heading', { level: 1, name: 'Сведения о сборке' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('definition')).toHaveText(['сайт']);
  await expect(page.getByText('Сведения о сборке видны только разработчикам.')).toBeVisible();
  await expect(page.getByText('Next.js', { exact: true })).toHaveCount(0);

  await page.goto(`/dev/?token=${E2E_DEV_PAGE_TOKEN}`);
  await expect(page.getByRole('definition').nth(1)).toHaveText('0.1.0');
  await expect(page.getByText('Next.js', { exact: true })).toBeVisible();
  await expect(page.getByText(/^доступен, \d+ мс/)).toBeVisible();
  await expect(page.getByText(/^Сборка \(BUILD_ID\)$/)).toBeVisible();
  // never an internal address
  expect(await page.content()).not.toMatch(/127\.0\.0\.1|localhost:4\d{3}/);
});

test.describe('/s/ short links', () => {
  test('a known code leads to its page of the site', async ({ page }) => {
    await page.goto('/s/?c=blog');
    await expect(page).toHaveURL(/\/blog\/$/);
    await page.goto('/s/shops/');
    await expect(page).toHaveURL(/\/addresses\/$/);
  });

  test('an unknown or hostile code says the link is invalid', async ({ page }) => {
    for (const address of ['/s/?c=nope', '/s/?c=%2F%2Fevil.example', '/s/', '/s/nope/']) {
      await page.goto(address);
      expect(new URL(page.url()).pathname).toMatch(/^\/s\//);
      await expect(page.getByRole('heading', { name: 'Ссылка недействительна' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute(
        'href',
        '/catalog/',
      );
    }
  });
});

test.describe('/success/', () => {
  test('thanks for the order and says what happens next', async ({ page }) => {
    await page.goto('/success/?order=100245');
    await expect(page.getByRole('heading', { level: 1, name: 'Спасибо!' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Заказ № 100245 принят' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Что дальше' })).toBeVisible();
    const next = page.getByRole('navigation', { name: 'Что дальше' });
    await expect(next.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute(
      'href',
      '/catalog/',
    );
    await expect(next.getByRole('link', { name: 'Мои заказы' })).toHaveAttribute(
      'href',
      '/account/orders/',
    );
  });

  test('never echoes markup from the address', async ({ page }) => {
    await page.goto('/success/?order=%3Cb%3Ex%3C%2Fb%3E');
    await expect(page.getByRole('heading', { name: 'Мы получили вашу заявку' })).toBeVisible();
    await expect(page.getByText('<b>x</b>')).toHaveCount(0);
  });
});

test('/payment/ without an order id says the order was not found', async ({ page }) => {
  await page.goto('/payment/');
  await expect(page.getByRole('heading', { level: 1, name: 'Оплата заказа' })).toBeVisible();
  await expect(page.getByText(/Мы не нашли этот заказ/)).toBeVisible();
});
