import { expect, test } from '@playwright/test';

import { SITE_PAGES } from '../lib/shop/site-pages';

const EXTRA_PAGES = [
  '/catalog/kolca/',
  '/catalog/sergi/',
  '/catalog/sale/akciia-skidki-do-80/',
  '/collections/luxe-amirald/',
  '/collections/outlet/',
  '/collections/pravoslavnye-ukrasheniya/',
  '/rules/polzovatelskoe_soglashenie/',
  '/rules/public_oferta_s_rassrochkoy_plateja/',
  '/oidc/gid/',
  '/oidc/tid/',
  '/online/?from=tabbar',
];

test.describe('the route table of spec 2.1', () => {
  for (const { path, title } of SITE_PAGES) {
    test(`${path} answers 200 with its heading`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain('<html lang="ru"');
      expect(html).toContain(title);
    });
  }

  for (const path of EXTRA_PAGES) {
    test(`${path} answers 200`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
    });
  }

  test('a product page answers 200 with its name and price in the HTML', async ({ request }) => {
    const catalog = await (await request.get('/catalog/kolca/')).text();
    const slug = /href="\/product\/([^"/]+)\/"/.exec(catalog)?.[1];
    expect(slug, 'the catalogue links to products').toBeTruthy();
    const response = await request.get(`/product/${slug}/`, { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>[^<]*кольц/i);
    expect(html).toMatch(/\d[\d\s\u00a0]*\u00a0?₽/);
  });

  for (const path of [
    '/404/',
    '/no-such-page/',
    '/catalog/no-such-category/',
    '/product/no-such-product/',
    '/collections/no-such-collection/',
    '/account/no-such-section/',
    '/oidc/gid/extra/',
    '/rules/no-such-rules/',
  ]) {
    test(`${path} answers 404 with noindex`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toContain('Страница не найдена');
      expect(html).toMatch(/<meta name="robots" content="[^"]*noindex/);
    });
  }

  test('/404 gets its trailing slash (301) and then answers 404', async ({ request }) => {
    const first = await request.get('/404', { maxRedirects: 0 });
    expect(first.status()).toBe(301);
    expect(first.headers().location).toMatch(/\/404\/$/);
    const final = await request.get('/404');
    expect(final.status()).toBe(404);
  });
});

test('pages asked for at once each render their own address (a sign-in code is never swapped)', async ({
  request,
}) => {
  // the page cache renders a kept page once for shoppers asking together; any other page (here
  // the return of an external sign-in, whose one-time code is in the query) renders per request
  const codes = Array.from({ length: 6 }, (_, index) => `code-${index}-${Date.now().toString(36)}`);
  const pages = await Promise.all(
    codes.map((code) =>
      request
        .get(`/oidc/gid/?code=${code}&state=s`, { headers: { accept: 'text/html' } })
        .then((response) => response.text()),
    ),
  );
  pages.forEach((html, index) => {
    const others = codes.filter((_, other) => other !== index);
    expect(html).toContain(codes[index]);
    for (const other of others) expect(html).not.toContain(other);
  });
});
