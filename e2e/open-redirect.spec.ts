import { expect, test, type APIRequestContext } from '@playwright/test';

import { E2E_API_URL } from './helpers';

/**
 * Open redirects: the path saved before an external sign-in (`oidcLastPath`) is the one
 * return target the browser follows on its own. Whatever it holds — another host, a scheme, an
 * encoded or folded variant, tabs and newlines — the finished sign-in lands on this site. The guard
 * is lib/platform/safe-redirect.ts (unit-tested there); the payment and sign-in stand-ins of the reference
 * API pin their return pages (reference-api/src/validation-parity.test.ts).
 */

const HOSTILE_RETURNS = [
  '//evil.example/',
  '///evil.example/',
  '/\\evil.example/',
  '/\\/evil.example/',
  'https://evil.example/',
  'javascript:alert(7331)',
  '/.//evil.example/',
  '/%2e%2e//evil.example/',
  '/\t/evil.example/',
  '/\n/evil.example/',
  ' //evil.example/',
];

/** An external sign-in at the reference API's stand-in provider, up to its return to the store. */
async function providerReturn(request: APIRequestContext, baseURL: string): Promise<string> {
  const start = await request.get('/svc/core/oidc-gid-get-redirect-url', {
    params: { redirect_uri: `${baseURL}/oidc/gid/` },
  });
  expect(start.ok()).toBe(true);
  const { redirect_url } = (await start.json()) as { redirect_url: string };
  const state = new URL(redirect_url).searchParams.get('state')!;
  // the stand-in provider signs in an existing customer with the password
  const authorize = await request.post(`${E2E_API_URL}/core/oidc/provider/authorize`, {
    form: { type: 'gid', state, email: 'demo@zoloto.test', password: 'demo12345' },
    maxRedirects: 0,
  });
  expect(authorize.status()).toBe(303);
  const back = new URL(authorize.headers()['location']!);
  expect(back.origin).toBe(new URL(baseURL).origin);
  return `${back.pathname}${back.search}`;
}

test.describe('oidcLastPath only ever leads back to this site', () => {
  for (const saved of HOSTILE_RETURNS) {
    test(`a saved ${JSON.stringify(saved)} returns to the home page`, async ({
      page,
      request,
      baseURL,
    }) => {
      const offSite: string[] = [];
      await page.route(/evil\.example/, (route) => {
        offSite.push(route.request().url());
        return route.abort();
      });
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      const returnPath = await providerReturn(request, baseURL!);
      await page.addInitScript((value) => {
        // only before the first load: the return page clears it once used
        if (!window.sessionStorage.getItem('seeded')) {
          window.sessionStorage.setItem('seeded', '1');
          window.localStorage.setItem('oidcLastPath', value);
        }
      }, saved);

      await page.goto(returnPath);
      // an off-site navigation is aborted above, so wait for either outcome
      await expect
        .poll(() => offSite.length > 0 || new URL(page.url()).pathname === '/')
        .toBe(true);
      expect(offSite, 'the browser tried to leave the site').toEqual([]);
      await page.waitForURL((url) => url.pathname === '/' && !url.search);
      expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
      // signed in, and the saved path is spent
      await expect
        .poll(() => page.evaluate(() => window.localStorage.getItem('accessToken')))
        .toBeTruthy();
      expect(await page.evaluate(() => window.localStorage.getItem('oidcLastPath'))).toBeNull();
      expect(offSite).toEqual([]);
      expect(dialogs).toEqual([]);
    });
  }

  test('a saved same-site path is where the sign-in returns', async ({
    page,
    request,
    baseURL,
  }) => {
    const returnPath = await providerReturn(request, baseURL!);
    await page.addInitScript(() => {
      if (!window.sessionStorage.getItem('seeded')) {
        window.sessionStorage.setItem('seeded', '1');
        window.localStorage.setItem('oidcLastPath', '/catalog/sergi/?sort=new');
      }
    });
    await page.goto(returnPath);
    await page.waitForURL((url) => url.pathname === '/catalog/sergi/');
    expect(new URL(page.url()).search).toBe('?sort=new');
  });
});
