import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';

import { shopsResponseSchema } from '../lib/platform/api/contracts/shops';
import { productStockResponseSchema } from '../lib/platform/api/contracts/stock';

import { E2E_API_URL, watchHydration } from './helpers';

const RINGS = '/catalog/kolca/';
const SHOP = 'Маросейка';

/** The filters: the sidebar form on desktop, the «Фильтры» modal on phones (opened here). */
async function openFilters(page: Page, isMobile: boolean): Promise<Locator> {
  if (!isMobile) return page.getByRole('form', { name: 'Фильтры' });
  await page.getByRole('button', { name: /Фильтры/ }).click();
  return page.getByRole('dialog', { name: 'Фильтры' });
}

/** On phones a change waits for «Показать»; the sidebar applies it at once. */
async function applyOnPhone(filters: Locator, isMobile: boolean) {
  if (isMobile) await filters.getByRole('button', { name: 'Показать' }).click();
}

/** Pieces the shop can still hand over of the product, by the API's stock endpoint. */
async function piecesIn(request: APIRequestContext, slug: string, shopId: number) {
  const response = await request.get(`${E2E_API_URL}/catalog/product/${slug}/stock`);
  expect(response.ok()).toBe(true);
  const stock = productStockResponseSchema.parse(await response.json());
  return stock.shops.find((entry) => entry.shop.id === shopId)?.available ?? 0;
}

/** A shop's id by its name, from the shops the store lists (GET /main/shop). */
async function shopIdOf(request: APIRequestContext, name: string): Promise<number> {
  const response = await request.get(`${E2E_API_URL}/main/shop`);
  const shop = shopsResponseSchema.parse(await response.json()).items.find((s) => s.name === name);
  expect(shop, name).toBeDefined();
  return shop!.id;
}

test.describe('«В наличии в магазине»', () => {
  test('choose a shop: the URL filter lists what it holds; the device remembers the shop', async ({
    page,
    request,
    isMobile,
  }) => {
    const hydration = watchHydration(page);
    await page.goto(RINGS);
    const all = await page
      .getByText(/^\d+ товар/)
      .first()
      .innerText();

    let filters = await openFilters(page, isMobile);
    const select = filters.getByRole('combobox', { name: 'Магазин' });
    await expect(select).toHaveValue('');
    await expect(filters.getByRole('checkbox', { name: 'В наличии в магазине' })).toBeDisabled();
    const shopId = await shopIdOf(request, SHOP);
    await select.selectOption({ label: SHOP });
    await applyOnPhone(filters, isMobile);

    await expect(page).toHaveURL(new RegExp(`[?&]shop=${shopId}(&|$)`));
    await expect(page.getByText(/^\d+ товар/).first()).not.toHaveText(all);
    await expect(
      page.getByRole('link', { name: `Убрать фильтр: В наличии в магазине «${SHOP}»` }),
    ).toBeVisible();
    const links = page
      .getByRole('list', { name: 'Товары' })
      .getByRole('heading', { level: 2 })
      .getByRole('link');
    const hrefs = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
    );
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs.slice(0, 3)) {
      const slug = /\/product\/([^/]+)\//.exec(href)?.[1] ?? '';
      expect(await piecesIn(request, slug, shopId), slug).toBeGreaterThan(0);
    }
    expect(await page.evaluate(() => localStorage.getItem('myShop'))).toBe(String(shopId));

    // a listing without the parameter: nothing filtered, the control offers the remembered shop
    await page.goto('/catalog/sergi/');
    expect(new URL(page.url()).searchParams.get('shop')).toBeNull();
    filters = await openFilters(page, isMobile);
    await expect(filters.getByRole('combobox', { name: 'Магазин' })).toHaveValue(String(shopId));
    const box = filters.getByRole('checkbox', { name: 'В наличии в магазине' });
    await expect(box).not.toBeChecked();
    await box.check();
    await applyOnPhone(filters, isMobile);
    await expect(page).toHaveURL(new RegExp(`/catalog/sergi/\\?shop=${shopId}$`));
    expect(hydration).toEqual([]);

    // the server's HTML is the same for everyone: the remembered shop is the browser's alone
    const html = await (await page.request.get('/catalog/sergi/')).text();
    expect(html).toContain('Выберите магазин');
    expect(html).not.toContain('Убрать фильтр: В наличии в магазине');
  });

  test('the chip removes the filter and keeps the others', async ({ page, request }) => {
    const shopId = await shopIdOf(request, SHOP);
    await page.goto(`${RINGS}?filters=size_17&shop=${shopId}`);
    await expect(page.getByRole('link', { name: 'Убрать фильтр: Размер 17' })).toBeVisible();
    await page.getByRole('link', { name: `Убрать фильтр: В наличии в магазине «${SHOP}»` }).click();
    await expect(page).toHaveURL(/\/catalog\/kolca\/\?filters=size_17$/);
    await expect(page.getByRole('link', { name: 'Убрать фильтр: Размер 17' })).toBeVisible();
  });

  test('a collection offers the same filter', async ({ page, request, isMobile }) => {
    await page.goto('/collections/outlet/');
    const filters = await openFilters(page, isMobile);
    const shopId = await shopIdOf(request, SHOP);
    await filters.getByRole('combobox', { name: 'Магазин' }).selectOption({ label: SHOP });
    await applyOnPhone(filters, isMobile);
    await expect(page).toHaveURL(
      new RegExp(`^[^?]*/collections/outlet/\\?(.*&)?shop=${shopId}(&|$)`),
    );
    await expect(
      page.getByRole('link', { name: `Убрать фильтр: В наличии в магазине «${SHOP}»` }),
    ).toBeVisible();
  });
});
