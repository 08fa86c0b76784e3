import { expect, test } from '@playwright/test';

import { cartWithOneItem, moscowYear } from './helpers';

const FOOTER_LINKS: [string, string][] = [
  ['О компании', '/about/'],
  ['Контакты', '/contacts/'],
  ['Магазины', '/addresses/'],
  ['Вакансии', '/vacancies/'],
  ['Блог', '/blog/'],
  ['Вопросы и ответы', '/faq/'],
  ['Гарантия и возврат', '/guarantee/'],
  ['Доставка', '/delivery/'],
  ['Самовывоз', '/samovyvoz/'],
  ['Оплата', '/oplata/'],
  ['Правила продажи (оферта)', '/sale_rules/'],
  ['Политика обработки персональных данных', '/policy/'],
];

test.describe('layout chrome', () => {
  test('footer: every link, the support phone, the messenger and the Moscow year', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const [name, href] of FOOTER_LINKS) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(footer.getByRole('link', { name: '8 800 550-75-85' })).toHaveAttribute(
      'href',
      'tel:88005507585',
    );
    await expect(footer.getByRole('link', { name: /мессенджер/i })).toBeVisible();
    await expect(footer).toContainText(String(moscowYear()));
  });

  test('header search goes to the catalogue with filter[search]', async ({ page, isMobile }) => {
    await page.goto('/');
    const search = page.getByRole('searchbox', { name: 'Поиск' }).filter({ visible: true }).first();
    await search.fill('кольцо с изумрудом');
    await search.press('Enter');
    await page.waitForURL(/\/catalog\/\?filter%5Bsearch%5D=|\/catalog\/\?filter\[search\]=/);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/catalog/');
    expect(url.searchParams.get('filter[search]')).toBe('кольцо с изумрудом');
    expect(isMobile === undefined || typeof isMobile === 'boolean').toBe(true);
  });

  test('the cart count reaches the header and the bottom bar', async ({
    page,
    request,
    context,
    baseURL,
    isMobile,
  }) => {
    await cartWithOneItem(request, context, baseURL!);
    await page.goto('/');
    const cart = isMobile
      ? page.getByRole('navigation', { name: 'Нижнее меню' }).getByRole('link', { name: /Корзина/ })
      : page.getByRole('banner').getByRole('link', { name: /Корзина/ });
    await expect(cart).toContainText('1');
    await expect(cart).toHaveAttribute('href', '/cart/');
  });

  test('a guest sees «Войти» and the login modal opens from it', async ({ page, isMobile }) => {
    await page.goto('/');
    if (isMobile) {
      await page
        .getByRole('navigation', { name: 'Нижнее меню' })
        .getByRole('button', { name: 'Профиль' })
        .click();
    } else {
      await page.getByRole('banner').getByRole('button', { name: 'Войти' }).click();
    }
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('a different path is a full page load (spec 2.2)', async ({ page }) => {
    await page.goto('/about/');
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Контакты', exact: true })
      .click();
    await page.waitForURL('**/contacts/');
    await expect(page.getByRole('heading', { level: 1, name: 'Контакты' })).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBeUndefined();
  });
});
