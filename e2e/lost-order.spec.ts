import { expect, test, type Page } from '@playwright/test';

import {
  cartWithOneItem,
  choosePickupPoint,
  fillCheckoutCustomer,
  findSellableOffer,
} from './helpers';

// Orders here use up stock of their own category (piercings), so other specs' carts are untouched.
const CATEGORY = 'pirsing';

type LostAnswer = { status: number; number: string };

/**
 * Every order POST of the page reaches the server (the order is made), but its answer
 * never comes back: the page sees a reset connection, for the first attempt and for each of the
 * client's automatic retries alike. Answers what the server said to each attempt.
 */
async function loseOrderAnswers(page: Page, url: string): Promise<LostAnswer[]> {
  const lost: LostAnswer[] = [];
  await page.route(url, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    const response = await route.fetch();
    const body = (await response.json()) as { order?: { number: string }; number?: string };
    lost.push({ status: response.status(), number: body.order?.number ?? body.number ?? '' });
    await route.abort('connectionreset');
  });
  return lost;
}

/** The shopper's cart, read through the page's own context (the same cookies as the page). */
async function cartLines(page: Page): Promise<number> {
  const response = await page.request.get('/svc/cart/api/cart');
  expect(response.ok()).toBe(true);
  const { cart } = (await response.json()) as { cart: { items: unknown[] } };
  return cart.items.length;
}

/** Confirms the order while its answers are lost; answers the number of the order it made. */
async function confirmAndLoseTheAnswer(page: Page, url: string): Promise<string> {
  const lost = await loseOrderAnswers(page, url);
  const confirm = page.getByRole('button', { name: 'Подтвердить заказ' });
  await confirm.click();
  // the order exists: its lines left the cart
  await expect.poll(() => lost.length).toBeGreaterThan(0);
  await expect.poll(() => cartLines(page)).toBe(0);
  // the client gave up (every retry lost too): the button is free again
  await expect(confirm).toBeEnabled();
  expect(lost[0]!.status).toBe(201);
  // each retry sent the same key: the server answered the same order
  for (const answer of lost.slice(1)) expect(answer).toEqual({ ...lost[0], status: 200 });
  await page.unroute(url);
  return lost[0]!.number;
}

async function newCheckoutWithLostAnswer(page: Page): Promise<string> {
  await page.goto('/cart/');
  await page.getByRole('link', { name: 'Оформить заказ' }).click();
  await page.waitForURL('**/checkout/');
  await fillCheckoutCustomer(page);
  await choosePickupPoint(page);
  const number = await confirmAndLoseTheAnswer(page, '**/svc/order/api/order');
  expect(number).toMatch(/^Z-\d+$/);
  return number;
}

test.describe('a lost order answer', () => {
  // cart, form, pickup point, an order with its retries lost, a reload and the success page
  test.beforeEach(() => test.slow());

  test('/checkout/: a reload finds the order the lost answer made and opens its success page', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    await cartWithOneItem(request, context, baseURL!, await findSellableOffer(request, CATEGORY));
    const number = await newCheckoutWithLostAnswer(page);

    const replays: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/svc/order/api/order'))
        replays.push(r.headers()['idempotency-key'] ?? '');
    });
    await page.reload();
    await page.waitForURL(/\/checkout\/success\/\?order=/);
    await expect(page.getByText(`Заказ № ${number} оформлен`)).toBeVisible();
    // the replay sent the lost attempt's key again (its own retries, if any, too)
    expect(new Set(replays).size).toBe(1);

    // the pending attempt is gone: the empty cart is simply empty now
    await page.goto('/cart/');
    await expect(page.getByRole('link', { name: 'Перейти в каталог' })).toBeVisible();
  });

  test('/cart/: the cart page, too, asks about the lost order instead of showing it empty', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    await cartWithOneItem(request, context, baseURL!, await findSellableOffer(request, CATEGORY));
    const number = await newCheckoutWithLostAnswer(page);

    await page.goto('/cart/');
    await page.waitForURL(/\/checkout\/success\/\?order=/);
    await expect(page.getByText(`Заказ № ${number} оформлен`)).toBeVisible();
  });

  test('/checkout_old/: a reload finds the order and opens the legacy success page', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    await cartWithOneItem(request, context, baseURL!, await findSellableOffer(request, CATEGORY));
    await page.goto('/cart_old/');
    await page.getByRole('link', { name: 'Оформить заказ' }).click();
    await page.waitForURL('**/checkout_old/');
    await fillCheckoutCustomer(page);
    await page.getByRole('tab', { name: 'Самовывоз' }).click();
    await page
      .getByRole('group', { name: 'Пункты выдачи' })
      .getByRole('radio')
      .filter({ visible: true })
      .first()
      .check({ force: true });
    const summary = page.getByRole('complementary', { name: 'Ваш заказ' });
    await expect(summary.getByText('Не выбрана')).toHaveCount(0);
    const number = await confirmAndLoseTheAnswer(page, '**/svc/main/orders/order');

    await page.reload();
    await page.waitForURL(/\/checkout_old\/success\/\?order=/);
    await expect(page.getByText(`Заказ № ${number} оформлен`)).toBeVisible();
  });
});
