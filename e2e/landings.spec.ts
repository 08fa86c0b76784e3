import { expect, test, type Page } from '@playwright/test';

import { DEGRADED_STORE_URL } from '../playwright.config';

/** Landings built from CMS blocks: each shows its hero and real blocks, not a heading. */
const LANDINGS = [
  {
    path: '/landing/11nov24/',
    h1: 'Распродажа 11.11',
    hero: 'Распродажа 11.11',
    block: 'Лучшие скидки дня',
  },
  {
    path: '/11nov24/',
    h1: 'Распродажа 11.11',
    hero: 'Распродажа 11.11',
    block: 'Лучшие скидки дня',
  },
  {
    path: '/landing/afimall/',
    h1: 'Магазин в «Афимолле»',
    hero: 'Мы открылись в «Афимолл Сити»',
    block: 'Адрес и часы работы',
  },
  {
    path: '/landing/sale0824/',
    h1: 'Летняя распродажа',
    hero: 'Августовская распродажа',
    block: 'Летние украшения со скидкой',
  },
  {
    path: '/landing/x5promo/',
    h1: 'Акция с партнёром',
    hero: 'Скидка 15% для участников «Х5 Клуба»',
    block: 'Механика акции',
  },
  {
    path: '/landing/zoloto/',
    h1: 'Золотые украшения',
    hero: 'Золото, которое остаётся с вами',
    block: 'Популярные золотые украшения',
  },
  {
    path: '/million/',
    h1: 'Розыгрыш миллиона',
    hero: 'Разыгрываем 1 000 000 ₽',
    block: 'Призы и правила',
  },
  {
    path: '/podveska-v-podarok/',
    h1: 'Подвеска в подарок',
    hero: 'Подвеска в подарок',
    block: 'Подвески, участвующие в акции',
  },
  { path: '/rasprodaja/', h1: 'Распродажа', hero: 'Распродажа', block: 'Самые большие скидки' },
  { path: '/uviui/', h1: 'Спецпроект', hero: 'УВИ-УИ', block: 'Подборка спецпроекта' },
  {
    path: '/ugc/',
    h1: 'Фото покупателей',
    hero: 'Вы в наших украшениях',
    block: 'Фото покупателей',
  },
] as const;

const main = (page: Page) => page.getByRole('main');

for (const landing of LANDINGS) {
  test(`${landing.path} shows its hero and blocks`, async ({ page }) => {
    const response = await page.goto(landing.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: landing.h1 })).toBeVisible();
    await expect(
      main(page).getByRole('heading', { level: 2, name: landing.hero, exact: true }).first(),
    ).toBeVisible();
    await expect(
      main(page).getByRole('region', { name: landing.block, exact: true }),
    ).toBeVisible();
    // product rows scroll inside themselves: the page never gets wider than the screen
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test('the 11.11 sale has ended and its products open their pages', async ({ page }) => {
  await page.goto('/landing/11nov24/');
  await expect(main(page).getByText('Акция завершена')).toBeVisible();
  await expect(main(page).getByText('11 ноября 2024 г. в 23:59 (МСК)')).toBeVisible();
  const products = main(page).getByRole('region', { name: 'Лучшие скидки дня' });
  const links = products.getByRole('link');
  expect(await links.count()).toBeGreaterThanOrEqual(6);
  const first = links.first();
  const name = (await first.getAttribute('aria-label')) ?? '';
  await expect(first).toHaveAttribute('href', /^\/product\/[^/]+\/$/);
  await first.click();
  await expect(page).toHaveURL(/\/product\/[^/]+\/$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('the prize draw counts down to a future date', async ({ page }) => {
  await page.goto('/million/');
  const timer = main(page).getByRole('timer');
  await expect(timer).toHaveText(/^\d+ дн\. \d\d:\d\d:\d\d$/);
  const before = await timer.textContent();
  await expect(timer).not.toHaveText(before ?? '');
});

test('gold bars: 10 a page, «Показать ещё», each opening the external site', async ({ page }) => {
  await page.goto('/landing/zoloto/');
  const section = main(page).getByRole('region', { name: 'Инвестиционные слитки' });
  const bars = section.getByRole('link', { name: /слиток/i });
  await expect(bars).toHaveCount(10);
  await expect(bars.first()).toHaveAttribute('href', /^https?:\/\//);
  await expect(bars.first()).toHaveAttribute('target', '_blank');
  await expect(bars.first()).toHaveAttribute('rel', /noopener/);
  const image = bars.first().locator('img');
  // the bar picture is drawn by the main API and reaches the browser through the /svc door
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await section.getByRole('link', { name: 'Показать ещё' }).click();
  await expect(page).toHaveURL(/\/landing\/zoloto\/\?page=2/);
  await expect(bars).toHaveCount(15);
  await expect(section.getByRole('link', { name: 'Показать ещё' })).toHaveCount(0);
});

test('customer photos link to the products worn', async ({ page }) => {
  await page.goto('/ugc/');
  const gallery = main(page).getByRole('region', { name: 'Фото покупателей' });
  const photos = gallery.getByRole('link');
  expect(await photos.count()).toBeGreaterThanOrEqual(8);
  await expect(photos.first()).toHaveAttribute('href', /^\/product\/[^/]+\/$/);
  await expect(photos.first().locator('img')).toBeVisible();
});

test('with the catalogue down a landing keeps its content and says the products failed', async ({
  page,
}) => {
  const response = await page.goto(`${DEGRADED_STORE_URL}/rasprodaja/`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Распродажа' })).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Весь раздел скидок' })).toBeVisible();
  await expect(main(page).getByRole('alert')).toContainText('Не удалось загрузить товары');
});
