import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import { signInDemo, storeSession, type DemoSession } from './helpers';

/**
 * Favourites and the native-app footer. The demo customer's favourites are shared by
 * every test of the run, so each project adds and removes a product of its own category and the
 * badge is checked against the count the API answered for this page's own change.
 */
/** One category per project: parallel runs never touch the same product. */
const CATEGORY: Record<string, string> = { desktop: 'broshi', mobile: 'pirsing' };

type Session = DemoSession;

async function favouriteIds(request: APIRequestContext, session: Session) {
  const response = await request.post('/svc/catalog/product/wishlist/short', {
    headers: { token: session.accessToken },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { ids: string[]; count: number };
}

/** A product of the project's own category that is not a favourite yet. */
async function pickProduct(request: APIRequestContext, session: Session, category: string) {
  const response = await request.post(`/svc/catalog/product/list/by-category/${category}`, {
    data: { limit: 16 },
  });
  expect(response.ok()).toBe(true);
  const { products } = (await response.json()) as {
    products: { items: { id: string; slug: string; name: string }[] };
  };
  const { ids } = await favouriteIds(request, session);
  const product = products.items.find((item) => !ids.includes(item.id));
  if (!product) throw new Error(`every ${category} product is a favourite already`);
  return product;
}

/** The favourites entry with the badge: the header on wide screens, the bottom bar on narrow ones. */
const favouritesEntry = (page: Page, isMobile: boolean) =>
  (isMobile
    ? page.getByRole('navigation', { name: 'Нижнее меню' })
    : page.getByRole('banner')
  ).getByRole('link', { name: /^Избранное/ });

async function expectBadge(page: Page, isMobile: boolean, count: number) {
  await expect(favouritesEntry(page, isMobile)).toHaveAccessibleName(
    count > 0 ? `Избранное (${count})` : 'Избранное',
  );
}

test.describe('favourites as a guest', () => {
  test('the favourites entry opens the login modal', async ({ page, isMobile }) => {
    await page.goto('/');
    // the bottom bar on narrow screens, the header on wide ones
    const bar = isMobile
      ? page.getByRole('navigation', { name: 'Нижнее меню' })
      : page.getByRole('banner');
    await bar.getByRole('button', { name: 'Избранное', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Вход в личный кабинет' })).toBeVisible();
  });

  test('a heart on the product page opens the login modal', async ({ page, request }) => {
    const response = await request.post('/svc/catalog/product/list/by-category/kolca', {
      data: { limit: 1 },
    });
    const { products } = (await response.json()) as { products: { items: { slug: string }[] } };
    await page.goto(`/product/${products.items[0]!.slug}/`);
    await page.getByRole('button', { name: 'В избранное' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Вход в личный кабинет' })).toBeVisible();
  });

  test('the favourites page shows no data to a guest', async ({ page }) => {
    await page.goto('/account/favorites/');
    await expect(page.getByRole('dialog', { name: 'Вход в личный кабинет' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Избранные товары' })).toHaveCount(0);
  });
});

test.describe('favourites of the demo customer', () => {
  test('badge, add, list and remove', async ({ page, context, request, isMobile }, testInfo) => {
    const session = await signInDemo(request);
    await storeSession(context, session);
    const product = await pickProduct(
      request,
      session,
      CATEGORY[testInfo.project.name] ?? 'broshi',
    );

    // the product page: the badge shows the count fetched with the token
    const shortAnswer = page.waitForResponse((r) => r.url().endsWith('/product/wishlist/short'));
    await page.goto(`/product/${product.slug}/`);
    const { count: initial } = (await (await shortAnswer).json()) as { count: number };
    expect(initial).toBeGreaterThan(0);
    await expectBadge(page, isMobile, initial);

    // add: the heart is pressed and the badge takes the new count at once
    const heart = page.getByRole('button', { name: 'В избранное' }).first();
    const added = page.waitForResponse(
      (r) => r.url().endsWith(`/product/wishlist/${product.id}`) && r.request().method() === 'POST',
    );
    await heart.click();
    const addedCount = ((await (await added).json()) as { count: number }).count;
    await expect(
      page.getByRole('button', { name: 'Убрать из избранного' }).first(),
    ).toHaveAttribute('aria-pressed', 'true');
    await expectBadge(page, isMobile, addedCount);
    expect((await favouriteIds(request, session)).ids).toContain(product.id);

    // the favourites page lists it; its heart removes it and the card goes
    await page.goto('/account/favorites/');
    const card = page.getByRole('article', { name: product.name });
    await expect(card).toBeVisible();
    const removed = page.waitForResponse(
      (r) =>
        r.url().endsWith(`/product/wishlist/${product.id}`) && r.request().method() === 'DELETE',
    );
    await card.getByRole('button', { name: 'Убрать из избранного' }).click();
    const removedCount = ((await (await removed).json()) as { count: number }).count;
    await expect(card).toHaveCount(0);
    await expectBadge(page, isMobile, removedCount);
    expect((await favouriteIds(request, session)).ids).not.toContain(product.id);
  });
});

test.describe('native app', () => {
  test('?app=1 shows the native-app footer and the cookie keeps it', async ({ page, context }) => {
    await page.goto('/?app=1');
    const appLinks = page.getByRole('navigation', { name: 'Помощь покупателям' });
    await expect(appLinks).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Информация' })).toHaveCount(0);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'app_mode')?.value).toBe('1');

    // the next page is rendered with the native-app footer straight from the server
    const html = await (await page.request.get('/about/')).text();
    expect(html).toContain('data-variant="app"');
    await page.goto('/about/');
    await expect(appLinks.getByRole('link', { name: 'Доставка' })).toBeVisible();

    // ?app=0 switches it off again
    await page.goto('/?app=0');
    await expect(page.getByRole('navigation', { name: 'Информация' })).toBeVisible();
  });

  test('a plain browser gets the site footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Информация' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Помощь покупателям' })).toHaveCount(0);
  });
});
