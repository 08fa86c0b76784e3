import { expect, test, type Page } from '@playwright/test';

import { cartWithOneItem, fillCheckoutCustomer, findSellableOffer } from './helpers';

// Orders here use up stock of their own category (brooches), so other specs' carts are untouched.
const CATEGORY = 'broshi';

/** The first point of the «Пункты выдачи» list (the list works without the map). */
async function choosePickupPoint(page: Page) {
  await page.getByRole('tab', { name: 'Самовывоз' }).click();
  const list = page.getByRole('group', { name: 'Пункты выдачи' });
  await list.getByRole('radio').filter({ visible: true }).first().check({ force: true });
}

test.describe('legacy checkout /checkout_old/', () => {
  test('from /cart_old/: validation, pickup, confirm, success with an order number', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    await cartWithOneItem(request, context, baseURL!, await findSellableOffer(request, CATEGORY));
    await page.goto('/cart_old/');
    await expect(page.getByRole('heading', { name: /^Корзина/, level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Оформить заказ' }).click();
    await page.waitForURL('**/checkout_old/');

    const payment = page.getByRole('radiogroup', { name: 'Способ оплаты' });
    await expect(
      payment.getByRole('radio', { name: 'Наличными или картой при получении' }),
    ).toBeChecked();

    await page.getByRole('button', { name: 'Подтвердить заказ' }).click();
    await expect(page.getByText('Введите корректный Email')).toBeVisible();
    await expect(page.getByText('Заполните поле').first()).toBeVisible();
    await expect(page.getByText('Некорректный номер телефона')).toBeVisible();

    await fillCheckoutCustomer(page);
    await choosePickupPoint(page);
    const summary = page.getByRole('complementary', { name: 'Ваш заказ' });
    await expect(summary.getByText('Не выбрана')).toHaveCount(0);

    const orders: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/svc/main/orders/order'))
        orders.push(r.headers()['idempotency-key'] ?? '');
    });
    await page.getByRole('button', { name: 'Подтвердить заказ' }).dblclick();
    await page.waitForURL(/\/checkout_old\/success\/\?order=/);
    await expect(page.getByText(/Заказ № Z-\d+ оформлен/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Что дальше' })).toBeVisible();
    expect(new Set(orders).size).toBe(1);

    await page.goto('/cart_old/');
    await expect(page.getByRole('link', { name: 'Перейти в каталог' })).toBeVisible();
  });

  test('the instalment routes open the legacy checkout with «В рассрочку» chosen', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    await cartWithOneItem(request, context, baseURL!, await findSellableOffer(request, CATEGORY));
    for (const path of ['/checkout_old/rassrochka/', '/checkout/rassrochka/']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Как работает рассрочка' })).toBeVisible();
      await expect(
        page
          .getByRole('radiogroup', { name: 'Способ оплаты' })
          .getByRole('radio', { name: 'В рассрочку' }),
      ).toBeChecked();
    }
  });
});
