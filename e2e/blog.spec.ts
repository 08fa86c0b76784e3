import { expect, test, type Page } from '@playwright/test';

const articles = (page: Page) => page.getByRole('list', { name: 'Статьи' }).getByRole('article');

test.describe('the blog list', () => {
  test('shows the newest posts with dates and excerpts, and links to each post', async ({
    page,
  }) => {
    await page.goto('/blog/');
    await expect(page.getByRole('heading', { level: 1, name: 'Блог' })).toBeVisible();
    await expect(articles(page)).toHaveCount(9);
    const newest = articles(page).first();
    await expect(
      newest.getByRole('link', { name: 'Подарки к Новому году: идеи до 5000 и до 20 000 ₽' }),
    ).toHaveAttribute('href', '/blog/podarki-k-novomu-godu/');
    await expect(newest.getByText('19 ноября 2026')).toBeVisible();
    await expect(newest.getByText(/Собрали украшения, которые радуют под ёлкой/)).toBeVisible();
    await expect(newest.locator('img')).toHaveJSProperty('complete', true);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog\/$/);
  });

  test('a category link narrows the list and is marked current', async ({ page }) => {
    await page.goto('/blog/');
    const categories = page.getByRole('navigation', { name: 'Рубрики блога' });
    await categories.getByRole('link', { name: 'Уход за украшениями' }).click();
    await page.waitForURL('**/blog/?category=uhod-za-ukrasheniyami');
    await expect(categories.getByRole('link', { name: 'Уход за украшениями' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(articles(page)).toHaveCount(4);
    for (const article of await articles(page).all()) {
      await expect(article).toContainText('Уход за украшениями');
    }
    await expect(page.getByRole('navigation', { name: 'Страницы блога' })).toHaveCount(0);
  });

  test('page links lead to page 2, whose canonical keeps the page', async ({ page }) => {
    await page.goto('/blog/');
    await page
      .getByRole('navigation', { name: 'Страницы блога' })
      .getByRole('link', { name: 'Страница 2' })
      .click();
    await page.waitForURL('**/blog/?page=2');
    await expect(articles(page)).toHaveCount(8);
    await expect(articles(page).first()).not.toContainText('Подарки к Новому году');
    // what a crawler gets for page 2: one canonical, with the page (after an in-page navigation
    // Next 16 can keep the previous page's canonical beside the new one — a fresh load never does)
    await page.reload();
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/blog\/\?page=2$/,
    );
  });

  test('an unknown category shows the empty state, not an error', async ({ page }) => {
    const response = await page.goto('/blog/?category=net-takoi-rubriki');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Статей не найдено' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Все статьи блога' })).toBeVisible();
  });
});

test.describe('a blog post', () => {
  test('shows breadcrumbs, heading, date, category and the body; has Article data', async ({
    page,
  }) => {
    await page.goto('/blog/');
    await page
      .getByRole('link', { name: 'Как узнать размер кольца: пять надёжных способов' })
      .click();
    await page.waitForURL('**/blog/kak-uznat-razmer-kolca/');
    const crumbs = page.getByRole('navigation', { name: 'Хлебные крошки' });
    await expect(crumbs.getByRole('link', { name: 'Блог' })).toHaveAttribute('href', '/blog/');
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Как узнать размер кольца: пять надёжных способов',
      }),
    ).toBeVisible();
    const article = page.getByRole('article');
    await expect(article.getByText('5 ноября 2026')).toBeVisible();
    await expect(article.getByRole('link', { name: 'Советы покупателям' })).toBeVisible();
    await expect(article.getByRole('heading', { name: 'Способы измерения' })).toBeVisible();
    await expect(article.getByRole('link', { name: 'каталоге' })).toHaveAttribute(
      'href',
      '/catalog/kolca/',
    );
    await expect(page).toHaveTitle(/Как узнать размер кольца — таблица и способы измерения/);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = jsonLd.map((text) => (JSON.parse(text) as { '@type': string })['@type']);
    expect(types).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList']));
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  });

  for (const slug of ['kak-raspoznat-moshennicheskie-ssylki', 'beloe-zoloto-i-rodirovanie']) {
    test(`the hostile markup of ${slug} renders harmless`, async ({ page }) => {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.goto(`/blog/${slug}/`);
      const article = page.getByRole('article');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(article.getByRole('heading', { level: 2 }).first()).toBeVisible();
      // provoke the handlers the body tried to set
      await article.locator('li, p, div, a').first().hover();
      await article.locator('p').nth(2).click();
      const findings = await article.evaluate((root) => ({
        scripts: root.querySelectorAll('script, iframe, object, embed, form, style, svg').length,
        handlers: [...root.querySelectorAll('*')].flatMap((element) =>
          element.getAttributeNames().filter((name) => name.startsWith('on')),
        ),
        badLinks: [...root.querySelectorAll('a[href], img[src]')]
          .map((element) => element.getAttribute('href') ?? element.getAttribute('src') ?? '')
          .filter((url) => /^\s*(javascript|data|vbscript):/i.test(url)),
      }));
      expect(findings).toEqual({ scripts: 0, handlers: [], badLinks: [] });
      await expect(page.locator('body')).toBeVisible();
      expect(dialogs).toEqual([]);
    });
  }

  test('the phishing post keeps its real text', async ({ page }) => {
    await page.goto('/blog/kak-raspoznat-moshennicheskie-ssylki/');
    const article = page.getByRole('article');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Как распознать мошеннические ссылки' }),
    ).toBeVisible();
    await expect(article.getByText(/Мы никогда не просим назвать код из SMS/)).toBeVisible();
    await expect(article.getByText('Проверить начисленные бонусы')).toBeVisible();
  });

  test('an unknown post is a 404 page', async ({ page }) => {
    const response = await page.goto('/blog/net-takoi-stati/');
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Страница не найдена' }),
    ).toBeVisible();
    const robots = await page
      .locator('meta[name="robots"]')
      .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content') ?? ''));
    expect(robots.length).toBeGreaterThan(0);
    for (const content of robots) expect(content).toMatch(/noindex/);
  });
});
