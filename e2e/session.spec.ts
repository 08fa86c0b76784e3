import { expect, test, type BrowserContext, type Page } from '@playwright/test';

import { signInDemo, type DemoSession } from './helpers';

/**
 * The customer's session: tokens live only in the browser's storage and go on
 * logout and on any 401; the server renders no customer data on account pages, whatever the
 * request carries. The demo customer signs in through the API (e-mail and password).
 */

const DEMO_DATA = ['Демидова', 'Сергеевна', 'demo@zoloto.test', '000-00-01', '9000000001'];
const SESSION_KEYS = ['accessToken', 'profileToken', 'userId', 'userName'];

/**
 * Stores the session once, for the first page the test opens: an init script that puts the tokens
 * into the first document of the store and never again (an init script on every navigation would
 * put them back and hide a logout). Setting them on an open page instead would let that page's own
 * requests meet the tokens (and a bogus token's 401) before the page under test is opened.
 */
async function signIn(page: Page, session: DemoSession) {
  await page.addInitScript((stored: DemoSession) => {
    if (window.location.origin === 'null' || window.sessionStorage.getItem('e2e-signed-in')) return;
    window.sessionStorage.setItem('e2e-signed-in', '1');
    window.localStorage.setItem('accessToken', stored.accessToken);
    window.localStorage.setItem('profileToken', stored.profileToken);
    window.localStorage.setItem('userName', stored.userName);
  }, session);
}

async function expectNoTokenLeft(page: Page, context: BrowserContext, session: DemoSession) {
  const stored = await page.evaluate(
    (keys) => keys.map((key) => window.localStorage.getItem(key)),
    SESSION_KEYS,
  );
  expect(stored).toEqual(SESSION_KEYS.map(() => null));
  const everything = await page.evaluate(() => ({
    local: JSON.stringify({ ...window.localStorage }),
    session: JSON.stringify({ ...window.sessionStorage }),
    cookie: document.cookie,
  }));
  const cookies = JSON.stringify(await context.cookies());
  for (const token of [session.accessToken, session.profileToken]) {
    expect(everything.local).not.toContain(token);
    expect(everything.session).not.toContain(token);
    expect(everything.cookie).not.toContain(token);
    expect(cookies).not.toContain(token);
  }
}

test.describe('session', () => {
  test('«Выйти» leaves no token in storage or cookies, and /account/ asks to sign in', async ({
    page,
    context,
    request,
  }) => {
    const session = await signInDemo(request);
    // the call the browser makes with the access token (the door forwards only those)
    const profileWith = (token: string) =>
      request.get('/svc/core/jwt/token', { headers: { Authorization: `Bearer ${token}` } });
    expect((await profileWith(session.accessToken)).status()).toBe(200);
    await signIn(page, session);
    await page.goto('/account/profile/');
    const form = page.getByRole('form', { name: 'Личные данные' });
    await expect(form.getByRole('textbox', { name: 'Фамилия' })).toHaveValue('Демидова');

    await page
      .getByRole('navigation', { name: 'Личный кабинет' })
      .getByRole('button', { name: 'Выйти' })
      .click();
    await expect(page.getByRole('dialog', { name: 'Похоже, ваша сессия истекла' })).toBeVisible();
    await expectNoTokenLeft(page, context, session);
    // the API forgot the token too: it no longer opens the profile
    expect((await profileWith(session.accessToken)).status()).toBe(401);

    await page.goto('/account/');
    await expect(page.getByRole('dialog', { name: 'Вход в личный кабинет' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByText('Войдите, чтобы увидеть личный кабинет')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Личные данные' })).toHaveCount(0);
    for (const secret of DEMO_DATA) await expect(page.getByText(secret)).toHaveCount(0);
  });

  test('a 401 in the middle of a session clears the token and shows none of the data', async ({
    page,
    context,
    request,
  }) => {
    const session = await signInDemo(request);
    await signIn(page, session);
    // the page's own background calls (profile check, favourites count) answer before the session
    // ends, so the first call to meet the ended session is the one the next page makes
    const settled = Promise.all(
      ['/svc/core/is-fill-profile', '/svc/catalog/product/wishlist/short'].map((path) =>
        page.waitForResponse((response) => new URL(response.url()).pathname === path),
      ),
    );
    await page.goto('/account/profile/');
    await expect(
      page.getByRole('form', { name: 'Личные данные' }).getByRole('textbox', { name: 'Фамилия' }),
    ).toHaveValue('Демидова');
    await settled;

    // The session ends on the server (another device signed out): the next API call answers 401.
    const revoked = await request.post('/svc/main/auth/logout', {
      headers: { token: session.accessToken },
      data: {},
    });
    expect(revoked.ok()).toBe(true);
    await page
      .getByRole('navigation', { name: 'Личный кабинет' })
      .getByRole('link', { name: 'Мои заказы' })
      .click();

    const modal = page.getByRole('dialog', { name: 'Похоже, ваша сессия истекла' });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText(
      'Вы вышли из личного кабинета. Пожалуйста, авторизуйтесь заново',
    );
    await expectNoTokenLeft(page, context, session);
    await expect(page.getByRole('article', { name: /^Заказ № / })).toHaveCount(0);
  });

  test('a bogus token in storage is dropped on the first 401', async ({ page, context }) => {
    const bogus: DemoSession = {
      accessToken: 'bogus-access-token',
      profileToken: 'bogus-profile-token',
      userName: 'Анна',
    };
    await signIn(page, bogus);
    await page.goto('/account/profile/');
    await expect(page.getByRole('dialog', { name: 'Похоже, ваша сессия истекла' })).toBeVisible();
    await expectNoTokenLeft(page, context, bogus);
    await expect(page.getByRole('form', { name: 'Личные данные' })).toHaveCount(0);
  });

  test('the server renders none of the customer’s data on account pages, even with the tokens', async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    const session = await signInDemo(request);
    const orders = await request.get('/svc/core/orders', {
      headers: { token: session.accessToken, authorization: `Bearer ${session.profileToken}` },
    });
    expect(orders.ok()).toBe(true);
    const { items } = (await orders.json()) as { items: { number: string }[] };
    const secrets = [...DEMO_DATA, ...items.map((order) => order.number)];

    // Whatever the request carries — the token headers, token cookies, the cart cookie of a real
    // browser — the HTML that leaves the server has no customer data in it.
    await signIn(page, session);
    await page.goto('/account/orders/');
    await expect(page.getByRole('heading', { name: 'Мои заказы' })).toBeVisible();
    const cookies = (await page.context().cookies())
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .concat([`accessToken=${session.accessToken}`, `profileToken=${session.profileToken}`]);
    for (const path of ['/account/', '/account/orders/', '/account/profile/']) {
      const served = await request.get(path, {
        headers: {
          cookie: cookies.join('; '),
          token: session.accessToken,
          authorization: `Bearer ${session.profileToken}`,
        },
      });
      expect(served.status()).toBe(200);
      const html = await served.text();
      for (const secret of secrets) expect(html, `${path} holds ${secret}`).not.toContain(secret);
    }

    // Without JavaScript the page shows no data at all.
    const noJs = await browser.newContext({ baseURL: baseURL!, javaScriptEnabled: false });
    try {
      const bare = await noJs.newPage();
      await bare.goto('/account/orders/');
      const text = await bare.locator('body').innerText();
      for (const secret of secrets) expect(text).not.toContain(secret);
    } finally {
      await noJs.close();
    }
  });
});
