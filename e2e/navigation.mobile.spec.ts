import { expect, test } from '@playwright/test';

const CATALOGUE = [
  'Все украшения',
  'Кольца',
  'Серьги',
  'Подвески',
  'Цепи',
  'Колье',
  'Браслеты',
  'Броши',
  'Пирсинг',
  'Часы',
  'Сувениры и подарки',
  'Подарочные сертификаты',
  'Драгоценные камни',
];

test.describe('mobile navigation (spec 2.4)', () => {
  test('the bottom bar has its five entries in order', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Нижнее меню' });
    await expect(bar).toBeVisible();
    const entries = bar.locator(':scope a, :scope button');
    await expect(entries).toHaveCount(5);
    const names = await entries.allInnerTexts();
    expect(names.map((name) => name.replace(/\d+/g, '').trim())).toEqual([
      'Эфир',
      'Избранное',
      'Каталог',
      'Корзина',
      'Профиль',
    ]);
    await expect(bar.getByRole('link', { name: /Эфир/ })).toHaveAttribute(
      'href',
      '/online/?from=tabbar',
    );
    await expect(bar.getByRole('link', { name: /Корзина/ })).toHaveAttribute('href', '/cart/');
  });

  test('empty badges are hidden', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Нижнее меню' });
    await expect(bar.getByRole('link', { name: /Корзина/ })).not.toContainText(/\d/);
    await expect(bar.getByRole('button', { name: /Избранное/ })).not.toContainText(/\d/);
  });

  test('the catalogue menu lists the 13 categories; burger and catalogue menus are exclusive', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Меню' }).click();
    const burger = page.getByRole('region', { name: 'Меню' });
    await expect(burger).toBeVisible();

    // the bottom bar stays above the menus: «Каталог» there swaps one menu for the other
    await page
      .getByRole('navigation', { name: 'Нижнее меню' })
      .getByRole('button', { name: 'Каталог' })
      .click();
    const catalogue = page.getByRole('region', { name: 'Каталог' });
    await expect(catalogue).toBeVisible();
    await expect(burger).toBeHidden();
    const links = catalogue.getByRole('link');
    await expect(links).toHaveCount(13);
    expect((await links.allInnerTexts()).map((text) => text.trim())).toEqual(CATALOGUE);

    await catalogue.getByRole('button', { name: 'Закрыть' }).click();
    await expect(catalogue).toBeHidden();
  });

  test('chains and gemstones open the same links as on a desktop: weaves, stones, «Все …»', async ({
    page,
  }) => {
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Нижнее меню' })
      .getByRole('button', { name: 'Каталог' })
      .click();
    const catalogue = page.getByRole('region', { name: 'Каталог' });
    await catalogue.getByRole('button', { name: 'Разделы: Драгоценные камни' }).click();
    await expect(catalogue.getByRole('link', { name: 'Все камни' })).toBeVisible();
    await catalogue.getByRole('button', { name: 'Разделы: Цепи' }).click();
    await expect(catalogue.getByRole('link', { name: 'Все камни' })).toBeHidden();
    await expect(catalogue.getByRole('link', { name: 'Все цепи' })).toHaveAttribute(
      'href',
      '/catalog/cepi/',
    );
    const weaves = catalogue.locator('a[href^="/catalog/cepi/?filters=list_"]');
    expect(await weaves.count()).toBeGreaterThan(1);
    const weave = (await weaves.first().innerText()).trim();
    await weaves.first().click();
    await expect(page).toHaveURL(/\/catalog\/cepi\/\?filters=list_/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // the listing is the chains of that weave: its filter is applied
    const filters = page
      .getByRole('form', { name: 'Фильтры', includeHidden: true })
      .or(page.getByRole('region', { name: 'Фильтры', includeHidden: true }));
    await expect(
      filters.first().getByRole('checkbox', { name: weave, includeHidden: true }).first(),
    ).toBeChecked();
  });

  test('a guest tapping favourites gets the login modal', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Нижнее меню' })
      .getByRole('button', { name: /Избранное/ })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});

test.describe('mobile layout', () => {
  for (const path of ['/', '/catalog/kolca/', '/no-such-page/', '/about/']) {
    test(`${path} is no wider than the phone`, async ({ page }) => {
      await page.goto(path);
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    });
  }
});
