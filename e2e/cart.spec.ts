import { expect, test, type Page } from '@playwright/test';

import { cartWithOneItem, findSellableOffer, firstProductOf, setStock } from './helpers';

/** The «Итого» amount of the cart summary, in roubles. */
async function total(page: Page): Promise<number> {
  const text = await page
    .locator('dt', { hasText: /^Итого$/ })
    .locator('xpath=following-sibling::dd[1]')
    .innerText();
  return Number(text.replace(/\D/g, ''));
}

const lines = (page: Page) =>
  page.getByRole('list', { name: 'Товары в корзине' }).getByRole('listitem');

async function addRingWithSize(page: Page) {
  await page.goto(await firstProductOf(page, 'kolca'));
  await page
    .getByRole('radiogroup', { name: 'Размер' })
    .getByRole('radio')
    .first()
    .check({ force: true });
  await page.getByRole('button', { name: 'Добавить в корзину' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Товар добавлен в корзину' }),
  ).toBeVisible();
}

test.describe('cart', () => {
  test('a guest adds a ring with a size, changes the quantity and removes it', async ({ page }) => {
    await addRingWithSize(page);
    await page.goto('/cart/');
    await expect(page.getByRole('heading', { level: 1, name: /^Корзина/ })).toBeVisible();
    await expect(lines(page)).toHaveCount(1);
    await lines(page).first().getByRole('button', { name: 'Увеличить количество' }).click();
    await expect(lines(page).first()).toContainText('2');
    await lines(page).first().getByRole('button', { name: 'Уменьшить количество' }).click();
    await lines(page).first().getByRole('button', { name: 'Удалить' }).click();
    await expect(page.getByRole('link', { name: 'Перейти в каталог' })).toBeVisible();
  });

  test('a valid promo code lowers the total; an invalid one says why and keeps the text', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    await cartWithOneItem(request, context, baseURL!);
    await page.goto('/cart/');
    const before = await total(page);
    expect(before).toBeGreaterThan(0);
    const field = page.getByRole('textbox', { name: 'Промокод' });
    await field.fill('NETTAKOGO');
    await page.getByRole('button', { name: 'Применить' }).click();
    await expect(page.getByText('Промокод не найден').first()).toBeVisible();
    await expect(field).toHaveValue('NETTAKOGO');

    await field.fill('zoloto10');
    await page.getByRole('button', { name: 'Применить' }).click();
    await expect(page.getByText(/ZOLOTO10/i).first()).toBeVisible();
    // ZOLOTO10 is 10 % off: the total drops by about a tenth (rounded to roubles)
    await expect.poll(() => total(page)).toBeLessThan(before);
    expect(Math.abs((await total(page)) - before * 0.9)).toBeLessThanOrEqual(1);
  });

  test('a legacy shop_cart_token is migrated into the session cookie', async ({
    page,
    request,
    baseURL,
    context,
  }) => {
    const sessionId = await cartWithOneItem(request, context, baseURL!);
    await context.clearCookies();
    await page.addInitScript((id) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('shop_cart_token', id);
        sessionStorage.setItem('seeded', '1');
      }
    }, sessionId);
    await page.goto('/cart/');
    await expect(lines(page)).toHaveCount(1);
    expect(await page.evaluate(() => localStorage.getItem('shop_cart_token'))).toBeNull();
    const cookie = (await context.cookies()).find((entry) => entry.name === 'cart_session_id');
    expect(cookie?.value).toBe(sessionId);
    // set by the door, HttpOnly: page scripts never see the session again
    expect(cookie?.httpOnly).toBe(true);
    expect(await page.evaluate(() => document.cookie)).not.toContain(sessionId);
  });
});

test.describe('availability (spec 4, 8)', () => {
  test('a product that ran out leads to the acknowledgement page and back to a clean cart', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    // its own category: this test empties the offer's stock, other cart tests must not pick it
    const item = await findSellableOffer(request, 'braslety');
    await cartWithOneItem(request, context, baseURL!, item);
    await setStock(request, item.offerUuid, 0);
    await page.goto('/cart/');
    await page
      .getByRole('link', { name: 'Оформить заказ' })
      .or(page.getByRole('button', { name: 'Оформить заказ' }))
      .first()
      .click();
    await page.waitForURL('**/incorrect-products-count/');
    await expect(
      page.getByText('Товары из вашей корзины больше недоступны для заказа'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'ПРОДОЛЖИТЬ' }).click();
    await page.waitForURL('**/cart/');
    await expect(page.getByRole('link', { name: 'Перейти в каталог' })).toBeVisible();
  });
});
