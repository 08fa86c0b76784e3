import { expect, test, type Page } from '@playwright/test';

import { pageCss } from './helpers';

/** A fresh address per test and project: the e2e database is shared by the whole run. */
function uniqueEmail(tag: string): string {
  const project = test.info().project.name;
  return `${tag}.${project}.${Date.now()}.${test.info().workerIndex}@example.ru`;
}

function footerForm(page: Page) {
  return page.getByRole('contentinfo').getByRole('form', { name: 'Подпишитесь на рассылку' });
}

async function fill(page: Page, email: string) {
  const form = footerForm(page);
  await form.getByRole('textbox', { name: /Email для рассылки/ }).fill(email);
  await form.getByRole('checkbox', { name: /Согласие на обработку персональных данных/ }).check();
  await form.getByRole('button', { name: 'Подписаться' }).click();
}

test.describe('newsletter in the footer', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/success/');
    await footerForm(page).scrollIntoViewIfNeeded();
  });

  test('an empty submit shows the messages on the field and on the checkbox', async ({ page }) => {
    const form = footerForm(page);
    const email = form.getByRole('textbox', { name: /Email для рассылки/ });
    const consent = form.getByRole('checkbox', { name: /Согласие на обработку/ });
    await expect(consent).not.toBeChecked();
    await expect(form.getByRole('link', { name: 'политикой конфиденциальности' })).toHaveAttribute(
      'href',
      '/policy/',
    );
    await form.getByRole('button', { name: 'Подписаться' }).click();
    await expect(form.getByText('Обязательное поле')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    await expect(consent).toHaveAttribute('aria-invalid', 'true');
    await expect(consent).toHaveAccessibleDescription(
      'Необходимо согласие на обработку персональных данных',
    );

    await email.fill('anna@mail');
    await form.getByRole('button', { name: 'Подписаться' }).click();
    await expect(form.getByText('Неверный формат почты')).toBeVisible();
  });

  test('a valid address gets «Спасибо за подписку», a repeat the already-subscribed toast', async ({
    page,
  }) => {
    const email = uniqueEmail('footer');
    // spaces inside the address are removed before it is sent
    await fill(page, ` ${email.replace('@', ' @ ')} `);
    const dialog = page.getByRole('dialog', { name: 'Спасибо за подписку' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Хорошо' }).click();
    await expect(dialog).toBeHidden();
    await expect(footerForm(page).getByRole('button', { name: 'Подписаться' })).toBeFocused();
    await expect(footerForm(page).getByRole('textbox', { name: /Email/ })).toHaveValue('');

    await fill(page, email.toUpperCase());
    const toast = page.locator('.Toastify').getByText('Вы уже подписаны на рассылку');
    await expect(toast).toBeVisible();
    // the toast's stylesheet arrives with react-toastify itself (lib/platform/toastify-bundle.ts): the
    // container is placed top-right over the page, not in the flow at the end of it
    const container = page.locator('.Toastify__toast-container--top-right');
    await expect(container).toHaveCSS('position', 'fixed');
    const box = await container.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && box.y < viewport.height / 2).toBe(true);
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});

test('the toast stylesheet does not block the first paint of a page', async ({ request }) => {
  // the page's CSS, inlined in the document or linked
  const blocks = await pageCss(request, '/success/');
  expect(blocks.length).toBeGreaterThan(0);
  for (const css of blocks) {
    expect(css).toContain('{');
    expect(css).not.toContain('Toastify');
  }
});

test.describe('newsletter on a landing', () => {
  test('the landing block subscribes with its own form', async ({ page }) => {
    await page.goto('/podveska-v-podarok/');
    const block = page.getByRole('main').getByRole('region', { name: 'Подписка на рассылку' });
    const form = block.getByRole('form', { name: 'Подпишитесь на рассылку' });
    await form.scrollIntoViewIfNeeded();
    await form.getByRole('button', { name: 'Подписаться' }).click();
    await expect(form.getByText('Обязательное поле')).toBeVisible();

    await form.getByRole('textbox', { name: /Email для рассылки/ }).fill(uniqueEmail('landing'));
    await form.getByRole('checkbox', { name: /Согласие на обработку персональных данных/ }).check();
    await form.getByRole('button', { name: 'Подписаться' }).click();
    await expect(page.getByRole('dialog', { name: 'Спасибо за подписку' })).toBeVisible();
  });
});
