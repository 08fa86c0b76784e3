import { expect, test, type APIRequestContext, type BrowserContext } from '@playwright/test';

import { E2E_API_URL, cartWithOneItem, findSellableOffer } from './helpers';

// Orders here use up stock of their own category (souvenirs), so other specs' carts are untouched.
const CATEGORY = 'suveniry-i-podarki';
const MOSCOW = { latitudeL: 55.55, latitudeR: 55.95, longitudeL: 37.35, longitudeR: 37.85 };

type Created = { id: string; number: string; payment_url: string | null };

/**
 * A card-paid order (legacy payment type 3) placed through the store's service door by a shopper
 * whose browser keeps the cart session: only that session (or the customer) may read the order
 * afterwards, as a real shopper returning from the bank does.
 */
async function placeCardOrder(
  request: APIRequestContext,
  context: BrowserContext,
  baseURL: string,
  key: string,
): Promise<Created> {
  const item = await findSellableOffer(request, CATEGORY);
  await cartWithOneItem(request, context, baseURL, item);
  const points = await request.post('/svc/delivery/api/delivery/point/new/list', {
    data: { cartCost: 1000, zoom: 12, ...MOSCOW },
  });
  expect(points.ok()).toBe(true);
  const [point] = ((await points.json()) as { items: { uuid: string }[] }).items;
  const order = await context.request.post('/svc/main/orders/order', {
    headers: { 'Idempotency-Key': key },
    data: {
      delivery: { delivery_type: 'pvz', pvz_id: point!.uuid },
      personal_data: {
        email: 'anna@example.ru',
        name: 'Анна',
        surname: 'Иванова',
        phone_number: '+7 (912) 345-67-89',
      },
      payment_type: 3,
    },
  });
  expect(order.status(), await order.text()).toBe(201);
  return (await order.json()) as Created;
}

test.describe('payment result /payment/', () => {
  test('an awaiting order turns «оплачен» without a reload once the payment page confirms it', async ({
    page,
    request,
    context,
    baseURL,
  }, testInfo) => {
    const order = await placeCardOrder(
      request,
      context,
      baseURL!,
      `payment-e2e-${testInfo.project.name}-${Date.now()}`,
    );
    await page.goto(`/payment/?orderId=${order.id}`);
    const live = page.locator('[aria-live="polite"]').filter({ hasText: order.number });
    await expect(
      live.getByRole('heading', { name: `Заказ № ${order.number} ожидает оплаты` }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Оплатить заказ' })).toHaveAttribute(
      'href',
      /\/order\/pay\/.+\?returnUrl=.*%2Fpayment%2F/,
    );
    // a mark on this document: a reload would wipe it
    await page.evaluate(() => Object.assign(window, { paymentMark: 'same-page' }));

    // a bare confirmation is refused: only the bank's signed callback settles
    const forged = await request.post(`${E2E_API_URL}/order/pay/${order.id}/confirm`, {
      form: { returnUrl: `${baseURL}/payment/` },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(403);

    // the shopper pays on the (stand-in) bank page in another tab, which returns to the store
    const bank = await context.newPage();
    await bank.goto(`${E2E_API_URL}/order/pay/${order.id}?returnUrl=${baseURL}/payment/`);
    await bank.getByRole('button', { name: 'Оплатить' }).click();
    await bank.waitForURL((url) => url.pathname === '/payment/');
    await expect(
      bank.getByRole('heading', { name: `Заказ № ${order.number} оплачен` }),
    ).toBeVisible();

    await expect(
      live.getByRole('heading', { name: `Заказ № ${order.number} оплачен` }),
    ).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('link', { name: 'Оплатить заказ' })).toHaveCount(0);
    expect(await page.evaluate(() => (window as { paymentMark?: string }).paymentMark)).toBe(
      'same-page',
    );
  });

  test('an unknown order is not found; a failed check offers the phone and «Повторить»', async ({
    page,
  }) => {
    await page.goto('/payment/?orderId=00000000-0000-4000-8000-000000000000');
    await expect(page.getByText(/Мы не нашли этот заказ/)).toBeVisible();

    let down = true;
    await page.route('**/svc/main/get_status*', (route) =>
      down
        ? route.fulfill({ status: 503, json: { message: 'Сервис недоступен', statusCode: 503 } })
        : route.fallback(),
    );
    await page.goto('/payment/?orderId=Z-999999');
    const failure = page
      .locator('[aria-live="polite"]')
      .filter({ has: page.getByRole('heading', { name: 'Не удалось проверить оплату' }) });
    await expect(failure).toBeVisible();
    await expect(page.getByText(/Мы не нашли этот заказ/)).toHaveCount(0);
    await expect(failure.getByRole('link', { name: '8 800 550-75-85' })).toHaveAttribute(
      'href',
      'tel:88005507585',
    );
    down = false;
    await failure.getByRole('button', { name: 'Повторить' }).click();
    // the service answers again: this number is unknown
    await expect(page.getByText(/Мы не нашли этот заказ/)).toBeVisible();
  });
});
