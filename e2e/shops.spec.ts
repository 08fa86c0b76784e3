import { expect, test, type Page } from '@playwright/test';

const NOTE = 'Карта недоступна — адреса магазинов в списке';
const OPEN_NOW = /^(Открыто до \d\d:\d\d|Закрыто)/;

/** The e2e store has a map key; the closed network never serves the script (aborted here at once). */
async function blockMapScript(page: Page) {
  await page.route('**api-maps.yandex.ru/**', (route) => route.abort());
}

test.describe('shops', () => {
  test('/addresses/: shops with address, phone, hours and open-now; without the map script the list works', async ({
    page,
  }) => {
    await blockMapScript(page);
    const mapScript = page.waitForRequest(/api-maps\.yandex\.ru\/2\.1\//);
    await page.goto('/addresses/');
    await expect(page.getByRole('heading', { level: 1, name: 'Магазины' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Список магазинов' });
    const atrium = list.getByRole('article', { name: 'Атриум' });
    await expect(atrium.getByText('Москва, ул. Земляной Вал, 33')).toBeVisible();
    await expect(atrium.getByText('м. Курская')).toBeVisible();
    await expect(atrium.getByRole('link', { name: '+7 (495) 120-45-14' })).toHaveAttribute(
      'href',
      'tel:+74951204514',
    );
    await expect(atrium.getByRole('table', { name: 'Часы работы' })).toContainText(
      'Ежедневно10:00–22:00',
    );
    await expect(atrium.getByText(OPEN_NOW)).toBeVisible();
    const maroseyka = list.getByRole('article', { name: 'Маросейка' });
    await expect(maroseyka.getByRole('row', { name: 'Вс выходной' })).toBeVisible();
    expect(await list.getByRole('article').count()).toBeGreaterThanOrEqual(15);
    // the shop closed for refurbishment is never listed
    await expect(list.getByRole('article', { name: 'Черёмушки' })).toHaveCount(0);

    // the Russian map is asked for with the key, fails, and says so
    const script = new URL((await mapScript).url());
    expect(script.searchParams.get('apikey')).toBe('e2e-test-key');
    expect(script.searchParams.get('lang')).toBe('ru_RU');
    await expect(page.getByText(NOTE)).toBeVisible();

    // the list keeps working: a search by metro
    await page.getByRole('searchbox', { name: /Поиск по адресу, метро/ }).fill('Китай-город');
    await expect(list.getByRole('article')).toHaveCount(1);
    await expect(maroseyka).toBeVisible();
    await expect(page.getByText('Найдено: 1 магазин')).toBeVisible();
  });

  test('/addresses/ HTML carries a JewelryStore JSON-LD per shop', async ({ request }) => {
    const html = await (await request.get('/addresses/')).text();
    const blocks = [
      ...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g),
    ].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
    const stores = blocks.filter((block) => block['@type'] === 'JewelryStore');
    expect(stores.length).toBeGreaterThanOrEqual(15);
    const atrium = stores.find((store) => store.telephone === '+7 (495) 120-45-14');
    expect(atrium).toMatchObject({
      address: { '@type': 'PostalAddress', streetAddress: 'ул. Земляной Вал, 33' },
      geo: { '@type': 'GeoCoordinates', latitude: 55.7573, longitude: 37.6591 },
      openingHoursSpecification: expect.arrayContaining([
        expect.objectContaining({ dayOfWeek: 'https://schema.org/Sunday', opens: '10:00' }),
      ]),
    });
  });

  test('/map/: the map area first (here its note), then a compact list', async ({ page }) => {
    await blockMapScript(page);
    await page.goto('/map/');
    await expect(page.getByRole('heading', { level: 1, name: 'Карта магазинов' })).toBeVisible();
    await expect(page.getByText(NOTE)).toBeVisible();
    const list = page.getByRole('list', { name: 'Список магазинов' });
    const tverskaya = list.getByRole('article', { name: 'Тверская' });
    await expect(tverskaya.getByText('Москва, ул. Тверская, 12, стр. 1')).toBeVisible();
    await expect(tverskaya.getByText(OPEN_NOW)).toBeVisible();
    await expect(tverskaya.getByRole('table')).toHaveCount(0);
    await expect(
      page.getByRole('link', { name: 'Все магазины с часами работы и поиском' }),
    ).toBeVisible();
  });

  test('/samovyvoz/: how pickup works, the shops that hand out orders, links to cart and checkout', async ({
    page,
  }) => {
    await blockMapScript(page);
    await page.goto('/samovyvoz/');
    await expect(page.getByRole('heading', { level: 1, name: 'Самовывоз' })).toBeVisible();
    for (const name of ['Как забрать заказ', 'Где забрать', 'Что взять с собой']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(page.getByText('Почта России', { exact: true })).toBeVisible();
    const list = page.getByRole('list', { name: 'Список магазинов' });
    await expect(list.getByRole('article', { name: 'Атриум' })).toBeVisible();
    // a workshop without order pickup is not on this list
    await expect(list.getByRole('article', { name: 'Маросейка' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Перейти в корзину' })).toHaveAttribute(
      'href',
      '/cart/',
    );
    await expect(page.getByRole('link', { name: 'Оформить заказ' })).toHaveAttribute(
      'href',
      '/checkout/',
    );
  });
});
