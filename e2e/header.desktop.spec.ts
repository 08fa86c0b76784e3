import { expect, test } from '@playwright/test';

test.describe('desktop header', () => {
  test('top links, live button, favourites and cart', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Доставка' })).toHaveAttribute(
      'href',
      '/delivery/',
    );
    await expect(header.getByRole('link', { name: 'Оплата' })).toHaveAttribute('href', '/oplata/');
    await expect(header.getByRole('link', { name: 'Магазины' })).toHaveAttribute(
      'href',
      '/addresses/',
    );
    await expect(header.getByRole('link', { name: 'Слитки' })).toHaveAttribute(
      'href',
      /^https?:\/\//,
    );
    await expect(header.getByRole('link', { name: 'Прямой эфир' })).toHaveAttribute(
      'href',
      '/online/',
    );
    await expect(header.getByRole('button', { name: /Избранное/ })).toBeVisible();
    await expect(header.getByRole('link', { name: /Корзина/ })).toBeVisible();
  });
});
