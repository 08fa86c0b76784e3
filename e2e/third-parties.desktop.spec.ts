import { spawn, type ChildProcess } from 'node:child_process';

import { expect, test, type Page } from '@playwright/test';

import { BASE_URL } from '../playwright.config';

import { E2E_API_URL, PAGE_VIEW, policyNonce, recordDataLayer } from './helpers';

/**
 * The tag manager and Yandex Metrica load only when configured, only after consent,
 * with the page's nonce and only their hosts in the policy. The main e2e store has neither, so
 * this file starts a store of its own with both set (port E2E_STORE_PORT + 10). Nothing leaves
 * the machine: the browser's requests for the two scripts are answered here (page.route).
 */
const PORT = Number(process.env.E2E_STORE_PORT ?? 3100) + 10;
const CONFIGURED_URL = `http://127.0.0.1:${PORT}`;
const GTM_ID = 'GTM-E2E0029';
const METRICA_ID = '29290029';

const GTM_SCRIPT = /^https:\/\/www\.googletagmanager\.com\/gtm\.js/;
const METRICA_SCRIPT = /^https:\/\/mc\.yandex\.ru\/metrika\/tag\.js/;
const THIRD_PARTY = /googletagmanager|yandex\.(ru|com)\/metrika|mc\.yandex|yastatic/;

let store: ChildProcess | undefined;

