import { expect, test, type Page } from '@playwright/test';

import {
  cartWithOneItem,
  fillCheckoutCustomer,
  findSellableOffer,
  firstProductOf,
} from './helpers';

/**
 * The shopper loses the network mid-session. The store says so politely, actions that
 * need the network wait with the reason, what was typed stays, and reads recover on reconnect.
 */
const OFFLINE = 'Нет подключения к интернету. Проверим снова, когда связь вернётся.';
const REASON = 'Нет подключения к интернету';

const status = (page: Page) => page.getByRole('status').filter({ hasText: OFFLINE });

test.describe('offline', () => {
  test('the product page: the banner shows and «Добавить в корзину» waits with the reason', async ({
    page,
    context,
  }) => {
    await page.goto(await firstProductOf(page, 'kolca'));
    const add = page.getByRole('button', { name: 'Добавить в корзину' });
    await expect(add).toBeEnabled();

    await context.setOffline(true);
    await expect(status(page)).toBeVisible();
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription(new RegExp(REASON));
    const hint = (await add.getAttribute('aria-describedby'))!.split(' ').at(-1);
    await expect(page.locator(`[id="${hint}"]`)).toHaveText(REASON);
    // the heart and the footer's newsletter wait too, the address typed stays
    const heart = page.getByRole('main').getByRole('button', { name: 'В избранное' }).first();
    await expect(heart).toHaveAttribute('aria-disabled', 'true');
    const newsletter = page.getByRole('form', { name: 'Подпишитесь на рассылку' });
    const subscribe = newsletter.getByRole('button', { name: 'Подписаться' });
    await expect(subscribe).toHaveAttribute('aria-disabled', 'true');
    await expect(subscribe).toHaveAccessibleDescription(REASON);
    const email = newsletter.getByRole('textbox', { name: /Email для рассылки/ });
    await email.fill('anna@example.ru');
    await email.press('Enter'); // the form is not sent while the button waits
    await expect(email).toHaveValue('anna@example.ru');

    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: 'Связь восстановлена' })).toBeVisible();
    await expect(add).toBeEnabled();
    await expect(heart).not.toHaveAttribute('aria-disabled');
    await expect(subscribe).not.toHaveAttribute('aria-disabled');
    await expect(email).toHaveValue('anna@example.ru');
    await expect(status(page)).toHaveCount(0);
  });

  test('the cart: the promo code waits offline, keeps its text and applies once back', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    await cartWithOneItem(request, context, baseURL!);
    await page.goto('/cart/');
    const field = page.getByRole('textbox', { name: 'Промокод' });
    const apply = page.getByRole('button', { name: 'Применить' });
    await expect(apply).toBeEnabled();

    await context.setOffline(true);
    await field.fill('zoloto10');
    await expect(status(page)).toBeVisible();
    await expect(apply).toBeDisabled();
    await field.press('Enter'); // no submit while the button waits
    await expect(field).toHaveValue('zoloto10');
    const increase = page.getByRole('button', { name: 'Увеличить количество' });
    await expect(increase).toHaveAttribute('aria-disabled', 'true');
    await expect(increase).toHaveAccessibleDescription(REASON);

    await context.setOffline(false);
    await expect(apply).toBeEnabled();
    await expect(increase).not.toHaveAccessibleDescription(REASON);
    await expect(field).toHaveValue('zoloto10');
    await apply.click();
    await expect(page.getByText(/Промокод\s+ZOLOTO10\s+применён/i)).toBeVisible();
  });

  test('the checkout: «Подтвердить заказ» waits with the reason and the form keeps what was typed', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    await cartWithOneItem(request, context, baseURL!, await findSellableOffer(request, 'cepi'));
    await page.goto('/cart/');
    await page.getByRole('link', { name: 'Оформить заказ' }).click();
    await page.waitForURL('**/checkout/');
    await fillCheckoutCustomer(page);
    const submit = page.getByRole('button', { name: 'Подтвердить заказ' });

    await context.setOffline(true);
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAccessibleDescription(new RegExp(REASON));
    await page.getByRole('textbox', { name: /^Фамилия/ }).fill('Петрова');

    await context.setOffline(false);
    await expect(submit).toBeEnabled();
    await expect(page.getByRole('textbox', { name: /^Имя/ })).toHaveValue('Анна');
    await expect(page.getByRole('textbox', { name: /^Фамилия/ })).toHaveValue('Петрова');
  });

  test('a read asked for offline waits and is answered once the connection is back', async ({
    page,
    context,
    isMobile,
  }) => {
    test.skip(isMobile, 'the header search field is the desktop header’s');
    await page.goto('/');
    const search = page.getByRole('searchbox', { name: 'Поиск' }).filter({ visible: true }).first();
    // the first letter loads the suggestions (and React Query) while online
    await search.fill('к');
    await page.waitForLoadState('networkidle');

    await context.setOffline(true);
    await expect(status(page)).toBeVisible();
    await search.fill('кольцо');
    await page.waitForTimeout(1000); // past the 400 ms the text must rest
    await expect(page.getByRole('region', { name: 'Подсказки поиска' })).toHaveCount(0);

    await context.setOffline(false);
    await expect(page.getByRole('region', { name: 'Подсказки поиска' })).toBeVisible();
    await expect(search).toHaveValue('кольцо');
  });
});
