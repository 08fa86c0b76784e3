import { expect, test, type Page } from '@playwright/test';

import {
  cartWithOneItem,
  choosePickupPoint,
  fillCheckoutCustomer,
  findSellableOffer,
  recordDataLayer,
  setStock,
} from './helpers';

type Item = {
  item_id: string;
  item_name: string;
  item_list_name?: string;
  index?: number;
  price?: number;
  quantity?: number;
  item_variant?: string;
};
type Entry = {
  event?: string;
  path: string;
  ecommerce?: {
    items?: Item[];
    item_list_name?: string;
    value?: number;
    shipping?: number;
    shipping_tier?: string;
    payment_type?: string;
    transaction_id?: string;
    coupon?: string;
    promotion_name?: string;
    currency?: string;
  } | null;
};

const recorded = (page: Page) =>
  page.evaluate(() =>
    (JSON.parse(sessionStorage.getItem('e2eDataLayer') ?? '[]') as Entry[]).filter(
      (entry) => entry.event,
    ),
  ) as Promise<Entry[]>;

const names = async (page: Page) => (await recorded(page)).map((entry) => entry.event);
const last = async (page: Page, event: string) =>
  (await recorded(page)).findLast((entry) => entry.event === event);

/** Ids of the tiles at least half inside the viewport now. */
const tilesInView = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('[data-analytics-item]'))
      .filter((tile) => {
        const box = tile.getBoundingClientRect();
        const visible = Math.min(box.bottom, innerHeight) - Math.max(box.top, 0);
        return box.height > 0 && visible >= box.height / 2;
      })
      .map((tile) => tile.getAttribute('data-analytics-item')!),
  );

