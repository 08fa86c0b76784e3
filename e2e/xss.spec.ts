import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import { E2E_API_URL, clientAddress, storeSession, type DemoSession } from './helpers';

/**
 * Hostile text renders inert (XSS): product names and descriptions, a rules document's
 * HTML (CMS HTML of the blog is covered by e2e/blog.spec.ts), search text in the URL and the header
 * field, and a customer's names. The hostile data goes straight into the reference API's database
 * through its test hooks (reference-api/src/testing/hostile-content.ts), past every validation.
 * Each check: no dialog opened, no injected element or handler in the DOM, the text shown as text.
 */

const MARK = 7331;
const SCRIPT = `<script>alert(${MARK})</script>`;
const IMG = `"><img src=x onerror=alert(${MARK})>`;
const SVG = `<svg/onload=alert(${MARK})>`;

/** Collects dialogs (alert, confirm, prompt) the page opens; there must be none. */
function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

/** Elements or attributes the payloads would have created if they had become markup. */
async function injected(page: Page) {
  return page.evaluate((mark) => {
    const handlers: string[] = [];
    for (const element of document.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        if (/^on/i.test(attribute.name) && attribute.value.includes(String(mark))) {
          handlers.push(`${element.tagName}[${attribute.name}]`);
        }
        if (/^\s*javascript:/i.test(attribute.value))
          handlers.push(`${element.tagName}[${attribute.name}]`);
      }
    }
    const scripts = [...document.querySelectorAll('script')]
      .filter((script) => (script.textContent ?? '').includes(`alert(${mark})`))
      .filter((script) => script.type !== 'application/ld+json' && !script.id.startsWith('__NEXT'))
      .filter((script) => !(script.textContent ?? '').startsWith('self.__next_f'));
    return {
      images: document.querySelectorAll('img[src="x"]').length,
      svgs: [...document.querySelectorAll('svg')].filter((svg) => svg.getAttribute('onload'))
        .length,
      scripts: scripts.length,
      handlers,
    };
  }, MARK);
}

async function expectInert(page: Page, dialogs: string[]) {
  expect(await injected(page)).toEqual({ images: 0, svgs: 0, scripts: 0, handlers: [] });
  expect(dialogs).toEqual([]);
}

