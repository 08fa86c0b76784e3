import { expect, test } from '@playwright/test';

/** Route rules of spec 2.2: exactly 301, never 308, never on assets or API paths. */
const REDIRECTS: [string, string][] = [
  ['/akcii', '/catalog/sale/'],
  ['/akcii/', '/catalog/sale/'],
  ['/sergi/', '/catalog/sergi/'],
  ['/koltsa/', '/catalog/kolca/'],
  ['/serebryanye/', '/catalog/?filters=list_1_105,106'],
  ['/yuvelirochka', '/catalog/'],
  ['/sergi/?utm_source=mail', '/catalog/sergi/?utm_source=mail'],
  ['/catalog/?page=1', '/catalog/'],
  ['/catalog?page=1', '/catalog/'],
  ['/catalog/kolca/?sort=new&page=1', '/catalog/kolca/?sort=new'],
  ['/catalog', '/catalog/'],
  ['/about', '/about/'],
  ['/product/some-ring', '/product/some-ring/'],
];

test.describe('301 route rules', () => {
  for (const [from, to] of REDIRECTS) {
    test(`${from} → 301 ${to}`, async ({ request, baseURL }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(new URL(response.headers().location ?? '', baseURL).href).toBe(
        new URL(to, baseURL).href,
      );
    });
  }

  for (const path of ['/catalog?sort=new', '/catalog/?page=2', '/favicon.ico']) {
    test(`${path} is not redirected`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
    });
  }

  test('the page=2 canonical keeps the listing addressable', async ({ request }) => {
    const response = await request.get('/catalog/?page=2', { maxRedirects: 0 });
    expect(response.status()).toBe(200);
  });

  test('service and media paths are passed through, not redirected', async ({ request }) => {
    const cart = await request.get('/svc/cart/api/cart', { maxRedirects: 0 });
    expect(cart.status()).toBe(200);
    const unknownService = await request.get('/svc/nope/x', { maxRedirects: 0 });
    expect(unknownService.status()).toBe(404);
  });
});
