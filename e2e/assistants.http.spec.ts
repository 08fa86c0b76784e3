import { expect, test, type APIRequestContext } from '@playwright/test';

import type { Product } from '../lib/platform/api/contracts/catalog';
import type { ProductStockResponse } from '../lib/platform/api/contracts/stock';
import { formatRub } from '../lib/shop/format/money';
import { mdInline, mdSpan } from '../lib/shop/markdown/markdown-text';
import { productPrices, purchaseOptions, startingPrice } from '../lib/shop/product-price';

import { E2E_API_URL, PAGE_VIEW, firstCatalogProductPath } from './helpers';

/**
 * llms.txt and the Markdown views against the real store and reference API (docs/assistants.md):
 * the product's name and price in its `.md` and in its page asked with `Accept: text/markdown`, the
 * shops holding it, `ETag` and 304, the HTML page unchanged for browsers, robots.txt allowing them.
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

/**
 * A ring some shop holds now, found through the store's own door as the stock dialog reads it. Rings,
 * not the pendants and earrings e2e/reservation.spec.ts reserves: a reservation meanwhile would change
 * the view between two requests.
 */
async function ringInAShop(request: APIRequestContext) {
  const listed = await request.post('/svc/catalog/product/list/by-category/kolca', {
    data: { limit: 32 },
  });
  expect(listed.ok()).toBe(true);
  const { products } = (await listed.json()) as { products: { items: { slug: string }[] } };
  for (const { slug } of products.items) {
    const answer = await request.get(`/svc/catalog/product/${slug}/stock`);
    expect(answer.ok()).toBe(true);
    const { shops } = (await answer.json()) as ProductStockResponse;
    const holding = shops.find((stock) => stock.offers.some((offer) => offer.level !== 'none'));
    if (holding) return { slug, shop: holding.shop.name };
  }
  throw new Error('no ring in any shop');
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
  // asked again with its tag: 304 without a body
  const etag = response.headers()['etag'] ?? '';
  expect(etag).toMatch(/^"[\w-]+"$/);
  const again = await request.get('/llms.txt', { headers: { 'if-none-match': etag } });
  expect(again.status()).toBe(304);
  expect(await again.text()).toBe('');
});

test('a product’s .md lists a shop that holds it; asked again with its ETag it is 304', async ({
  request,
}) => {
  const { slug, shop } = await ringInAShop(request);
  const address = `/product/${slug}.md`;
  const response = await request.get(address, { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  const md = await response.text();
  expect(md).toContain('\n## Наличие в магазинах\n');
  expect(md).toContain(`\n- **${mdSpan(shop)}** — `);
  expect(md).toMatch(/Размеры: [^\n]*\((В наличии|Мало)\)|\. (В наличии|Мало)\n/);
  expect(md).not.toContain('Не удалось получить наличие в магазинах');

  const etag = response.headers()['etag'] ?? '';
  expect(etag).toMatch(/^"[\w-]+"$/);
  const again = await request.get(address, { headers: { 'if-none-match': etag } });
  expect(again.status()).toBe(304);
  expect(again.headers()['etag']).toBe(etag);
  expect(again.headers()['cache-control']).toBe(response.headers()['cache-control']);
  expect(await again.text()).toBe('');
  // another tag is not this body: the whole view again
  const other = await request.get(address, { headers: { 'if-none-match': '"other"' } });
  expect(other.status()).toBe(200);
});

test('the product page’s JSON-LD offers it in a shop that holds it', async ({ request }) => {
  const { slug, shop } = await ringInAShop(request);
  const html = await (await request.get(`/product/${slug}/`)).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)];
  const product = blocks
    .map((match) => JSON.parse(match[1]!) as { '@type'?: string; offers?: unknown })
    .find((entry) => entry['@type'] === 'Product');
  const offers = (Array.isArray(product?.offers) ? product.offers : [product?.offers]) as {
    availableAtOrFrom?: { '@type': string; name: string };
  }[];
  // the place is named as on the shops page: «Ювелирный магазин «{shop}»»
  const place = offers.find((offer) =>
    offer.availableAtOrFrom?.name.includes(`«${shop}»`),
  )?.availableAtOrFrom;
  expect(place?.['@type']).toBe('JewelryStore');
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
