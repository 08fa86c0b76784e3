import { expect, test, type Page } from '@playwright/test';

import { axeSeriousIssues, firstProductOf } from './helpers';

const lines = (page: Page) =>
  page.getByRole('list', { name: 'Товары в корзине' }).getByRole('listitem');

/** A wedding ring with the first size on sale and an engraving, added to the cart. */
async function addEngravedRing(page: Page, text: string, font: 'Классический' | 'Рукописный') {
  await page.goto(await firstProductOf(page, 'kolca/obruchalnye-kolca'));
  await page
    .getByRole('radiogroup', { name: 'Размер' })
    .getByRole('radio')
    .first()
    .check({ force: true });
  await page.getByRole('button', { name: 'Добавить гравировку' }).click();
  await page.getByLabel('Текст гравировки').fill(text);
  await page.getByRole('radio', { name: font }).check();
  await expect(
    page.getByRole('img', { name: `Предпросмотр гравировки: «${text}», шрифт «${font}»` }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Добавить в корзину' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Товар добавлен в корзину' }),
  ).toBeVisible();
}

test.describe('engraving of wedding rings', () => {
  test('a bad character is told and nothing is added; the typed text stays', async ({ page }) => {
    await page.goto(await firstProductOf(page, 'kolca/obruchalnye-kolca'));
    await page.getByRole('button', { name: 'Добавить гравировку' }).click();
    const field = page.getByLabel('Текст гравировки');
    await field.fill('Люблю ☺');
    await expect(page.getByRole('alert').filter({ hasText: 'Недопустимый символ' })).toBeVisible();
    await expect(field).toHaveValue('Люблю ☺');
    // the option with its message, fonts and preview: axe finds nothing serious
    const { passes, serious } = await axeSeriousIssues(
      page,
      '[role="group"][aria-label="Гравировка"]',
    );
    expect(passes).toBeGreaterThan(5);
    expect(serious).toEqual([]);
  });

  test('a pair of engraved rings: two lines, the engraving free, the no-return notice once', async ({
    page,
  }) => {
    await addEngravedRing(page, 'Навсегда ♥', 'Рукописный');
    await page.goto('/cart/');
    await expect(lines(page)).toHaveCount(1);
    // one ring: the engraving has its price
    await expect(lines(page).first()).toContainText('Гравировка: «Навсегда ♥» · Рукописный');
    await expect(lines(page).first()).not.toContainText('в подарок');
    await expect(page.getByRole('note').filter({ hasText: 'не подлежит возврату' })).toHaveCount(1);

    // the same ring with another text is another line; with two rings the engravings are free
    await addEngravedRing(page, 'Твой навеки', 'Классический');
    await page.goto('/cart/');
    await expect(lines(page)).toHaveCount(2);
    for (const line of await lines(page).all()) await expect(line).toContainText('в подарок');
    await expect(
      page.getByRole('note').filter({
        hasText: 'Изделие с гравировкой изготавливается на заказ и не подлежит возврату',
      }),
    ).toHaveCount(1);
  });

  test('a ring that is not a wedding ring offers no engraving', async ({ page }) => {
    await page.goto(await firstProductOf(page, 'kolca/pechatki'));
    await expect(page.getByRole('button', { name: 'Добавить в корзину' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Добавить гравировку' })).toHaveCount(0);
  });
});
