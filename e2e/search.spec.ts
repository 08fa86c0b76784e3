import { expect, test } from '@playwright/test';

test.describe('header search (spec 2.4)', () => {
  test('suggestions only from 3 characters; submit lands on the filtered catalogue', async ({
    page,
  }) => {
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/svc/catalog/product/list/'))
        searches.push(request.postData() ?? '');
    });
    await page.goto('/about/');
    const field = page.getByRole('searchbox', { name: 'Поиск' }).filter({ visible: true }).first();
    await field.pressSequentially('из', { delay: 50 });
    // proving that nothing is asked needs a bounded wait past the 400 ms debounce
    await page.waitForTimeout(800);
    expect(searches).toEqual([]);
    await expect(page.getByRole('region', { name: 'Подсказки поиска' })).toBeHidden();

    await field.pressSequentially('умруд', { delay: 50 });
    const suggestions = page.getByRole('region', { name: 'Подсказки поиска' });
    await expect(suggestions).toBeVisible();
    await expect(suggestions.getByRole('link').first()).toBeVisible();
    expect(searches).toHaveLength(1);
    expect(JSON.parse(searches[0]!)).toMatchObject({ filter: { search: 'изумруд' } });

    await field.press('Enter');
    await page.waitForURL(/\/catalog\/\?filter(%5B|\[)search(%5D|\])=/);
    const names = await page
      .getByRole('list', { name: 'Товары' })
      .getByRole('heading', { level: 2 })
      .allInnerTexts();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name.toLowerCase()).toContain('изумруд');
  });
});
