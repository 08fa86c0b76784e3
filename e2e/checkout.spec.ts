import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';

import {
  cartWithOneItem,
  choosePickupPoint,
  fillCheckoutCustomer,
  findSellableOffer,
} from './helpers';

async function openCheckout(page: Page) {
  await page.goto('/cart/');
  await page.getByRole('link', { name: 'Оформить заказ' }).click();
  await page.waitForURL('**/checkout/');
  // the page has settled: the payment options and the pickup points are read in the browser and
  // land above «Подтвердить заказ», moving it down. A click aimed before that can land beside the
  // button on a loaded machine (then neither the form's validation nor the button's own handler
  // runs, the point list's request still in flight). The form itself is never server-rendered,
  // so there is no tap before hydration to lose.
  await expect(
    page.getByRole('group', { name: 'Пункты выдачи' }).getByRole('radio').first(),
  ).toBeAttached();
}

/** A cart with a chain and the checkout filled in for pickup: ready for «Подтвердить заказ». */
async function readyForPickupOrder(
  page: Page,
  request: APIRequestContext,
  context: BrowserContext,
  baseURL: string,
) {
  await cartWithOneItem(request, context, baseURL, await findSellableOffer(request, 'cepi'));
  await openCheckout(page);
  await fillCheckoutCustomer(page);
  await choosePickupPoint(page);
}

/** The Idempotency-Key of every order POST the page sends, as it sends them. */
function orderPosts(page: Page): string[] {
  const keys: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/svc/order/api/order'))
      keys.push(r.headers()['idempotency-key'] ?? '');
  });
  return keys;
}

test.describe('checkout', () => {
  test('without checkout data /checkout/ goes through the single entry point', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    await cartWithOneItem(request, context, baseURL!, await findSellableOffer(request, 'cepi'));
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await page.goto('/checkout/');
    await expect.poll(() => visited).toContain('/checkoutnew/');
    await page.waitForURL('**/checkout/');
    await expect(
      page.getByRole('heading', { name: 'Получатель' }).or(page.getByText('Получатель')).first(),
    ).toBeVisible();
  });

  test('an empty submit shows the validation messages and focuses the first field', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    await cartWithOneItem(request, context, baseURL!, await findSellableOffer(request, 'cepi'));
    await openCheckout(page);
    await page.getByRole('button', { name: 'Подтвердить заказ' }).click();
    await expect(page.getByText('Заполните поле').first()).toBeVisible();
    await expect(page.getByText('Некорректный номер телефона')).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Имя/ })).toBeFocused();
  });

  test('pickup order: success page with a number, the cart is empty after; a double click makes one order', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    // the longest flow of this file (cart, form, map point, order, success page, cart again): on
    // a loaded 2-core machine it can run past the default 30 s at its last navigation
    test.slow();
    await readyForPickupOrder(page, request, context, baseURL!);
    const orders = orderPosts(page);
    await page.getByRole('button', { name: 'Подтвердить заказ' }).dblclick();
    await page.waitForURL(/\/checkout\/success\/\?order=/);
    await expect(page.getByText(/Заказ № Z-\d+ оформлен/)).toBeVisible();
    expect(new Set(orders).size).toBe(1);

    await page.goto('/cart/');
    await expect(page.getByRole('link', { name: 'Перейти в каталог' })).toBeVisible();
  });

  test('once the order is placed the button stays disabled: a click before the next page comes sends nothing', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    test.slow();
    await readyForPickupOrder(page, request, context, baseURL!);
    // the next page is slow to come: the checkout stays on screen after the order's 201
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/checkout/success/**', async (route) => {
      await held;
      await route.continue();
    });
    const posts = orderPosts(page);
    // 50 ms after the order's answer, while the checkout is still on screen (its next page is
    // held), the page taps the button again and submits the form; what it saw is kept in the tab
    // for after the navigation (Playwright's own actions would wait for the navigation under way)
    await page.evaluate(() => {
      const open = XMLHttpRequest.prototype.open;
      XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, method: string, url: string) {
        if (method.toUpperCase() === 'POST' && url.includes('/api/order')) {
          this.addEventListener('load', () => {
            if (this.status !== 201) return;
            setTimeout(() => {
              const submit = [...document.querySelectorAll('button')].find((candidate) =>
                candidate.textContent?.includes('Подтвердить заказ'),
              )!;
              sessionStorage.setItem('e2e-after-201', String(submit.disabled));
              submit.click();
              submit.form?.requestSubmit();
              console.log('e2e-after-201');
            }, 50);
          });
        }
        // eslint-disable-next-line prefer-rest-params
        return open.apply(this, arguments as unknown as Parameters<typeof open>);
      } as typeof XMLHttpRequest.prototype.open;
    });
    const placed = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().includes('/svc/order/api/order'),
    );
    const acted = page.waitForEvent('console', (message) => message.text() === 'e2e-after-201');
    await page.getByRole('button', { name: 'Подтвердить заказ' }).click();
    expect((await placed).status()).toBe(201);
    await acted;
    release();
    await page.waitForURL(/\/checkout\/success\/\?order=/);
    expect(posts).toHaveLength(1);
    expect(await page.evaluate(() => sessionStorage.getItem('e2e-after-201'))).toBe('true');
  });
});