async function hook<T>(request: APIRequestContext, path: string, data: object): Promise<T> {
  const response = await request.post(`${E2E_API_URL}/__test/hostile/${path}`, { data });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

test.describe('hostile text renders inert', () => {
  test('a product name and description', async ({ page, request }) => {
    const name = `Кольцо ${SCRIPT}${SVG}`;
    const description = `Описание ${IMG} конец`;
    const { slug } = await hook<{ slug: string }>(request, 'product', { name, description });
    const dialogs = watchDialogs(page);

    await page.goto(`/product/${slug}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByText(description, { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`alert\\(${MARK}\\)`));
    await expectInert(page, dialogs);
  });

  test('a rules document with scripts, handlers and javascript: links', async ({
    page,
    request,
  }) => {
    const html = [
      `<h2>Раздел ${SCRIPT}</h2>`,
      `<p>Текст <img src=x onerror=alert(${MARK})> и <a href="javascript:alert(${MARK})">ссылка</a></p>`,
      `<h2 onclick="alert(${MARK})">Второй раздел</h2>`,
      `<p><iframe src="javascript:alert(${MARK})"></iframe>${SVG}<style>body{display:none}</style></p>`,
      `<p><a href="//evil.example/">чужой сайт</a> <a href="/\\evil.example/">тоже</a></p>`,
    ].join('');
    const { slug } = await hook<{ slug: string }>(request, 'rule', {
      title: `Правила ${SCRIPT}`,
      html,
    });
    const dialogs = watchDialogs(page);

    await page.goto(`/rules/${slug}/`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Правила ${SCRIPT}`);
    // the table of contents lists the sections by their text
    const toc = page.getByRole('navigation', { name: 'Содержание' });
    await expect(toc.getByRole('link', { name: 'Раздел', exact: true })).toBeVisible();
    await expect(toc.getByRole('link', { name: 'Второй раздел' })).toBeVisible();
    await expect(page.getByText('Текст', { exact: false }).first()).toBeVisible();
    const links = await page
      .locator('article a')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    for (const href of links) {
      expect(href, 'no script or off-site link survives').not.toMatch(
        /^\s*javascript:|^\/\/|^\/\\/i,
      );
    }
    expect(await page.locator('article iframe, article style').count()).toBe(0);
    await expectInert(page, dialogs);
  });

  for (const payload of [SCRIPT, IMG, SVG, `${SCRIPT}${IMG}`]) {
    test(`search text in the address: ${payload}`, async ({ page }) => {
      const dialogs = watchDialogs(page);
      await page.goto(`/catalog/?filter[search]=${encodeURIComponent(payload)}`);
      await expect(page.getByText(`по запросу «${payload}»`, { exact: true })).toBeVisible();
      await expectInert(page, dialogs);
    });
  }

  test('search text typed into the header field, with hostile suggestions', async ({
    page,
    request,
    isMobile,
  }) => {
    test.skip(isMobile, 'the header field is the desktop layout');
    const name = `Кольцо ксс${MARK} ${IMG}`;
    await hook(request, 'product', { name, description: 'Описание' });
    const dialogs = watchDialogs(page);
    await page.goto('/');
    const field = page.getByRole('searchbox', { name: 'Поиск' });
    await field.fill(`ксс${MARK} ${SCRIPT}`);
    await field.fill(`ксс${MARK}`);
    const suggestions = page.getByLabel('Подсказки поиска');
    await expect(suggestions.getByText(name, { exact: true }).first()).toBeVisible();
    await expectInert(page, dialogs);

    await field.fill(`${SCRIPT}${IMG}`);
    await field.press('Enter');
    await page.waitForURL(/\/catalog\/\?filter\[search\]=/);
    await expect(page.getByText(`по запросу «${SCRIPT}${IMG}»`, { exact: true })).toBeVisible();
    await expectInert(page, dialogs);
  });

  test('a customer’s names in the header and the account', async ({ page, request }) => {
    const client = clientAddress(); // code sends are limited per client
    const phone = `+7 (9${String(Date.now()).slice(-2)}) ${String(Math.floor(Math.random() * 900) + 100)}-${String(Math.floor(Math.random() * 90) + 10)}-${String(Math.floor(Math.random() * 90) + 10)}`;
    // a new customer signs up by code (REFERENCE_OTP_CODE of the e2e API is 111111)
    const login = async () => {
      const sent = await request.post('/svc/main/otp/sendV2', {
        data: { phone, recaptcha_token: 'e2e', messageType: 'SMS' },
        headers: client,
      });
      expect(sent.ok(), await sent.text()).toBe(true);
      const { otp_id } = (await sent.json()) as { otp_id: string };
      const answer = await request.post('/svc/main/auth/login', {
        data: { phone, otp_id, otp_code: '111111' },
      });
      expect(answer.ok(), await answer.text()).toBe(true);
      return (await answer.json()) as { access_token: string; user: { name: string | null } };
    };
    await login();
    const name = `Анна${IMG}`;
    const surname = `${SCRIPT}Иванова`;
    await hook(request, 'customer', { phone, name, surname });
    const { access_token, user } = await login();
    expect(user.name).toBe(name);
    const jwt = await request.get('/svc/core/jwt/token', {
      headers: { Authorization: `Bearer ${access_token}` },
    });
    const { token } = (await jwt.json()) as { token: string };
    const session: DemoSession = { accessToken: access_token, profileToken: token, userName: name };
    await storeSession(page, session);
    const dialogs = watchDialogs(page);

    await page.goto('/account/profile/');
    await expect(page.getByRole('textbox', { name: 'Имя', exact: true })).toHaveValue(name);
    await expect(page.getByRole('textbox', { name: 'Фамилия', exact: true })).toHaveValue(surname);
    await expectInert(page, dialogs);

    // the header (desktop) or the bottom bar (mobile) labels the profile with the name, as text
    await page.goto('/');
    await expect(
      page.getByRole('link', { name: new RegExp(`onerror=alert\\(${MARK}\\)`) }).first(),
    ).toBeVisible();
    await expectInert(page, dialogs);
  });
});
