import { expect, test } from '@playwright/test';

// The mega-menu's code and its catalogue links load on first open; pages carry neither.
test.describe('desktop mega-menu', () => {
  test('pages carry no menu; GET /api/menu/ answers its links, kept by browsers a minute', async ({
    request,
  }) => {
    const html = await (await request.get('/catalog/')).text();
    expect(html).not.toContain('Каталог украшений');
    expect(html).not.toContain('href="/catalog/kolca/obruchalnye-kolca/"');
    const response = await request.get('/api/menu/');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe(
      'public, max-age=60, stale-while-revalidate=3600',
    );
    const data = (await response.json()) as {
      categories: { slug: string }[];
      sections: { title: string; links: { href: string }[] }[];
      filterGroups: { title: string }[];
    };
    expect(data.categories.map((category) => category.slug)).toContain('kolca');
    const rings = data.sections.find((section) => section.title === 'Кольца');
    expect(rings?.links.map((link) => link.href)).toContain('/catalog/kolca/obruchalnye-kolca/');
    expect(data.filterGroups.map((group) => group.title)).toContain('Металл');
  });

  test('opens with «Каталог», closes with Escape and an outside click', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('banner').getByRole('button', { name: 'Каталог' });
    const menu = page.getByRole('navigation', { name: 'Каталог украшений' });
    await expect(menu).toBeHidden();

    const loaded = page.waitForResponse((response) => response.url().endsWith('/api/menu/'));
    await button.click();
    expect((await loaded).status()).toBe(200);
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
