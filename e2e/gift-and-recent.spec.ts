import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';

import { PAGE_VIEW, signInDemo, storeSession } from './helpers';

/**
 * Gift hints and «Вы смотрели»: a hint link made on a product page (with a size) or on
 * the favourites page, opened by someone else (a fresh browser context); the hint page with
 * unknown SKUs and junk; the recently viewed list after three product pages, newest first, cleared
 * on demand. Each project uses categories of its own, so parallel runs never share products.
 */
const CATEGORIES: Record<string, { sized: string; recent: string; favourite: string }> = {
  desktop: { sized: 'pechatki', recent: 'kole', favourite: 'suveniry-i-podarki' },
  mobile: { sized: 'obruchalnye-kolca', recent: 'busy', favourite: 'aksessuary' },
};

type ListedProduct = {
  id: string;
  sku: string;
  slug: string;
  name: string;
  preview_image: { image_url_lg: string };
  productOffers: { size: string | null; count: number }[];
};

async function productsOf(request: APIRequestContext, category: string, limit = 16) {
  const response = await request.post(`/svc/catalog/product/list/by-category/${category}`, {
    data: { limit },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { products: { items: ListedProduct[] } }).products.items;
}

/** A ring with a size in stock. */
async function sizedProduct(request: APIRequestContext, category: string) {
  for (const product of await productsOf(request, category)) {
    const offer = product.productOffers.find((item) => item.size?.trim() && item.count > 0);
    if (offer?.size) return { product, size: offer.size };
  }
  throw new Error(`no ring with a size in stock in ${category}`);
}

/** The device has a share sheet: it records what it was given instead of showing one. */
async function fakeShareSheet(context: BrowserContext) {
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value(data: ShareData) {
        (window as unknown as { sharedUrl?: string }).sharedUrl = data.url;
        return Promise.resolve();
      },
    });
  });
}

