import { expect, test } from '@playwright/test';

/** Today's date in Moscow as «d MMMM». */
function moscowDayMonth(date: Date): string {
  return new Intl.DateTimeFormat('ru-RU', {
    timeZone: 'Europe/Moscow',
    day: 'numeric',
    month: 'long',
  }).format(date);
}

test.describe('gift calendar', () => {
  test('open days show their offers, locked days show when they open', async ({ page }) => {
    await page.goto('/calendar/');
    await expect(page.getByRole('heading', { level: 1, name: 'Календарь подарков' })).toBeVisible();
    const days = page.getByRole('list', { name: 'Календарь подарков' }).getByRole('listitem');
    // the seeded window: 10 days before today, today, 13 days after
    await expect(days).toHaveCount(24);
    const locked = days.filter({ hasText: /Откроется/ });
    await expect(locked).toHaveCount(13);
    await expect(locked.first().getByRole('link')).toHaveCount(0);
    await expect(locked.first().getByRole('button')).toHaveCount(0);

    const today = page.locator('li[aria-current="date"]');
    await expect(today).toHaveCount(1);
    await expect(today).toContainText('Сегодня');
    await expect(today).toContainText(moscowDayMonth(new Date()));
    await expect(today.getByRole('heading', { level: 2 })).toBeVisible();

    const first = days.first();
    await expect(first.getByRole('heading', { name: 'Скидка 15% на серьги' })).toBeVisible();
    await expect(first.getByText('SERGI15')).toBeVisible();
    await expect(first.getByRole('button', { name: 'Скопировать промокод SERGI15' })).toBeVisible();
    await expect(first.getByRole('link', { name: 'Воспользоваться' })).toHaveAttribute(
      'href',
      '/catalog/sergi/',
    );
  });

  test('a locked day’s offer is not in the page', async ({ request }) => {
    const html = await (await request.get('/calendar/')).text();
    // the last seeded offer belongs to a day 13 days ahead
    expect(html).not.toContain('FINAL25');
    expect(html).not.toContain('Главный подарок');
  });
});
