import { expect, test, type Page } from '@playwright/test';

import { parseRingSize } from '../lib/shop/ring-size/ring-sizes';
import { nearestRingSize } from '../lib/shop/ring-size/size-table';

import { axeSeriousIssues, firstProductOf, watchHydration } from './helpers';

const RINGS = '/catalog/kolca/';
const GUIDE = 'Как узнать размер кольца';

/** «Как узнать размер» on the rings catalogue: under «Размер» of the filters (a modal on phones). */
async function openGuideOnListing(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole('button', { name: /Фильтры/ }).click();
  const filters = isMobile
    ? page.getByRole('dialog', { name: 'Фильтры' })
    : page.getByRole('form', { name: 'Фильтры' });
  await filters.getByRole('button', { name: 'Как узнать размер' }).click();
  return page.getByRole('dialog', { name: GUIDE });
}

/** The checked size of the product page's «Размер» group, or null. */
async function checkedSize(page: Page): Promise<string | null> {
  const checked = page.getByRole('radiogroup', { name: 'Размер' }).locator('input:checked');
  return (await checked.count()) === 0 ? null : checked.locator('xpath=..').innerText();
}

test.describe('ring size', () => {
  test('calibrate with a card, fit the circle: the sizer names the expected size', async ({
    page,
    isMobile,
  }) => {
    await page.goto(RINGS);
    const guide = await openGuideOnListing(page, isMobile);
    await guide.getByRole('slider', { name: 'Длина карты на экране' }).fill('428');
    // 428 px for 85.6 mm: 5 px a millimetre, remembered on this device
    await expect(guide.getByTestId('card-outline')).toHaveCSS('height', '428px');
    expect(await page.evaluate(() => localStorage.getItem('ringSizerPxPerMm'))).toBe('5');
    await guide.getByRole('slider', { name: 'Внутренний диаметр кольца' }).fill('17.3');
    await expect(guide.getByTestId('ring-circle')).toHaveCSS('width', '86.5px');
    await expect(guide.getByRole('status')).toHaveText('Ваш размер — 17.5');
    await guide.getByRole('slider', { name: 'Внутренний диаметр кольца' }).fill('16.2');
    await expect(guide.getByRole('status')).toHaveText('Ваш размер — 16');
    await expect(guide.getByRole('table')).toContainText('53,4');
  });

  test('the remembered size drives «Только мой размер» and preselects on a product', async ({
    page,
    isMobile,
  }) => {
    const hydration = watchHydration(page);
    await page.goto(RINGS);
    await expect(page.getByRole('checkbox', { name: /Только мой размер/ })).toHaveCount(0);
    const guide = await openGuideOnListing(page, isMobile);
    await guide.getByRole('slider', { name: 'Внутренний диаметр кольца' }).fill('17');
    await guide.getByRole('button', { name: 'Запомнить размер 17' }).click();
    await expect(guide.getByRole('status')).toHaveText(/Запомнен на этом устройстве/);
    await page.keyboard.press('Escape');
    await expect(guide).toBeHidden();
    if (isMobile) await page.keyboard.press('Escape');

    const grid = page.getByRole('list', { name: 'Товары' });
    const mine = page.getByRole('checkbox', { name: 'Только мой размер (17)' });
    await mine.check();
    await expect(page).toHaveURL(/[?&]filters=size_17(&|$)/);
    await expect(mine).toBeChecked();
    const tiles = grid.getByRole('article');
    const count = await tiles.count();
    expect(count).toBeGreaterThan(0);
    await expect(grid.getByText('Есть ваш размер')).toHaveCount(count);
    await expect(grid.getByText('Нет вашего размера')).toHaveCount(0);

    const href = await grid.getByRole('heading').first().getByRole('link').getAttribute('href');
    await page.goto(href!);
    await expect(page.getByRole('radio', { name: '17', exact: true })).toBeChecked();
    expect(hydration).toEqual([]);

    // the server's HTML is the same for everyone: nothing of this device in it
    const html = await (await page.request.get(href!)).text();
    expect(html).not.toContain('Есть ваш размер');
    expect(html).not.toMatch(/<input[^>]*type="radio"[^>]*checked/);
  });

  test('on a product, the sizer picks the nearest sellable size, by keyboard only', async ({
    page,
  }) => {
    await page.goto(await firstProductOf(page, 'kolca'));
    const radios = page.getByRole('radiogroup', { name: 'Размер' }).getByRole('radio');
    const sizes = await radios.evaluateAll((inputs) =>
      inputs.map((input) => input.closest('label')?.textContent ?? ''),
    );
    const diameter = 17.3;
    const expected = nearestRingSize(
      diameter,
      sizes.map((size) => parseRingSize(size) ?? NaN),
    );
    const label = sizes.find((size) => parseRingSize(size) === expected)!;

    const open = page.getByRole('button', { name: 'Как узнать размер' });
    await open.focus();
    await page.keyboard.press('Enter');
    const guide = page.getByRole('dialog', { name: GUIDE });
    await expect(guide.getByRole('button', { name: 'Закрыть' })).toBeFocused();
    // Shift+Tab from the first control wraps to the last one: focus stays in the dialog
    await page.keyboard.press('Shift+Tab');
    await expect(guide.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(guide.getByRole('slider', { name: 'Длина карты на экране' })).toBeFocused();
    await page.keyboard.press('Tab');
    const circle = guide.getByRole('slider', { name: 'Внутренний диаметр кольца' });
    await expect(circle).toBeFocused();
    await expect(circle).toHaveValue('17');
    for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight']) {
      await page.keyboard.press(key);
    }
    await expect(circle).toHaveValue('17.4');
    await page.keyboard.press('Tab');
    await expect(guide.getByRole('button', { name: 'Уменьшить круг на 0,1 мм' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(circle).toHaveValue(String(diameter));
    await expect(guide.getByRole('status')).toContainText(
      parseRingSize(label) === 17.5 ? 'он есть в наличии' : `Ближайший в наличии — ${label}`,
    );
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(guide.getByRole('button', { name: `Выбрать размер ${label}` })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(guide).toBeHidden();
    await expect(open).toBeFocused();
    expect(await checkedSize(page)).toBe(label);
    expect(await page.evaluate(() => localStorage.getItem('ringSize'))).toBe('17.5');

    // Escape closes too, and focus comes back to the link
    await page.keyboard.press('Enter');
    await expect(guide).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(guide).toBeHidden();
    await expect(open).toBeFocused();
  });

  test('axe finds no serious issue on the guide', async ({ page }) => {
    await page.goto(await firstProductOf(page, 'kolca'));
    await page.getByRole('button', { name: 'Как узнать размер' }).click();
    await expect(page.getByRole('dialog', { name: GUIDE })).toBeVisible();
    const { passes, serious } = await axeSeriousIssues(page, '[role="dialog"]');
    // axe did look at the dialog (a selector matching nothing would pass everything)
    expect(passes).toBeGreaterThan(10);
    expect(serious).toEqual([]);
  });
});
