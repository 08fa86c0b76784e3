import { expect, test } from '@playwright/test';

test('mobile filters open in a panel and apply with «Показать»', async ({ page }) => {
  await page.goto('/catalog/sergi/');
  await page.getByRole('button', { name: /Фильтры/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog
    .getByRole('checkbox', { name: /Серебро 925/ })
    .first()
    .check();
  await dialog.getByRole('button', { name: 'Показать' }).click();
  await page.waitForURL(/filters=list_1_105/);
  await expect(page.getByRole('list', { name: 'Товары' })).toBeVisible();
});
