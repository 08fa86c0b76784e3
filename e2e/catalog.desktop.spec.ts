import { expect, test, type Page } from '@playwright/test';

const grid = (page: Page) => page.getByRole('list', { name: 'Товары' });
const cards = (page: Page) => grid(page).getByRole('heading', { level: 2 });

async function prices(page: Page): Promise<number[]> {
  const texts = await grid(page).locator('[class*="current"]').allInnerTexts();
  return texts.map((text) => Number(text.replace(/\D/g, '')));
}

test.describe('catalogue: filter, sort, paginate (spec 2.4, 4)', () => {
  test('a filter narrows the grid and travels in the URL; reload keeps it', async ({ page }) => {
    await page.goto('/catalog/kolca/');
    await expect(cards(page)).toHaveCount(32);
    const before = await page
      .getByText(/^\d+ товар/)
      .first()
      .innerText();

    const filters = page
      .getByRole('form', { name: 'Фильтры' })
      .or(page.getByRole('region', { name: 'Фильтры' }));
    await filters
      .first()
      .getByRole('checkbox', { name: /Серебро 925/ })
      .first()
      .check();
    await page.waitForURL(/filters=list_1_105/);
    await expect(page.getByText(/^\d+ товар/).first()).not.toHaveText(before);
    for (const name of await cards(page).allInnerTexts())
      expect(name.toLowerCase()).toContain('серебр');

    await page.reload();
    await expect(
      filters
        .first()
        .getByRole('checkbox', { name: /Серебро 925/ })
        .first(),
    ).toBeChecked();
  });

  test('sort by price ascending reorders the grid and resets the page', async ({ page }) => {
    await page.goto('/catalog/kolca/?page=2');
    await page
      .getByRole('combobox', { name: 'Сортировка' })
      .selectOption({ label: 'Сначала дешевле' });
    await page.waitForURL(/sort=price_asc/);
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    const list = await prices(page);
    expect(list.length).toBeGreaterThan(10);
    expect([...list].sort((a, b) => a - b)).toEqual(list);
  });

  test('pagination links and «Показать ещё»', async ({ page }) => {
    await page.goto('/catalog/kolca/');
    const first = await cards(page).first().innerText();
    await page
      .getByRole('navigation', { name: 'Страницы' })
      .getByRole('link', { name: /Вперёд/ })
      .click();
    await page.waitForURL(/page=2/);
    await expect(cards(page).first()).not.toHaveText(first);
    // what a crawler gets for page 2: one canonical, with the page (after an in-page navigation
    // Next 16 can keep the previous page's canonical beside the new one — a fresh load never does)
    await page.reload();
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/catalog\/kolca\/\?page=2$/,
    );

    await page.getByRole('button', { name: 'Показать ещё' }).click();
    await expect(cards(page)).toHaveCount(64);
    await expect(page).toHaveURL(/page=3/);
  });

  test('garbage in the query never breaks the page', async ({ page }) => {
    for (const query of [
      '?page=abc',
      '?page=-3',
      '?limit=100000',
      '?filters=list_999_1;zzz;numeric_price_x,y',
      '?sort=drop',
    ]) {
      const response = await page.goto(`/catalog/kolca/${query}`);
      expect(response?.status(), query).toBe(200);
      await expect(cards(page).first()).toBeVisible();
    }
    expect((await page.goto('/catalog/kolca/?page=9999'))?.status()).toBe(404);
  });
});