test.describe('analytics data layer', () => {
  test('the funnel: banner → category → product → cart → checkout → one purchase', async ({
    page,
    request,
  }) => {
    test.slow();
    await recordDataLayer(page);

    // home: the banners seen, then the one chosen
    await page.goto('/');
    await expect.poll(() => names(page)).toContain('view_promotion');
    const banner = page
      .getByRole('list', { name: 'Акции' })
      .getByRole('link', { name: /Серьги на каждый день/ });
    await banner.scrollIntoViewIfNeeded();
    await banner.click();
    await page.waitForURL('**/catalog/sergi/');
    const promotion = await last(page, 'select_promotion');
    expect(promotion?.ecommerce?.promotion_name).toBe('Серьги на каждый день');

    // the category: impressions only of tiles really seen
    const grid = page.getByRole('list', { name: 'Товары' });
    await expect(grid).toBeVisible();
    const inView = await tilesInView(page);
    const listed = async () =>
      (await recorded(page))
        .filter((entry) => entry.event === 'view_item_list' && entry.path === '/catalog/sergi/')
        .flatMap((entry) => entry.ecommerce!.items!);
    await expect.poll(async () => (await listed()).length).toBeGreaterThan(0);
    const firstBatch = await listed();
    const allTiles = await grid.locator('[data-analytics-item]').count();
    expect(firstBatch.length).toBeLessThan(allTiles);
    for (const item of firstBatch) {
      expect(inView).toContain(item.item_id);
      expect(item.item_list_name).toBe('Каталог / Серьги');
      expect(typeof item.price).toBe('number');
    }
    // the last tile is reported only once scrolled to, and no tile twice
    const lastTile = grid.locator('[data-analytics-item]').last();
    // a tile names its item by id; the item reaches the browser once, with the list
    const lastId = (await lastTile.getAttribute('data-analytics-item'))!;
    expect(firstBatch.map((item) => item.item_id)).not.toContain(lastId);
    await lastTile.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await listed()).map((item) => item.item_id)).toContain(lastId);
    const seen = (await listed()).map((item) => item.item_id);
    expect(new Set(seen).size).toBe(seen.length);

    // a product in stock, chosen from the list
    const card = grid
      .locator('[data-analytics-item]')
      .filter({ hasNot: page.getByText('Нет в наличии') })
      .first();
    const chosen = { item_id: (await card.getAttribute('data-analytics-item'))! };
    await card.getByRole('link').last().click();
    await page.waitForURL('**/product/**');
    const selected = await last(page, 'select_item');
    expect(selected?.ecommerce?.items?.[0]).toMatchObject({
      item_id: chosen.item_id,
      item_list_name: 'Каталог / Серьги',
    });
    await expect.poll(() => names(page)).toContain('view_item');
    expect((await last(page, 'view_item'))?.ecommerce?.items?.[0]?.item_id).toBe(chosen.item_id);

    // add to cart (a size first when the product has sizes)
    const sizes = page.getByRole('radiogroup', { name: 'Размер' });
    if (await sizes.count()) await sizes.getByRole('radio').first().check({ force: true });
    await page.getByRole('button', { name: 'Добавить в корзину' }).click();
    await expect.poll(() => names(page)).toContain('add_to_cart');
    const added = (await last(page, 'add_to_cart'))!.ecommerce!;
    expect(added.items![0]).toMatchObject({
      item_id: chosen.item_id,
      item_list_name: 'Каталог / Серьги',
      quantity: 1,
    });
    expect(added.value).toBe(added.items![0]!.price);

    // the cart: keep the line in stock for the order (the e2e database is shared by the run)
    await page.goto('/cart/');
    const cart = (await (await page.request.get('/svc/cart/api/cart')).json()) as {
      cart: { items: { offerUuid: string; price: number }[] };
    };
    await setStock(request, cart.cart.items[0]!.offerUuid, 50);
    await expect.poll(() => names(page)).toContain('view_cart');
    expect((await last(page, 'view_cart'))!.ecommerce!.items![0]).toMatchObject({
      item_id: chosen.item_id,
      price: cart.cart.items[0]!.price,
      item_list_name: 'Каталог / Серьги',
    });
    // a promo code (ZOLOTO10: 10 % off), when the product takes one
    await page.getByRole('textbox', { name: 'Промокод' }).fill('zoloto10');
    await page.getByRole('button', { name: 'Применить' }).click();
    await expect(page.getByText(/ZOLOTO10|не применяется|не найден/i).first()).toBeVisible();
    const coupon = (
      (await (await page.request.get('/svc/cart/api/cart')).json()) as {
        cart: { promocode: string | null };
      }
    ).cart.promocode;

    // checkout: pickup, the preselected payment, the order
    await page.getByRole('link', { name: 'Оформить заказ' }).click();
    await page.waitForURL('**/checkout/');
    await expect.poll(() => names(page)).toContain('begin_checkout');
    expect((await last(page, 'begin_checkout'))!.ecommerce!.coupon).toBe(coupon ?? undefined);
    await fillCheckoutCustomer(page);
    await choosePickupPoint(page);
    await expect.poll(() => names(page)).toContain('add_shipping_info');
    expect((await last(page, 'add_shipping_info'))!.ecommerce!.shipping_tier).toBe('pickup');
    await page.getByRole('button', { name: 'Подтвердить заказ' }).click();
    await page.waitForURL(/\/checkout\/success\/\?order=/);
    const heading = page.getByText(/Заказ № Z-\d+ оформлен/);
    await expect(heading).toBeVisible();
    const number = /Z-\d+/.exec((await heading.textContent())!)![0];
    await expect.poll(() => names(page)).toContain('purchase');
    const purchase = (await last(page, 'purchase'))!.ecommerce!;
    expect(purchase.transaction_id).toBe(number);
    expect(purchase.items![0]).toMatchObject({
      item_id: chosen.item_id,
      price: cart.cart.items[0]!.price,
      quantity: 1,
      item_list_name: 'Каталог / Серьги',
    });
    expect(purchase.coupon).toBe(coupon ?? undefined);
    const full = purchase.items![0]!.price! + (purchase.shipping ?? 0);
    if (coupon) expect(purchase.value).toBeLessThan(full);
    else expect(purchase.value).toBe(full);
    expect((await last(page, 'add_payment_info'))!.ecommerce!.payment_type).toBe('cash');

    // the funnel in order (a step repeated at once, e.g. two pickup points tried, counts once)
    const FUNNEL = [
      'select_promotion',
      'select_item',
      'view_item',
      'add_to_cart',
      'view_cart',
      'begin_checkout',
      'add_shipping_info',
      'add_payment_info',
      'purchase',
    ];
    const steps = (await names(page))
      .filter((name) => FUNNEL.includes(name!))
      .filter((name, index, all) => index === 0 || name !== all[index - 1]);
    expect(steps).toEqual(FUNNEL);
    // every e-commerce event of the visit says its currency, view_item_list included
    const commerce = (await recorded(page)).filter((entry) => entry.ecommerce);
    expect(commerce.map((entry) => entry.event)).toContain('view_item_list');
    for (const entry of commerce) expect(entry.ecommerce!.currency, entry.event).toBe('RUB');

    // a reload of the success page sends no second purchase
    await page.reload();
    await expect(heading).toBeVisible();
    await page.waitForTimeout(500);
    expect((await names(page)).filter((name) => name === 'purchase')).toHaveLength(1);
    const fresh = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).map(
        (entry) => entry.event,
      ),
    );
    expect(fresh).not.toContain('purchase');
  });

  test('a kept payment is reported from the placed order, even when the options never loaded', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    await recordDataLayer(page);
    const offer = await findSellableOffer(request, 'broshi');
    await cartWithOneItem(request, context, baseURL!, offer);
    // the payment options stay unanswered until the order is placed
    let placed = false;
    await page.route('**/svc/order/api/payment-system/available/**', async (route) => {
      await expect.poll(() => placed, { timeout: 60_000 }).toBe(true);
      await route.continue().catch(() => undefined);
    });
    page.on('response', (answer) => {
      if (answer.request().method() === 'POST' && answer.url().includes('/svc/order/api/order')) {
        placed = true;
      }
    });
    await page.goto('/cart/');
    await page.getByRole('link', { name: 'Оформить заказ' }).click();
    await page.waitForURL('**/checkout/');
    await expect(page.getByText('Загружаем способы оплаты…')).toBeVisible();
    await fillCheckoutCustomer(page);
    await choosePickupPoint(page);
    await page.getByRole('button', { name: 'Подтвердить заказ' }).click();
    await page.waitForURL(/\/checkout\/success\/\?order=/);
    await expect.poll(() => names(page)).toContain('purchase');
    const events = await names(page);
    expect(events.indexOf('add_payment_info')).toBeGreaterThan(-1);
    expect(events.indexOf('add_payment_info')).toBeLessThan(events.indexOf('purchase'));
    expect((await last(page, 'add_payment_info'))!.ecommerce!.payment_type).toBe('cash');
  });

  test('the legacy checkout: a campaign kept 30 days goes with the order; its funnel; one purchase', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    test.slow();
    await recordDataLayer(page);
    const landed = Date.now() / 1000;
    await page.goto(
      '/?utm_source=yandex&utm_medium=cpc&utm_campaign=%D0%BE%D1%81%D0%B5%D0%BD%D1%8C',
    );
    const utm = Object.fromEntries(
      (await context.cookies())
        .filter((cookie) => cookie.name.startsWith('utm_'))
        .map((cookie) => [cookie.name, cookie]),
    );
    expect(Object.keys(utm).sort()).toEqual(['utm_campaign', 'utm_medium', 'utm_source']);
    for (const cookie of Object.values(utm)) {
      expect(Math.abs(cookie.expires - (landed + 30 * 86400))).toBeLessThan(120);
    }
    // a later visit without a campaign keeps it
    await page.goto('/catalog/');
    expect((await context.cookies()).find((c) => c.name === 'utm_source')?.value).toBe('yandex');

    const offer = await findSellableOffer(request, 'broshi');
    await cartWithOneItem(request, context, baseURL!, offer);
    await page.goto('/checkout_old/');
    await expect.poll(() => names(page)).toContain('begin_checkout');
    const begin = (await last(page, 'begin_checkout'))!.ecommerce!;
    expect(begin.items).toHaveLength(1);
    expect(typeof begin.items![0]!.price).toBe('number');
    await fillCheckoutCustomer(page);
    await choosePickupPoint(page);
    await expect.poll(() => names(page)).toContain('add_shipping_info');
    expect((await last(page, 'add_shipping_info'))!.ecommerce!.shipping_tier).toBe('pickup');

    const bodies: { utm?: unknown }[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && sent.url().includes('/svc/main/orders/order')) {
        bodies.push(sent.postDataJSON() as { utm?: unknown });
      }
    });
    await page.getByRole('button', { name: 'Подтвердить заказ' }).click();
    await page.waitForURL(/\/checkout_old\/success\/\?order=/);
    const heading = page.getByText(/Заказ № Z-\d+ оформлен/);
    await expect(heading).toBeVisible();
    expect(bodies[0]?.utm).toEqual({ source: 'yandex', medium: 'cpc', campaign: 'осень' });
    expect((await last(page, 'add_payment_info'))!.ecommerce!.payment_type).toBe('cash');
    await expect.poll(() => names(page)).toContain('purchase');
    const purchase = (await last(page, 'purchase'))!.ecommerce!;
    expect(purchase.transaction_id).toBe(/Z-\d+/.exec((await heading.textContent())!)![0]);
    expect(purchase.items![0]).toMatchObject({ item_id: begin.items![0]!.item_id, quantity: 1 });
    expect(purchase.value).toBe(purchase.items![0]!.price! + (purchase.shipping ?? 0));

    await page.reload();
    await expect(heading).toBeVisible();
    await page.waitForTimeout(500);
    expect((await names(page)).filter((name) => name === 'purchase')).toHaveLength(1);
  });
});
