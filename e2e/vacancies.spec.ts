import { expect, test, type Page } from '@playwright/test';

import { E2E_API_URL } from './helpers';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const vacancyCards = (page: Page) =>
  page.getByRole('list', { name: 'Вакансии' }).getByRole('article');

async function fillApplication(page: Page) {
  const form = page.getByRole('form', { name: /Отклик на вакансию/ });
  await form.getByRole('textbox', { name: /^Имя/ }).fill('Мария Котова');
  await form.getByRole('textbox', { name: /^Телефон/ }).pressSequentially('9161234567');
  await form.getByRole('textbox', { name: /^Email/ }).fill('maria@example.ru');
  await form.getByRole('checkbox', { name: /Согласие на обработку персональных данных/ }).check();
  return form;
}

test.describe('vacancies', () => {
  test('the department filter narrows the list', async ({ page }) => {
    await page.goto('/vacancies/');
    await expect(page.getByRole('heading', { level: 1, name: 'Вакансии' })).toBeVisible();
    const all = await vacancyCards(page).count();
    expect(all).toBeGreaterThanOrEqual(12);
    await expect(page.getByText(`Открыто ${all} вакансий`)).toBeVisible();
    await expect(vacancyCards(page).first()).toContainText('₽');

    const filter = page.getByRole('navigation', { name: 'Отделы' });
    await filter.getByRole('link', { name: /Склад и логистика/ }).click();
    await page.waitForURL(/\/vacancies\/\?department=\d+$/);
    await expect(filter.getByRole('link', { name: /Склад и логистика/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('link', { name: 'Кладовщик-комплектовщик' })).toBeVisible();
    const shown = await vacancyCards(page).count();
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(all);
    for (const card of await vacancyCards(page).all()) {
      await expect(card).toContainText('Склад и логистика');
    }
    await expect(page).toHaveTitle(/Вакансии: Склад и логистика/);
  });

  test('a vacancy page shows the description; an unknown one is 404', async ({ page }) => {
    await page.goto('/vacancies/');
    await page
      .getByRole('list', { name: 'Вакансии' })
      .getByRole('link', { name: 'Курьер', exact: true })
      .click();
    await page.waitForURL('**/vacancies/kurer-moskva/');
    await expect(page.getByRole('heading', { level: 1, name: 'Курьер' })).toBeVisible();
    await expect(page.getByText(/70\s000\s–\s95\s000\s₽/)).toBeVisible();
    for (const section of ['Обязанности', 'Требования', 'Условия']) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    await expect(
      page
        .getByRole('navigation', { name: 'Хлебные крошки' })
        .getByRole('link', { name: 'Вакансии' }),
    ).toHaveAttribute('href', '/vacancies/');
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.some((text) => text.includes('"JobPosting"'))).toBe(true);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/vacancies\/kurer-moskva\/$/,
    );

    const missing = await page.goto('/vacancies/no-such-vacancy/');
    expect(missing?.status()).toBe(404);
  });

  test('an application with a PDF is sent and the file is stored', async ({ page, request }) => {
    await page.goto('/vacancies/prodavec-konsultant-kazan/');
    const form = await fillApplication(page);
    await form.getByLabel(/^Резюме/).setInputFiles({
      name: 'Резюме Котова.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await expect(form.getByText(/Резюме Котова\.pdf/)).toBeVisible();
    const answer = page.waitForResponse('**/svc/main/vacancies/apply');
    await form.getByRole('button', { name: 'Откликнуться' }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    const { id } = (await response.json()) as { id: number };

    const status = page.getByRole('status').filter({ hasText: 'Отклик отправлен' });
    await expect(status).toContainText('Спасибо! Отклик отправлен.');
    await expect(status).toContainText('свяжется с вами по телефону в течение 3 рабочих дней');

    const stored = await request.get(`${E2E_API_URL}/main/vacancies/__test/application/${id}`);
    expect(stored.ok()).toBe(true);
    expect(await stored.json()).toMatchObject({
      item: {
        name: 'Мария Котова',
        phone: '+7 (916) 123-45-67',
        file_name: 'Резюме Котова.pdf',
        storedBytes: PDF.length,
      },
    });
  });

  test('an .exe is refused with the message, in the form and by the API', async ({
    page,
    request,
  }) => {
    await page.goto('/vacancies/kurer-moskva/');
    const form = await fillApplication(page);
    await form.getByLabel(/^Резюме/).setInputFiles({
      name: 'resume.exe',
      mimeType: 'application/x-msdownload',
      buffer: Buffer.from('MZ\x90\x00'),
    });
    const message = 'Допустимые форматы: PDF, DOC, DOCX, RTF, ODT, TXT, JPG, PNG';
    await expect(form.getByText(message)).toBeVisible();
    await form.getByRole('button', { name: 'Откликнуться' }).click();
    await expect(form.getByLabel(/^Резюме/)).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'Отклик отправлен' })).toHaveCount(0);

    // the same file sent past the form, through the store's service door
    const refused = await request.post('/svc/main/vacancies/apply', {
      multipart: {
        vacancy_id: '1',
        name: 'Мария',
        phone: '+7 (916) 123-45-67',
        file: {
          name: 'resume.exe',
          mimeType: 'application/x-msdownload',
          buffer: Buffer.from('MZ'),
        },
      },
    });
    expect(refused.status()).toBe(422);
    expect(await refused.json()).toMatchObject({ errors: { file: [message] } });
  });

  test('a file the server refuses shows the server message at the CV field, not a network one', async ({
    page,
  }) => {
    await page.goto('/vacancies/kurer-moskva/');
    const form = await fillApplication(page);
    // named .pdf, so the form lets it through; the API reads an executable and refuses it
    await form.getByLabel(/^Резюме/).setInputFiles({
      name: 'resume.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('MZ\x90\x00'),
    });
    const answer = page.waitForResponse('**/svc/main/vacancies/apply');
    await form.getByRole('button', { name: 'Откликнуться' }).click();
    const response = await answer;
    expect(response.status()).toBe(422);
    const message = 'Содержимое файла не соответствует его формату';
    expect(await response.json()).toMatchObject({ errors: { file: [message] } });

    const cv = form.getByLabel(/^Резюме/);
    await expect(cv).toHaveAccessibleDescription(new RegExp(message));
    await expect(cv).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText(/Проверьте подключение к интернету/)).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Отклик отправлен' })).toHaveCount(0);
  });
});
