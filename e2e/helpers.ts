import {
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import axe from 'axe-core';

/** Opens a category listing as a shopper does and answers the address of its first product. */
export async function firstProductOf(page: Page, category: string): Promise<string> {
  await page.goto(`/catalog/${category}/`);
  const href = await page
    .getByRole('list', { name: 'Товары' })
    .getByRole('link')
    .first()
    .getAttribute('href');
  expect(href).toMatch(/^\/product\/.+\/$/);
  return href!;
}

/**
 * A product with a well-stocked sellable offer of a category, found through the store's own service
 * door. Tests that place orders use their own category, so the stock they use up (the e2e database
 * is shared by the run) cannot empty another test's cart.
 */
export async function findSellableOffer(request: APIRequestContext, category = 'podveski') {
  const response = await request.post(`/svc/catalog/product/list/by-category/${category}`, {
    data: { limit: 64 },
  });
  expect(response.ok()).toBe(true);
  const { products } = (await response.json()) as {
    products: {
      items: { id: string; productOffers: { id: string; count: number; size: string | null }[] }[];
    };
  };
  let best: { productUuid: string; offerUuid: string; count: number } | null = null;
  for (const product of products.items) {
    // sellable as the store sells it: a sized product only by an offer with a size (spec 3)
    const sized = product.productOffers.some((offer) => offer.size?.trim());
    for (const offer of product.productOffers) {
      if (sized && !offer.size?.trim()) continue;
      if (!best || offer.count > best.count) {
        best = { productUuid: product.id, offerUuid: offer.id, count: offer.count };
      }
    }
  }
  if (!best || best.count < 5) throw new Error(`no well-stocked offer in ${category}`);
  return { productUuid: best.productUuid, offerUuid: best.offerUuid };
}

/**
 * The cart session the door set on a request context (an HttpOnly cookie: answers carry no
 * session id in their body).
 */
export async function cartSessionOf(request: APIRequestContext): Promise<string> {
  const { cookies } = await request.storageState();
  const session = cookies.find((cookie) => cookie.name === 'cart_session_id');
  expect(session?.httpOnly).toBe(true);
  return session!.value;
}

/** Gives a browser a cart session as the door would: the HttpOnly cookie and its hint. */
export async function giveCartSession(context: BrowserContext, baseURL: string, session: string) {
  await context.addCookies([
    { name: 'cart_session_id', value: session, url: baseURL, httpOnly: true, sameSite: 'Lax' },
    { name: 'cart_session', value: '1', url: baseURL, sameSite: 'Lax' },
  ]);
}

/** Puts one product in a fresh cart and gives the browser its session cookie. */
export async function cartWithOneItem(
  request: APIRequestContext,
  context: BrowserContext,
  baseURL: string,
  item?: { productUuid: string; offerUuid: string },
) {
  item ??= await findSellableOffer(request);
  // a shopper of its own: a fresh context holds no other cart's cookie
  const shopper = await playwrightRequest.newContext({ baseURL });
  try {
    const response = await shopper.post('/svc/cart/api/cart/item', {
      data: { ...item, quantity: 1 },
    });
    expect(response.ok()).toBe(true);
    const session = await cartSessionOf(shopper);
    await giveCartSession(context, baseURL, session);
    return session;
  } finally {
    await shopper.dispose();
  }
}

/** The reference API of the e2e run (scripts/e2e-api.mjs), for its test hooks. */
export const E2E_API_URL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4100}`;

/** The admin token scripts/e2e-api.mjs gives the run's API (a test-only value). */
export const E2E_ADMIN_TOKEN = process.env.REFERENCE_ADMIN_TOKEN ?? 'e2e-admin-token';

/** Sets an offer's stock through the API's test hook (only enabled in the e2e run). */
export async function setStock(request: APIRequestContext, offerUuid: string, count: number) {
  const response = await request.post(`${E2E_API_URL}/cart/__test/stock`, {
    data: { offerUuid, count },
  });
  expect(response.ok()).toBe(true);
}

export function moscowYear(): number {
  return Number(
    new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', year: 'numeric' }).format(
      new Date(),
    ),
  );
}

export type DemoSession = { accessToken: string; profileToken: string; userName: string };

/**
 * Signs the seeded demo customer in through the API with e-mail and password (not by code: the
 * reference API allows 5 code sends per phone and hour, and parallel specs share the demo phone).
 */
export async function signInDemo(request: APIRequestContext): Promise<DemoSession> {
  const login = await request.post('/svc/main/auth/login', {
    data: { email: 'demo@zoloto.test', password: 'demo12345' },
  });
  expect(login.ok()).toBe(true);
  const { access_token, user } = (await login.json()) as {
    access_token: string;
    user: { name: string | null };
  };
  const jwt = await request.get('/svc/core/jwt/token', {
    headers: { Authorization: `Bearer ${access_token}` },
  });
  expect(jwt.ok()).toBe(true);
  const { token } = (await jwt.json()) as { token: string };
  return { accessToken: access_token, profileToken: token, userName: user.name ?? 'Анна' };
}

/** Puts a session where the store keeps it (local storage), before any page script runs. */
export async function storeSession(target: Page | BrowserContext, session: DemoSession) {
  await target.addInitScript((stored: DemoSession) => {
    window.localStorage.setItem('accessToken', stored.accessToken);
    window.localStorage.setItem('profileToken', stored.profileToken);
    window.localStorage.setItem('userName', stored.userName);
  }, session);
}

/** The checkout's customer fields, filled as a shopper types them (the phone through its mask). */
export async function fillCheckoutCustomer(page: Page) {
  await page.getByRole('textbox', { name: /^Имя/ }).fill('Анна');
  await page.getByRole('textbox', { name: /^Фамилия/ }).fill('Иванова');
  await page.getByRole('textbox', { name: /^Телефон/ }).pressSequentially('9123456789');
  await page.getByRole('textbox', { name: /^Email/ }).fill('anna@example.ru');
}

/** «Самовывоз» and the first pickup point of the list (the list works without the map). */
export async function choosePickupPoint(page: Page) {
  await page.getByRole('tab', { name: 'Самовывоз' }).click();
  // a point of the list, once it has loaded: the first radio of the page may be a payment option
  const point = page
    .getByRole('group', { name: 'Пункты выдачи' })
    .getByRole('radio')
    .filter({ visible: true })
    .first();
  await point.check({ force: true });
  await expect(point).toBeChecked();
}

/** What a browser sends for a page view (the page cache renders those). */
export const PAGE_VIEW = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

/** The nonce of a response's Content-Security-Policy, or '' without one. */
export function policyNonce(headers: Record<string, string>): string {
  return /'nonce-([^']+)'/.exec(headers['content-security-policy'] ?? '')?.[1] ?? '';
}

/**
 * A shopper's own address (IPv6 documentation range), sent as X-Forwarded-For: the door passes the
 * last entry on and the services count sign-in limits per client, so a test that sends
 * one-time codes is one client and never shares its budget with the rest of the run.
 */
export function clientAddress(): { 'x-forwarded-for': string } {
  const part = () => Math.floor(Math.random() * 0xffff).toString(16);
  return { 'x-forwarded-for': `2001:db8::${part()}:${part()}:${part()}` };
}

/** A page's CSS: what its document inlines (`<style>`) and the stylesheets it links. */
export async function pageCss(request: APIRequestContext, path: string) {
  const response = await request.get(path, { headers: { accept: 'text/html' } });
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const inline = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '');
  const hrefs = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
  const linked = await Promise.all(
    hrefs.map(async (href) => {
      const sheet = await request.get(href);
      expect(sheet.status(), href).toBe(200);
      return sheet.text();
    }),
  );
  return [...inline, ...linked].filter((css) => css.trim());
}

/** The first product the catalogue's HTML links to. */
export async function firstCatalogProductPath(request: APIRequestContext): Promise<string> {
  const catalog = await (await request.get('/catalog/')).text();
  const path = /href="(\/product\/[^"/]+\/)"/.exec(catalog)?.[1];
  expect(path).toBeTruthy();
  return path!;
}

/** Hydration errors a production build reports (React #418/#423/#425) or a dev one spells out. */
export function watchHydration(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && /#41[89]|#42[35]|hydrat/i.test(text)) errors.push(text);
  });
  page.on('pageerror', (error) => {
    if (/#41[89]|#42[35]|hydrat/i.test(error.message)) errors.push(error.message);
  });
  return errors;
}

/** A catalogue list's product as the e2e specs read it: its slug and its offers on sale online. */
export type ListedProduct = {
  slug: string;
  productOffers: { id: string; count: number; size: string | null }[];
};

/** GET /catalog/product/{slug}/stock as the e2e specs read it: what each shop can reserve. */
export type ProductStock = {
  shops: {
    shop: { name: string };
    offers: { offerUuid: string; size: string | null; available: number }[];
  }[];
};

/**
 * axe over the part of the page `selector` names: how many rules it passed (so a selector matching
 * nothing, which passes everything, is caught) and the serious or critical violations.
 */
export async function axeSeriousIssues(
  page: Page,
  selector: string,
): Promise<{ passes: number; serious: { id: string; impact: string | null }[] }> {
  await page.addScriptTag({ content: axe.source });
  return page.evaluate(async (context) => {
    type Rule = { id: string; impact: string | null };
    const { axe: injected } = window as unknown as {
      axe: { run: (context: string) => Promise<{ passes: Rule[]; violations: Rule[] }> };
    };
    const result = await injected.run(context);
    return {
      passes: result.passes.length,
      serious: result.violations
        .filter((rule) => rule.impact === 'serious' || rule.impact === 'critical')
        .map(({ id, impact }) => ({ id, impact })),
    };
  }, selector);
}

/**
 * Every push of every page of the tab, kept in sessionStorage (`e2eDataLayer`, what a tag manager
 * would have sent): a full page load starts a new `window.dataLayer`.
 */
export async function recordDataLayer(page: Page) {
  await page.addInitScript(() => {
    const layer: unknown[] = [];
    layer.push = function (...entries: unknown[]) {
      const log = JSON.parse(sessionStorage.getItem('e2eDataLayer') ?? '[]') as unknown[];
      for (const entry of entries) log.push({ ...(entry as object), path: location.pathname });
      sessionStorage.setItem('e2eDataLayer', JSON.stringify(log));
      return Array.prototype.push.apply(this, entries);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  });
}
