import { expect, test } from '@playwright/test';

test.describe('rules, legal pages and FAQ', () => {
  test('the rules list leads to a document with its text', async ({ page }) => {
    await page.goto('/rules/');
    await expect(page.getByRole('heading', { level: 1, name: 'Правила' })).toBeVisible();
    const documents = page.getByRole('list', { name: 'Документы' });
    // the six seeded documents, in their order; e2e/xss.spec.ts may have added one after them
    const seeded = [
      'Пользовательское соглашение',
      'Правила продажи (оферта)',
      'Публичная оферта с рассрочкой платежа',
      'Политика обработки персональных данных',
      'Правила бонусной программы',
      'Правила проведения акций',
    ];
    await expect(documents.getByRole('link')).not.toHaveCount(0);
    expect((await documents.getByRole('link').allInnerTexts()).slice(0, 6)).toEqual(seeded);
    await documents.getByRole('link', { name: 'Пользовательское соглашение' }).click();
    await page.waitForURL('**/rules/polzovatelskoe_soglashenie/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Пользовательское соглашение' }),
    ).toBeVisible();
    await expect(page.getByText(/^Редакция от \d{2}\.\d{2}\.\d{4}$/)).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: '3. Регистрация и личный кабинет' }),
    ).toBeVisible();
    const toc = page.getByRole('navigation', { name: 'Содержание' });
    await toc.getByRole('link', { name: '8. Порядок разрешения споров' }).click();
    await expect(page).toHaveURL(/#section-8$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/rules\/polzovatelskoe_soglashenie\/$/,
    );
  });

  test('the offer and the personal-data policy show their text', async ({ page }) => {
    await page.goto('/sale_rules/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Правила продажи (оферта)' }),
    ).toBeVisible();
    await expect(page.getByText(/статьёй 437 Гражданского кодекса/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '6. Обмен и возврат' })).toBeVisible();

    await page.goto('/policy/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Политика обработки персональных данных' }),
    ).toBeVisible();
    await expect(page.getByText(/№ 152-ФЗ «О персональных данных»/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '3. Цели обработки' })).toBeVisible();
  });

  test('the instalment offer linked from checkout has its text', async ({ page }) => {
    await page.goto('/rules/public_oferta_s_rassrochkoy_plateja/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Публичная оферта с рассрочкой платежа' }),
    ).toBeVisible();
    await expect(page.getByText(/от 3 000 до 300 000 рублей/)).toBeVisible();
  });

  test('an unknown rules document is a 404', async ({ page }) => {
    const response = await page.goto('/rules/no-such-rules/');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Страница не найдена').first()).toBeVisible();
  });

  test('the FAQ opens an answer and carries FAQPage structured data', async ({ page }) => {
    await page.goto('/faq/');
    await expect(page.getByRole('heading', { level: 1, name: 'Вопросы и ответы' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Размеры' })).toBeVisible();
    const answer = page.getByText(/размер кольца равен диаметру в миллиметрах/);
    await expect(answer).toBeHidden();
    await page.getByText('Как узнать размер кольца?').click();
    await expect(answer).toBeVisible();

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const faq = jsonLd
      .map((text) => JSON.parse(text) as { '@type'?: string; mainEntity?: unknown[] })
      .find((data) => data['@type'] === 'FAQPage');
    expect(faq?.mainEntity?.length).toBeGreaterThanOrEqual(15);
    expect(faq?.mainEntity).toContainEqual(
      expect.objectContaining({
        name: 'Как узнать размер кольца?',
        acceptedAnswer: expect.objectContaining({
          text: expect.stringMatching(/^Измерьте внутренний диаметр[^<]*вечером/),
        }),
      }),
    );
  });
});
