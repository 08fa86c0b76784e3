import { expect, test, type APIRequestContext } from '@playwright/test';

import { cartWithOneItem, findSellableOffer } from './helpers';

type Point = { uuid: string; name: string; price: number; carrier: { external_id: string } };

const MOSCOW = { latitudeL: 55.55, latitudeR: 55.95, longitudeL: 37.35, longitudeR: 37.85 };

/** A Moscow pickup point of a carrier, read from the delivery service the store uses. */
async function pointOf(request: APIRequestContext, carrier: string, cartCost: number) {
  const response = await request.post('/svc/delivery/api/delivery/point/new/list', {
    data: { cartCost, zoom: 12, ...MOSCOW },
  });
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: Point[] };
  const point = items.find((item) => item.carrier.external_id === carrier);
  if (!point) throw new Error(`no ${carrier} point in Moscow`);
  return point;
}

test.describe('checkout payment', () => {
  test('a postal pickup point costs more in cash and is dropped, with a notice, when the payment changes', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    const session = await cartWithOneItem(
      request,
      context,
      baseURL!,
      await findSellableOffer(request),
    );
    const cart = await request.get('/svc/cart/api/cart', {
      headers: { 'shop-cart-token': session },
    });
    const { totals } = ((await cart.json()) as { cart: { totals: { total: number } } }).cart;
    // the point's price for this cart (free from 10 000 ₽) with cash on delivery, the default
    const postal = await pointOf(request, 'russianpost', totals.total);
    await page.goto('/cart/');
    await page.getByRole('link', { name: 'Оформить заказ' }).click();
    await page.waitForURL('**/checkout/');

    const summary = page.getByRole('complementary', { name: 'Ваш заказ' });
    await expect(summary.getByText('Не выбрана')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Оплата при получении' })).toBeChecked();

    // the list shows each carrier's first points: find this one as a shopper would
    await page.getByRole('searchbox', { name: 'Найти пункт выдачи' }).fill(postal.name);
    const row = page.getByRole('radio', { name: postal.name, exact: true }).first();
    // cash on delivery (the default) adds the 150 ₽ postal fee: the list row says what the
    // summary will charge (never «Бесплатно» in the list and «150 ₽» in the summary)
    expect(postal.price).toBeGreaterThanOrEqual(150);
    const withFee = new Intl.NumberFormat('ru-RU').format(postal.price);
    const price = new RegExp(`${withFee.replace(/\s/g, '\\s')}\\s₽`);
    await expect(row).toHaveAccessibleDescription(price);
    await row.check();
    await expect(summary.getByText(new RegExp(`^${price.source}$`))).toBeVisible();

    await page.getByRole('radio', { name: 'Картой онлайн' }).check();
    await expect(
      page.getByText(/Стоимость доставки Почтой России зависит от оплаты/),
    ).toBeVisible();
    await expect(
      page.getByRole('radio', { name: postal.name, exact: true }).first(),
    ).not.toBeChecked();
    await expect(summary.getByText('Не выбрана')).toBeVisible();
    // by card the same row is asked again and costs the fee less
    const byCard = postal.price - 150;
    await expect(row).toHaveAccessibleDescription(
      byCard === 0
        ? /Бесплатно/
        : new RegExp(`${new Intl.NumberFormat('ru-RU').format(byCard).replace(/\s/g, '\\s')}\\s₽`),
    );
  });
});
