import { expect, test } from '@playwright/test';

/** Old static pages from the CMS: real content under the route table heading. */
const PAGES = [
  { path: '/about/', h1: 'О компании', region: 'Кто мы', text: 'собственным производством' },
  { path: '/contacts/', h1: 'Контакты', region: 'Реквизиты', text: 'ИНН / КПП' },
  { path: '/delivery/', h1: 'Доставка', region: 'Способы доставки', text: 'сбор 150 ₽' },
  { path: '/oplata/', h1: 'Оплата', region: 'Способы оплаты', text: 'Рассрочка без переплаты' },
  {
    path: '/guarantee/',
    h1: 'Гарантия и возврат',
    region: 'Обмен и возврат в течение 14 дней',
    text: 'О защите прав потребителей',
  },
  {
    path: '/purchaser/',
    h1: 'Покупателям',
    region: 'Информация для покупателей',
    text: 'Гарантия и возврат',
  },
  {
    path: '/press-service/',
    h1: 'Пресс-служба',
    region: 'Контакты для прессы',
    text: 'press@juvelir-shop.ru',
  },
] as const;

for (const entry of PAGES) {
  test(`${entry.path} shows its content, not a heading only`, async ({ page }) => {
    const response = await page.goto(entry.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: entry.h1 })).toBeVisible();
    const region = page.getByRole('main').getByRole('region', { name: entry.region });
    await expect(region).toBeVisible();
    await expect(region).toContainText(entry.text);
  });
}

test('delivery states the free delivery threshold of the checkout', async ({ page }) => {
  await page.goto('/delivery/');
  await expect(page.getByRole('main')).toContainText('Бесплатно при заказе от 10 000 ₽');
});

test('contacts link the support phone and e-mail', async ({ page }) => {
  await page.goto('/contacts/');
  const contacts = page.getByRole('main').getByRole('region', { name: 'Связаться с нами' });
  await expect(contacts.getByRole('link', { name: '8 800 550-75-85' })).toHaveAttribute(
    'href',
    'tel:88005507585',
  );
  await expect(contacts.getByRole('link', { name: 'info@juvelir-shop.ru' })).toHaveAttribute(
    'href',
    'mailto:info@juvelir-shop.ru',
  );
});

test('the purchaser hub leads to the delivery page', async ({ page }) => {
  await page.goto('/purchaser/');
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Доставка/ })
    .click();
  await expect(page).toHaveURL(/\/delivery\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Доставка' })).toBeVisible();
});

const FOOTER_LINKS = [
  ['О компании', '/about/'],
  ['Контакты', '/contacts/'],
  ['Доставка', '/delivery/'],
  ['Оплата', '/oplata/'],
  ['Гарантия и возврат', '/guarantee/'],
] as const;

// one test per link: each is two page loads, and they run in parallel
for (const [name, href] of FOOTER_LINKS) {
  test(`the footer link «${name}» opens ${href}`, async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('main').getByRole('region').first()).toBeVisible();
  });
}
