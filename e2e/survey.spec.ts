import { expect, test, type Page } from '@playwright/test';

const THANKS = 'Спасибо! Ваши ответы отправлены.';
const group = (page: Page, name: RegExp) => page.getByRole('group', { name });

test.describe('surveys and quizzes', () => {
  test('the quiz shows messages on an empty submit, then the thank-you and a result', async ({
    page,
  }) => {
    await page.goto('/quiz/');
    await expect(page.getByRole('heading', { level: 1, name: 'Опрос' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Какое украшение вам подходит?' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Отправить ответы' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Обязательное поле' })).toHaveCount(4);

    await group(page, /стиль одежды/)
      .getByLabel('Яркий: вечеринки и выходы в свет')
      .check();
    await group(page, /металл/)
      .getByLabel('Белое золото с камнями')
      .check();
    await group(page, /Для каких случаев/)
      .getByLabel('На праздник')
      .check();
    await group(page, /крупными камнями/)
      .getByLabel('5', { exact: true })
      .check();
    await page.getByLabel(/давно хотите/).fill('Кольцо с изумрудом');
    await page.getByRole('button', { name: 'Отправить ответы' }).click();
    await expect(page.getByRole('heading', { name: THANKS })).toBeVisible();
    await expect(page.getByText(/Ваш результат: Акцент/)).toBeVisible();
  });

  test('an unknown questionnaire id says so', async ({ page }) => {
    await page.goto('/quiz/?id=00000000-0000-0000-0000-000000000000');
    await expect(page.getByRole('heading', { name: 'Опрос не найден' })).toBeVisible();
  });

  test('purchase feedback for an order is sent', async ({ page }) => {
    await page.goto('/feedback/?order=100234');
    await expect(page.getByRole('heading', { level: 1, name: 'Обратная связь' })).toBeVisible();
    await expect(page.getByText('Заказ № 100234')).toBeVisible();
    await group(page, /порекомендуете наш магазин/)
      .getByLabel('10', { exact: true })
      .check();
    await group(page, /качество украшения/)
      .getByLabel('5', { exact: true })
      .check();
    await group(page, /получили заказ/)
      .getByLabel('Курьером')
      .check();
    await page.getByRole('button', { name: 'Отправить ответы' }).click();
    await expect(page.getByRole('heading', { name: THANKS })).toBeVisible();
  });

  test('the TV survey saves the NPS when picked and sends the rest', async ({ page }) => {
    await page.goto('/feedbacktv/');
    await expect(page.getByRole('heading', { level: 1, name: 'Оценка эфира' })).toBeVisible();
    await page.getByRole('button', { name: 'Отправить ответы' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Обязательное поле' })).toHaveCount(1);
    const saved = page.waitForResponse(
      (response) =>
        response.url().includes('/nps/tv/save') && response.request().method() === 'PUT',
    );
    await group(page, /порекомендуете наш телеканал/)
      .getByLabel('9', { exact: true })
      .check();
    expect((await saved).status()).toBe(200);
    await page.getByLabel('Комментарий').fill('Очень понравился вечерний эфир');
    await page.getByRole('button', { name: 'Отправить ответы' }).click();
    await expect(page.getByRole('heading', { name: THANKS })).toBeVisible();
  });
});
