import { expect, test } from '@playwright/test';

test.describe('collections', () => {
  test('the list links to collection pages whose products are sorted by price', async ({
    page,
  }) => {
    await page.goto('/collections/');
    await expect(page.getByRole('heading', { level: 1, name: 'Коллекции' })).toBeVisible();
    await page
      .getByRole('main')
      .getByRole('link', { name: /Luxe Amirald/i })
      .first()
      .click();
    await page.waitForURL('**/collections/luxe-amirald/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const prices = (
      await page.getByRole('list', { name: 'Товары' }).locator('[class*="current"]').allInnerTexts()
    ).map((text) => Number(text.replace(/\D/g, '')));
    expect(prices.length).toBeGreaterThan(1);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
  });

  test('a collection page has the catalogue filters', async ({ page, isMobile }) => {
    await page.goto('/collections/outlet/');
    if (isMobile) await page.getByRole('button', { name: /Фильтры/ }).click();
    const scope = isMobile ? page.getByRole('dialog') : page.getByRole('form', { name: 'Фильтры' });
    await expect(scope.getByRole('checkbox').first()).toBeVisible();
  });
});