async function waitForStore(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await fetch(`${url}/favicon.ico`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`the configured store did not start on ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  store = spawn(process.execPath, ['scripts/server.mjs'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      NEXT_TELEMETRY_DISABLED: '1',
      REFERENCE_API_URL: E2E_API_URL,
      GTM_ID,
      YANDEX_METRICA_ID: METRICA_ID,
    },
    stdio: 'ignore',
    detached: true,
  });
  await waitForStore(CONFIGURED_URL, 120_000);
});

test.afterAll(() => {
  if (store?.pid) process.kill(-store.pid, 'SIGTERM');
});

/** Answers the two scripts locally and records what the page asked for. */
async function serveThirdParties(page: Page) {
  const asked: string[] = [];
  await page.route(THIRD_PARTY, (route) => {
    asked.push(route.request().url());
    return route.fulfill({
      contentType: 'application/javascript',
      body: GTM_SCRIPT.test(route.request().url())
        ? 'window.__gtmRan = true;'
        : 'window.__metricaRan = true;',
    });
  });
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return { asked, violations };
}

test('unconfigured (the main store): no banner, no third-party request, no host in the policy', async ({
  page,
  request,
}) => {
  const policy = (await request.get(`${BASE_URL}/`, { headers: PAGE_VIEW })).headers()[
    'content-security-policy'
  ];
  expect(policy).not.toMatch(THIRD_PARTY);
  const { asked } = await serveThirdParties(page);
  await page.goto(`${BASE_URL}/`);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  expect(asked).toEqual([]);
  await expect(page.getByRole('region', { name: 'Cookie и счётчики' })).toHaveCount(0);
  const layer = await page.evaluate(
    () => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [],
  );
  expect(layer).not.toContainEqual(expect.objectContaining({ event: 'gtm.js' }));
  // nothing would read field Web Vitals: the library is not loaded (FCP and TTFB would be in by now)
  expect(layer).not.toContainEqual(expect.objectContaining({ event: 'web_vitals' }));
});

test('configured: the policy names the counters’ hosts; nothing loads before consent', async ({
  page,
  request,
}) => {
  const policy = (await request.get(`${CONFIGURED_URL}/`, { headers: PAGE_VIEW })).headers()[
    'content-security-policy'
  ];
  expect(policy).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
  expect(policy).toMatch(/script-src [^;]*https:\/\/mc\.yandex\.ru[^;]*https:\/\/yastatic\.net/);
  expect(policy).toMatch(/connect-src [^;]*https:\/\/mc\.yandex\.com/);

  const { asked } = await serveThirdParties(page);
  await page.goto(`${CONFIGURED_URL}/`);
  const banner = page.getByRole('region', { name: 'Cookie и счётчики' });
  await expect(banner).toBeVisible();
  await page.waitForTimeout(500);
  expect(asked).toEqual([]);

  await banner.getByRole('button', { name: 'Только необходимые' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(banner).toHaveCount(0);
  expect(asked).toEqual([]);
});

test('after «Принять» the container and the counter load with the page’s nonce, and stay on', async ({
  page,
}) => {
  const { asked, violations } = await serveThirdParties(page);
  const response = await page.goto(`${CONFIGURED_URL}/`);
  const nonce = policyNonce(response!.headers());
  expect(nonce).not.toBe('');

  const banner = page.getByRole('region', { name: 'Cookie и счётчики' });
  await banner.getByRole('button', { name: 'Принять' }).focus();
  await page.keyboard.press('Enter'); // reachable and usable from the keyboard
  await expect(banner).toHaveCount(0);

  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __gtmRan?: boolean }).__gtmRan))
    .toBe(true);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __metricaRan?: boolean }).__metricaRan))
    .toBe(true);
  expect(asked).toContainEqual(
    expect.stringMatching(new RegExp(`${GTM_SCRIPT.source}\\?id=${GTM_ID}`)),
  );
  expect(asked).toContainEqual(expect.stringMatching(METRICA_SCRIPT));
  const nonces = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLScriptElement>('script[src]')]
      .filter((script) => /googletagmanager|mc\.yandex/.test(script.src))
      .map((script) => script.nonce),
  );
  expect(nonces).toEqual([nonce, nonce]);
  const layer = await page.evaluate(
    () => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [],
  );
  expect(layer).toContainEqual(expect.objectContaining({ event: 'gtm.js' }));
  expect(violations).toEqual([]);

  // the choice is remembered: the next page loads them without asking
  asked.length = 0;
  await page.reload();
  await expect.poll(() => asked.length).toBe(2);
  await expect(banner).toHaveCount(0);
});

test('a blocked container breaks nothing: the page works and nothing is left unhandled', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.route(THIRD_PARTY, (route) => route.abort('blockedbyclient'));
  await page.addInitScript(() =>
    localStorage.setItem('analyticsConsent', JSON.stringify({ choice: 'all', at: Date.now() })),
  );
  await page.goto(`${CONFIGURED_URL}/`);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  expect(errors).toEqual([]);
  await expect(page.locator('#main')).toBeVisible();
});

test('configured: field Web Vitals of a real visit go to the data layer, tagged by page template', async ({
  page,
}) => {
  await recordDataLayer(page);
  await page.goto(`${CONFIGURED_URL}/catalog/sergi/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const vitals = () =>
    page.evaluate(() =>
      (
        JSON.parse(sessionStorage.getItem('e2eDataLayer') ?? '[]') as {
          event?: string;
          metric_name?: string;
          metric_value?: number;
          metric_rating?: string;
          page_template?: string;
        }[]
      ).filter((entry) => entry.event === 'web_vitals'),
    );
  // FCP and TTFB are final once known; LCP ends with the first input, INP and CLS when the page
  // is hidden (the tab switched away)
  await expect
    .poll(async () => (await vitals()).map((entry) => entry.metric_name).sort())
    .toEqual(['FCP', 'TTFB']);
  // a slow interaction (a 120 ms task on the click), which INP must report
  await page.evaluate(() => {
    document.addEventListener(
      'pointerdown',
      () => {
        const end = performance.now() + 120;
        while (performance.now() < end);
      },
      { once: true },
    );
  });
  await page.getByRole('heading', { level: 1 }).click();
  // the tab is switched away (the library reports on each hide what changed since; the slow
  // interaction reaches it once the browser delivered its timing entries)
  const hide = () =>
    page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
  await expect
    .poll(async () => {
      await hide();
      return new Set((await vitals()).map((entry) => entry.metric_name));
    })
    .toEqual(new Set(['FCP', 'TTFB', 'LCP', 'CLS', 'INP']));
  for (const entry of await vitals()) {
    expect(entry.page_template).toBe('catalogue');
    expect(typeof entry.metric_value).toBe('number');
    expect(['good', 'needs-improvement', 'poor']).toContain(entry.metric_rating);
  }
  const inp = (await vitals()).find((entry) => entry.metric_name === 'INP');
  expect(inp!.metric_value).toBeGreaterThanOrEqual(120);
});
