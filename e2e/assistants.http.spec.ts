import { expect, test, type APIRequestContext } from '@playwright/test';

import type { Product } from '../lib/platform/api/contracts/catalog';
import { formatRub } from '../lib/shop/format/money';
import { mdInline } from '../lib/shop/markdown/markdown-text';
import { productPrices, purchaseOptions, startingPrice } from '../lib/shop/product-price';

import { E2E_API_URL, PAGE_VIEW, firstCatalogProductPath } from './helpers';

/**
 * llms.txt and the Markdown views against the real store and reference API (docs/assistants.md):
 * the product's name and price in its `.md` and in its page asked with `Accept: text/markdown`, the
 * HTML page unchanged for browsers, robots.txt allowing them.
 */
async function someProduct(request: APIRequestContext) {
  const path = await firstCatalogProductPath(request);
  const slug = /^\/product\/([^/]+)\/$/.exec(path)?.[1] ?? '';
  // the reference API itself: the browser's door does not let a product read through
  const response = await request.get(`${E2E_API_URL}/catalog/product/${slug}`);
  expect(response.ok()).toBe(true);
  const { product } = (await response.json()) as { product: Product };
  const { offers } = purchaseOptions(product);
  const price = offers.length > 0 ? startingPrice(offers).current : productPrices(product).current;
  return { path, slug, name: mdInline(product.name), price: formatRub(price ?? 0) };
}

test('llms.txt names the store, its catalogue, the Markdown views and the sitemap', async ({
  request,
}) => {
  const response = await request.get('/llms.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const text = await response.text();
  expect(text).toMatch(/^# .+\n\n> /);
  expect(text).toMatch(/\[Кольца\]\(http[^)]+\/catalog\/kolca\/\)/);
  expect(text).toMatch(/http[^\s]+\/product\/\{slug\}\.md/);
  expect(text).toMatch(/\(http[^)]+\/sitemap\.xml\)/);
  expect(text).toContain('/feeds/yandex-market.yml');
});

test('a product’s .md and its page asked for Markdown have its name and price', async ({
  request,
}) => {
  const product = await someProduct(request);
  for (const [address, headers] of [
    [`/product/${product.slug}.md`, {}],
    [product.path, { accept: 'text/markdown' }],
  ] as const) {
    const response = await request.get(address, { headers, maxRedirects: 0 });
    expect(response.status(), address).toBe(200);
    expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    expect(response.headers()['link']).toContain(`${product.path}>; rel="canonical"`);
    const md = await response.text();
    expect(md).toContain(`# ${product.name}\n`);
    expect(md).toContain(product.price);
  }
  // a browser still gets the HTML page at the same address, which says it varies by Accept
  const html = await request.get(product.path, { headers: PAGE_VIEW });
  expect(html.headers()['content-type']).toContain('text/html');
  expect(html.headers()['vary']).toContain('Accept');
});

test('a listing’s .md pages through the catalogue; robots.txt allows the views', async ({
  request,
}) => {
  const response = await request.get('/catalog/kolca.md');
  expect(response.status()).toBe(200);
  const md = await response.text();
  expect(md).toMatch(/^# Кольца\n/);
  expect(md).toMatch(/Следующая страница: http[^\s]+\/catalog\/kolca\.md\?page=2/);
  expect((await request.get('/md/catalog/kolca/')).status()).toBe(404);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Allow: /llms.txt');
  expect(robots).toContain('Allow: /product/*.md');
});
