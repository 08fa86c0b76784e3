import { expect, test } from '@playwright/test';

// The mega-menu's code loads on first open; its links are still in the server's HTML.
test.describe('desktop mega-menu', () => {
  test('its links are in the server-rendered page', async ({ request }) => {
    const html = await (await request.get('/catalog/')).text();
    const panel = /<nav aria-label="Каталог украшений"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
    expect(panel).toContain('href="/catalog/kolca/"');
    expect(panel).toContain('от 50 000 ₽');
  });

  test('opens with «Каталог», closes with Escape and an outside click', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('banner').getByRole('button', { name: 'Каталог' });
    const menu = page.getByRole('navigation', { name: 'Каталог украшений' });
    await expect(menu).toBeHidden();
    // the server-rendered links stay in the page after hydration, before the menu's code loads
    const hiddenMenu = page.getByRole('navigation', {
      name: 'Каталог украшений',
      includeHidden: true,
    });
    await expect(
      hiddenMenu.getByRole('link', { name: 'от 50 000 ₽', includeHidden: true }),
    ).toHaveCount(1);

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'от 50 000 ₽' })).toHaveAttribute(
      'href',
      '/catalog/?filters=numeric_price_50000,',
    );
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await expect(menu).toBeVisible();
    await page.getByRole('banner').getByRole('searchbox', { name: 'Поиск' }).click();
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('every section of spec 2.4 is there: chains by weave and gemstones by stone, «Все …»', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Каталог' }).click();
    const menu = page.getByRole('navigation', { name: 'Каталог украшений' });
    await expect(menu.getByRole('heading', { level: 2 }).first()).toBeVisible();
    const headings = await menu.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings.slice(0, 8)).toEqual([
      'Главное',
      'Кольца',
      'Серьги',
      'Подвески',
      'Цепи',
      'Камни',
      'Коллекции',
      'Цена',
    ]);
    for (const [title, href, all] of [
      ['Цепи', '/catalog/cepi/', 'Все цепи'],
      ['Камни', '/catalog/dragocennye-kamni/', 'Все камни'],
    ] as const) {
      const section = menu.locator('section').filter({
        has: page.getByRole('heading', { level: 2, name: title, exact: true }),
      });
      await expect(section.getByRole('heading').getByRole('link')).toHaveAttribute('href', href);
      await expect(section.getByRole('link', { name: all })).toHaveAttribute('href', href);
      const facetLinks = section.locator(`a[href^="${href}?filters=list_"]`);
      expect(await facetLinks.count(), title).toBeGreaterThan(1);
    }
    // a weave link leads to the chains of that weave
    const chains = menu.locator('section').filter({
      has: page.getByRole('heading', { level: 2, name: 'Цепи', exact: true }),
    });
    const weave = chains.locator('a[href^="/catalog/cepi/?filters=list_"]').first();
    const name = (await weave.innerText()).trim();
    await weave.click();
    await expect(page).toHaveURL(/\/catalog\/cepi\/\?filters=list_/);
    // the listing is the chains of that weave: its filter is applied
    const filters = page
      .getByRole('form', { name: 'Фильтры', includeHidden: true })
      .or(page.getByRole('region', { name: 'Фильтры', includeHidden: true }));
    await expect(
      filters.first().getByRole('checkbox', { name: name, includeHidden: true }).first(),
    ).toBeChecked();
  });

  test('a link goes to its page and closes the menu', async ({ page }) => {
    await page.goto('/delivery/');
    await page.getByRole('banner').getByRole('button', { name: 'Каталог' }).click();
    const menu = page.getByRole('navigation', { name: 'Каталог украшений' });
    await menu.getByRole('link', { name: 'Кольца' }).first().click();
    await expect(page).toHaveURL(/\/catalog\/kolca\/$/);
    await expect(menu).toBeHidden();
  });
});
