import { expect, test } from '@playwright/test';

import { cartWithOneItem, findSellableOffer, signInDemo, storeSession } from './helpers';

test.describe('account orders', () => {
  test('a signed-in customer checks out with the form prefilled and finds the order in the account', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    await storeSession(context, await signInDemo(request));
    // its own category: this test uses stock up
    await cartWithOneItem(request, context, baseURL!, await findSellableOffer(request, 'chasy'));

    await page.goto('/cart/');
    await page.getByRole('link', { name: 'Оформить заказ' }).click();
    await page.waitForURL('**/checkout/');
    // the profile fills the recipient
    await expect(page.getByRole('textbox', { name: /^Телефон/ })).toHaveValue('+7 (900) 000-00-01');
    await expect(page.getByRole('textbox', { name: /^Имя/ })).not.toHaveValue('');

    await page.getByRole('tab', { name: 'Самовывоз' }).click();
    await page
      .getByRole('group', { name: 'Пункты выдачи' })
      .getByRole('radio')
      .first()
      .check({ force: true });
    await page.getByRole('button', { name: 'Подтвердить заказ' }).click();
    await page.waitForURL(/\/checkout\/success\/\?order=/);
    const heading = page.getByRole('heading', { name: /^Заказ № Z-\d+ оформлен$/ });
    await expect(heading).toBeVisible();
    const number = /Z-\d+/.exec((await heading.textContent()) ?? '')?.[0];
    expect(number).toBeTruthy();

    await page.goto('/account/orders/');
    await expect(
      page.getByRole('article', { name: new RegExp(`^Заказ № ${number} `) }),
    ).toBeVisible();
  });
});
