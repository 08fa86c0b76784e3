import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import { E2E_API_URL, cartWithOneItem, findSellableOffer } from './helpers';

type CourierOption = { carrier: { name: string }; dateFrom: string; dateTo: string };
type Suggestion = {
  value: string;
  data: { fias_id: string; postal_code: string; geo_lat: string; geo_lon: string };
};

async function openCourierCheckout(page: Page) {
  await page.goto('/cart/');
  await page.getByRole('link', { name: 'Оформить заказ' }).click();
  await page.waitForURL('**/checkout/');
  await page.getByRole('textbox', { name: /^Имя/ }).fill('Анна');
  await page.getByRole('textbox', { name: /^Фамилия/ }).fill('Иванова');
  await page.getByRole('textbox', { name: /^Телефон/ }).pressSequentially('9123456789');
  await page.getByRole('tab', { name: 'Курьером' }).click();
}

/** Checks the first carrier offered (the list follows the API's order, cheapest first). */
async function chooseFirstCarrier(page: Page) {
  const first = page.getByRole('group', { name: 'Служба доставки' }).getByRole('radio').first();
  await first.check();
  await expect(first).toBeChecked();
}

const toDisplay = (iso: string) => iso.slice(0, 10).split('-').reverse().join('.');

async function placeOrder(page: Page) {
  const orderRequest = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().includes('/svc/order/api/order'),
  );
  await page.getByRole('button', { name: 'Подтвердить заказ' }).click();
  const body = (await orderRequest).postDataJSON() as Record<string, unknown>;
  await page.waitForURL(/\/checkout\/success\/\?order=/);
  await expect(page.getByText(/Заказ № Z-\d+ оформлен/)).toBeVisible();
  return body;
}

/** A real address of the suggestion dataset, saved for the cart session as the checkout would. */
async function seedSavedAddress(request: APIRequestContext, session: string, query: string) {
  const found = await request.get(`${E2E_API_URL}/main/get_suggestions_by_query`, {
    params: { query },
  });
  expect(found.ok()).toBe(true);
  const [suggestion] = ((await found.json()) as { suggestions: Suggestion[] }).suggestions;
  if (!suggestion) throw new Error(`no suggestion for ${query}`);
  const saved = await request.post(`${E2E_API_URL}/delivery/api/delivery/address`, {
    headers: { 'shop-cart-token': session },
    data: {
      address: suggestion.value,
      flat: '7',
      fias: suggestion.data.fias_id,
      postIndex: suggestion.data.postal_code,
      lat: Number(suggestion.data.geo_lat),
      lon: Number(suggestion.data.geo_lon),
    },
  });
  expect(saved.ok()).toBe(true);
  return `${suggestion.value}, кв 7`;
}

test.describe('checkout with courier', () => {
  test('a guest orders by courier: suggestion, flat, carrier and a delivery date', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    await cartWithOneItem(request, context, baseURL!, await findSellableOffer(request, 'kole'));
    await openCourierCheckout(page);

    const address = page.getByRole('combobox', { name: 'Адрес доставки' });
    await address.pressSequentially('Тверская');
    const suggestion = page.getByRole('option', { name: /^г Москва, ул Тверская, д / }).first();
    const chosenAddress = await suggestion.innerText();
    const quote = page.waitForResponse((response) => response.url().includes('/carrier/by-cost'));
    await suggestion.click();
    await expect(address).toHaveValue(chosenAddress);
    const [option] = ((await (await quote).json()) as { items: CourierOption[] }).items;
    if (!option) throw new Error('no courier carrier quoted');
    await page.getByRole('textbox', { name: 'Квартира' }).fill('15');
    await page.getByRole('radio', { name: option.carrier.name }).check();

    const date = page.getByRole('textbox', { name: 'Дата доставки' });
    // a date after the carrier's last one is refused with a message
    const late = new Date(`${option.dateTo.slice(0, 10)}T12:00:00Z`);
    late.setUTCDate(late.getUTCDate() + 5);
    await date.fill(toDisplay(late.toISOString()));
    await expect(page.getByText(/^Доставка возможна /)).toBeVisible();
    await date.fill(toDisplay(option.dateTo));
    await expect(page.getByText(/^Доставка возможна /)).toBeHidden();
    await date.press('Escape');
    await page
      .getByRole('combobox', { name: 'Время доставки' })
      .selectOption({ label: '14:00–18:00' });

    const body = await placeOrder(page);
    expect(body.deliveryDate).toBe(option.dateTo.slice(0, 10));
  });

  test('a typed address without a suggestion asks for the city', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    await cartWithOneItem(request, context, baseURL!, await findSellableOffer(request, 'kole'));
    await openCourierCheckout(page);
    const address = page.getByRole('combobox', { name: 'Адрес доставки' });
    await address.fill('Несуществующая улица 1');
    await page.getByRole('textbox', { name: 'Квартира' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Необходимо ввести город' }),
    ).toBeVisible();
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('group', { name: 'Служба доставки' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Подтвердить заказ' }).click();
    await expect(page.getByText('Укажите адрес доставки')).toBeVisible();
  });

  test('a saved address is listed, chosen and ordered; another one can be deleted', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    const session = await cartWithOneItem(
      request,
      context,
      baseURL!,
      await findSellableOffer(request, 'kole'),
    );
    const kept = await seedSavedAddress(request, session, 'Мясницкая');
    const dropped = await seedSavedAddress(request, session, 'Покровка');
    await openCourierCheckout(page);

    const list = page.getByRole('group', { name: 'Сохранённые адреса' });
    await expect(list.getByRole('radio', { name: kept })).toBeVisible();
    await list.getByRole('button', { name: `Удалить адрес ${dropped}` }).click();
    await expect(list.getByRole('radio', { name: dropped })).toHaveCount(0);

    await list.getByRole('radio', { name: kept }).check();
    await expect(page.getByRole('combobox', { name: 'Адрес доставки' })).toHaveCount(0);
    await chooseFirstCarrier(page);
    await placeOrder(page);

    // the deleted address stays deleted for this session
    const listed = await request.post(`${E2E_API_URL}/delivery/api/delivery/address/ext-list`, {
      headers: { 'shop-cart-token': session },
      data: { totalCost: 0 },
    });
    const items = ((await listed.json()) as { items: { full_address: string }[] }).items;
    expect(items.map((item) => item.full_address)).not.toContain(dropped);
  });
});