/** The device has no share sheet: the link goes to the clipboard. */
async function noShareSheet(context: BrowserContext) {
  await context.addInitScript(() => {
    Reflect.deleteProperty(Navigator.prototype, 'share');
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
}

/** Opens a link the way its recipient does: a browser with nothing of the sender's. */
async function openAsRecipient(browser: Browser, url: string, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  return { context, page };
}

/** The product page's sliders load as the shopper scrolls near them (below the fold). */
async function scrollToEnd(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

const meta = (page: Page, property: string) =>
  page.locator(`meta[property="${property}"]`).first().getAttribute('content');

test.describe('gift hints', () => {
  test('a hint made on a product page with a size shows the product and the size to its recipient', async ({
    page,
    context,
    request,
    browser,
    baseURL,
  }, testInfo) => {
    const { product, size } = await sizedProduct(request, CATEGORIES[testInfo.project.name]!.sized);
    await fakeShareSheet(context);
    await page.goto(`/product/${product.slug}/`);
    await page
      .getByRole('radiogroup', { name: 'Размер' })
      .getByRole('radio', { name: size, exact: true })
      .check({ force: true });
    await expect(page).toHaveURL(new RegExp(`size=${size.replace('.', '\\.')}`));
    await page.getByRole('button', { name: 'Намекнуть о подарке' }).click();
    const shared = await page.waitForFunction(
      () => (window as unknown as { sharedUrl?: string }).sharedUrl,
    );
    const url = (await shared.jsonValue()) as string;
    // only the SKU and the size travel
    expect(new URL(url).pathname).toBe('/hint/');
    expect(new URL(url).search).toBe(`?items=${product.sku}:${size}`);

    const recipient = await openAsRecipient(browser, url, baseURL!);
    const hint = recipient.page;
    await expect(hint.getByRole('heading', { level: 1, name: 'Намёк на подарок' })).toBeVisible();
    const list = hint.getByRole('list', { name: 'Товары из намёка' });
    const link = list.getByRole('link', { name: product.name });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', `/product/${product.slug}/?size=${size}`);
    await expect(list.getByText(`Размер: ${size}`, { exact: true })).toBeVisible();
    // what a messenger reads, and no index
    expect(await meta(hint, 'og:title')).toBe('Намёк на подарок');
    expect(await meta(hint, 'og:description')).toContain(product.name);
    // absolute, on the store's configured address (SITE_URL), which a test run does not set
    const image = new URL((await meta(hint, 'og:image')) ?? '');
    expect(image.pathname).toBe(product.preview_image.image_url_lg);
    const ogUrl = new URL((await meta(hint, 'og:url')) ?? '');
    expect(`${ogUrl.pathname}${ogUrl.search}`).toBe(`/hint/?items=${product.sku}:${size}`);
    await expect(hint.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await recipient.context.close();
  });

  test('a hint made on the favourites page carries the favourites', async ({
    page,
    context,
    request,
    browser,
    baseURL,
  }, testInfo) => {
    const session = await signInDemo(request);
    const [product] = await productsOf(request, CATEGORIES[testInfo.project.name]!.favourite, 1);
    const headers = { token: session.accessToken };
    const added = await request.post(`/svc/catalog/product/wishlist/${product!.id}`, { headers });
    expect(added.ok()).toBe(true);
    try {
      await storeSession(context, session);
      await noShareSheet(context);
      await page.goto('/account/favorites/');
      await expect(page.getByRole('article', { name: product!.name })).toBeVisible();
      await page.getByRole('button', { name: 'Намекнуть о подарке' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'Ссылка скопирована' }),
      ).toBeVisible();
      const url = await page.evaluate(() => navigator.clipboard.readText());
      const items = new URL(url).searchParams.get('items')!.split(',');
      expect(items).toContain(product!.sku);
      expect(items.length).toBeLessThanOrEqual(20);

      const recipient = await openAsRecipient(browser, url, baseURL!);
      await expect(
        recipient.page
          .getByRole('list', { name: 'Товары из намёка' })
          .getByRole('link', { name: product!.name }),
      ).toBeVisible();
      await recipient.context.close();
    } finally {
      await request.delete(`/svc/catalog/product/wishlist/${product!.id}`, { headers });
    }
  });

  test('unknown SKUs and junk are told, not failed on; all unknown is an empty state', async ({
    page,
    request,
  }, testInfo) => {
    const [known] = await productsOf(request, CATEGORIES[testInfo.project.name]!.recent, 1);
    const response = await page.goto(
      `/hint/?items=${known!.sku}:17,99999999901:17,%3Cscript%3E,${known!.sku}:18`,
    );
    expect(response?.status()).toBe(200);
    await expect(
      page.getByRole('list', { name: 'Товары из намёка' }).getByRole('link'),
    ).toHaveCount(1);
    await expect(page.getByText('Больше нет в каталоге: 1 товар.')).toBeVisible();
    await expect(page.getByText('Часть ссылки не удалось прочитать.')).toBeVisible();

    const empty = await page.goto('/hint/?items=99999999901,99999999902:16.5');
    expect(empty?.status()).toBe(200);
    await expect(page.getByText('Украшений из этого намёка больше нет в каталоге')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Перейти в каталог' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
});

test.describe('gift hints for link previews', () => {
  test('a messenger finds the Open Graph tags in the head; the page is never kept', async ({
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one HTTP check is enough');
    const [known] = await productsOf(request, 'kole', 1);
    const response = await request.get(`/hint/?items=${known!.sku}`, {
      headers: { ...PAGE_VIEW, 'user-agent': 'TelegramBot (like TwitterBot)' },
    });
    expect(response.status()).toBe(200);
    const head = (await response.text()).split('</head>')[0]!;
    expect(head).toContain('<meta property="og:title" content="Намёк на подарок"/>');
    expect(head).toMatch(/<meta property="og:image" content="[^"]+"/);
    expect(head).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    expect(response.headers()['x-page-cache']).toBe('MISS');
    const again = await request.get(`/hint/?items=${known!.sku}`, { headers: PAGE_VIEW });
    expect(again.headers()['x-page-cache']).toBe('MISS');
  });
});

test.describe('recently viewed', () => {
  test('three products viewed show newest first, without the current one, and clear on demand', async ({
    page,
    request,
  }, testInfo) => {
    const products = (
      await productsOf(request, CATEGORIES[testInfo.project.name]!.recent, 3)
    ).slice(0, 3);
    expect(products).toHaveLength(3);
    const hydrationErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat/i.test(message.text())) {
        hydrationErrors.push(message.text());
      }
    });
    const recent = page.getByRole('region', { name: 'Вы смотрели' });
    const names = () => recent.getByRole('listitem').getByRole('link');

    await page.goto(`/product/${products[0]!.slug}/`);
    // the first product page has nothing viewed before it
    await expect(page.getByRole('heading', { level: 1, name: products[0]!.name })).toBeVisible();
    await page.goto(`/product/${products[1]!.slug}/`);
    await scrollToEnd(page);
    await expect(names()).toHaveAccessibleName(products[0]!.name);
    await page.goto(`/product/${products[2]!.slug}/`);
    await scrollToEnd(page);
    // the product page leaves itself out
    await expect(names()).toHaveCount(2);
    await expect(names().nth(0)).toHaveAccessibleName(products[1]!.name);
    await expect(names().nth(1)).toHaveAccessibleName(products[0]!.name);

    for (const path of ['/cart/', '/no-such-page-for-recent/']) {
      await page.goto(path);
      await expect(names()).toHaveCount(3);
      await expect(names().nth(0)).toHaveAccessibleName(products[2]!.name);
      await expect(names().nth(1)).toHaveAccessibleName(products[1]!.name);
      await expect(names().nth(2)).toHaveAccessibleName(products[0]!.name);
    }

    await recent.getByRole('button', { name: 'Очистить' }).click();
    await expect(recent).toHaveCount(0);
    await expect(page.getByText('Список просмотренных товаров очищен')).toBeAttached();
    expect(await page.evaluate(() => localStorage.getItem('recentlyViewed'))).toBeNull();
    // drawn in the browser only: the server's render and the hydration agree
    expect(hydrationErrors).toEqual([]);
  });
});
