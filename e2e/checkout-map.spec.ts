import { expect, test } from '@playwright/test';

import { cartWithOneItem, findSellableOffer } from './helpers';

const NOTE = 'Карта недоступна — выберите пункт из списка';
const CARRIERS = ['Наши магазины', 'СДЭК', 'Boxberry', 'Почта России'];

test.describe('checkout pickup map', () => {
  test('with the map script blocked: the note, the list, the carrier filter; a point goes on the cart', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    await page.route('**api-maps.yandex.ru/**', (route) => route.abort());
    const sessionId = await cartWithOneItem(
      request,
      context,
      baseURL!,
      await findSellableOffer(request, 'busy'),
    );
    const mapScript = page.waitForRequest(/api-maps\.yandex\.ru\/2\.1\//);
    await page.goto('/cart/');
    await page.getByRole('link', { name: 'Оформить заказ' }).click();
    await page.waitForURL('**/checkout/');

    // The store is configured with a key: it asks for the Russian map, which fails here.
    const script = new URL((await mapScript).url());
    expect(script.searchParams.get('apikey')).toBe('e2e-test-key');
    expect(script.searchParams.get('lang')).toBe('ru_RU');
    await expect(page.getByText(NOTE)).toBeVisible();

    // The list of the four providers' Moscow points works without the map.
    const list = page.getByRole('group', { name: 'Пункты выдачи' });
    const radios = list.getByRole('radio');
    await expect(radios.first()).toBeVisible();
    const all = await radios.count();
    for (const name of CARRIERS) {
      await expect(page.getByRole('checkbox', { name })).toBeChecked();
    }
    await expect(page.getByRole('combobox', { name: 'Город' })).toHaveValue('moscow');

    // Only «Наши магазины» ticked: the list narrows to that provider's points.
    for (const name of CARRIERS.slice(1)) await page.getByRole('checkbox', { name }).uncheck();
    await expect.poll(() => radios.count()).toBeLessThan(all);
    await expect(radios.first()).toBeVisible();
    for (const name of CARRIERS.slice(1)) {
      await expect(list.getByText(name, { exact: true })).toHaveCount(0);
    }

    // The search field still filters the list.
    const firstName = (await list.locator('[id$="-name"]').first().textContent())!;
    await page.getByRole('searchbox', { name: 'Найти пункт выдачи' }).fill(firstName);
    const radio = list.getByRole('radio', { name: firstName, exact: true });
    await expect(radio).toBeVisible();

    // Choosing it puts it on the cart; the summary's «Доставка» row shows its price.
    const pointUuid = (await radio.getAttribute('value'))!;
    const details = await radio.getAttribute('aria-describedby');
    const price = (await page.locator(`[id="${details}"] > span`).last().textContent())!;
    const saved = page.waitForResponse(
      (response) =>
        response.url().includes('/svc/cart/api/cart/delivery') &&
        response.request().method() === 'PUT',
    );
    await radio.check();
    expect((await saved).ok()).toBe(true);
    await expect(radio).toBeChecked();
    await expect(
      page.getByRole('complementary', { name: 'Ваш заказ' }).locator('p', { hasText: 'Доставка' }),
    ).toContainText(price);

    const cart = await request.get('/svc/cart/api/cart', {
      headers: { 'shop-cart-token': sessionId },
    });
    expect(cart.ok()).toBe(true);
    const body = (await cart.json()) as { cart: { delivery: { pointUuid: string | null } | null } };
    expect(body.cart.delivery?.pointUuid).toBe(pointUuid);
  });
});
