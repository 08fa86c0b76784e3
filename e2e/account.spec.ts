import { expect, test } from '@playwright/test';

import { signInDemo, storeSession } from './helpers';

/**
 * The personal account. The demo customer signs in through the API with e-mail and
 * password: the code login allows only 5 code sends per phone and hour, and the auth and
 * favourites specs of the same run send codes to the demo phone. Nothing here changes the demo
 * customer's data (a bad name is refused before it is sent), so parallel tests stay independent.
 */
test.describe('account as a guest', () => {
  test('/account/ shows no account data and opens the login modal', async ({ page }) => {
    const served = await page.request.get('/account/');
    const html = await served.text();
    for (const secret of ['demo@zoloto.test', 'Демидова', '000-00-01']) {
      expect(html).not.toContain(secret);
    }

    await page.goto('/account/');
    await expect(page.getByRole('dialog', { name: 'Вход в личный кабинет' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByText('Войдите, чтобы увидеть личный кабинет')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Личные данные' })).toHaveCount(0);
    await expect(page.getByText('Демидова')).toHaveCount(0);
  });

  test('/account/orders/ as a guest shows no orders', async ({ page }) => {
    await page.goto('/account/orders/');
    await expect(page.getByRole('dialog', { name: 'Вход в личный кабинет' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Мои заказы' })).toHaveCount(0);
  });
});

test.describe('account of the demo customer', () => {
  test.beforeEach(async ({ page, request }) => {
    await storeSession(page, await signInDemo(request));
  });

  test('the profile shows the demo data and refuses a bad name', async ({ page }) => {
    await page.goto('/account/profile/');
    const form = page.getByRole('form', { name: 'Личные данные' });
    await expect(form.getByRole('textbox', { name: 'Фамилия' })).toHaveValue('Демидова');
    await expect(form.getByRole('textbox', { name: /^Имя/ })).toHaveValue('Анна');
    await expect(form.getByRole('textbox', { name: 'Отчество' })).toHaveValue('Сергеевна');
    await expect(form.getByRole('textbox', { name: /^Email/ })).toHaveValue('demo@zoloto.test');
    await expect(form.getByRole('textbox', { name: /Дата рождения/ })).toHaveValue('14.05.1990');
    await expect(form.getByRole('textbox', { name: 'Телефон' })).toHaveValue('+7 (900) 000-00-01');
    const save = form.getByRole('button', { name: 'Сохранить' });
    await expect(save).toBeDisabled();

    const name = form.getByRole('textbox', { name: /^Имя/ });
    await name.fill('Анна1');
    await save.click();
    await expect(form.getByText('Недопустимый формат')).toBeVisible();
    await expect(name).toBeFocused();
  });

  test('a birth date typed with dashes or commas stays; one with no separators is refused aloud', async ({
    page,
  }) => {
    await page.goto('/account/profile/');
    const form = page.getByRole('form', { name: 'Личные данные' });
    const birth = form.getByRole('textbox', { name: /Дата рождения/ });
    await expect(birth).toHaveValue('14.05.1990');
    for (const typed of ['14-05-1990', '14,05,1990']) {
      await birth.fill('');
      await birth.pressSequentially(typed);
      await page.keyboard.press('Tab');
      await expect(birth).toHaveValue(typed);
      await expect(form.getByText('Недопустимая дата')).toHaveCount(0);
      await expect(form.getByRole('button', { name: 'Сохранить' })).toBeEnabled();
    }
    await birth.fill('');
    await birth.pressSequentially('14051990');
    await page.keyboard.press('Tab');
    await expect(birth).toHaveValue('14051990');
    await expect(birth).toHaveAccessibleDescription('Недопустимая дата');
    // the calendar speaks Russian
    await birth.click();
    const calendar = page.getByRole('dialog', { name: 'Выбор даты' });
    await expect(calendar.getByRole('button', { name: 'Предыдущий месяц' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: /Choose/ })).toHaveCount(0);
    // nothing was saved: the demo customer stays as seeded for the other tests
  });

  test('«Подписка» in the menu scrolls to the subscription section', async ({ page }) => {
    await page.goto('/account/orders/');
    const menu = page.getByRole('navigation', { name: 'Личный кабинет' });
    await menu.getByRole('link', { name: 'Подписка' }).click();
    await expect(page).toHaveURL(/\/account\/profile\/$/);
    await expect(page.getByRole('checkbox', { name: /Получать новости/ })).toBeInViewport();
  });

  test('the orders list shows the seeded orders with their details', async ({ page }) => {
    await page.goto('/account/orders/');
    await expect(page.getByRole('heading', { name: 'Мои заказы' })).toBeVisible();
    const orders = page.getByRole('article', { name: /^Заказ № / });
    await expect(orders.first()).toBeVisible();
    expect(await orders.count()).toBeGreaterThanOrEqual(3);
    await expect(orders.first().getByText(/Итого:/)).toBeVisible();

    await orders.first().getByRole('button', { name: 'Подробнее' }).click();
    await expect(orders.first().getByText('Оплата', { exact: true })).toBeVisible();
  });

  test('bonuses show the level and the operations', async ({ page }) => {
    await page.goto('/account/bonuses/');
    await expect(page.getByRole('heading', { name: 'Бонусы' })).toBeVisible();
    await expect(page.getByText('Уровень')).toBeVisible();
    const operations = page.getByRole('list', { name: 'Операции с бонусами' });
    await expect(operations.getByText('+500').first()).toBeVisible();
    await expect(operations.getByText(/^Сгорят \d{2}\.\d{2}\.\d{4}$/).first()).toBeVisible();
    await expect(operations.getByText(/^−300$/).first()).toBeVisible();
  });

  test('/account/ opens the profile on wide screens and the menu on narrow ones', async ({
    page,
  }) => {
    await page.goto('/account/');
    const menu = page.getByRole('navigation', { name: 'Личный кабинет' });
    await expect(menu.getByRole('link', { name: 'Мои заказы' })).toBeVisible();
    const wide = (page.viewportSize()?.width ?? 0) >= 992;
    const profile = page.getByRole('form', { name: 'Личные данные' });
    if (wide) {
      await expect(profile).toBeVisible();
    } else {
      await expect(page.getByRole('heading', { name: 'Личный кабинет' })).toBeVisible();
      await expect(profile).toHaveCount(0);
    }
  });
});
