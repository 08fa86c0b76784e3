import { expect, test, type APIRequestContext } from '@playwright/test';
import { XMLParser, XMLValidator } from 'fast-xml-parser';

import { formatRub } from '../lib/shop/format/money';
import { DEGRADED_STORE_URL, REVALIDATE_API_URL, REVALIDATE_STORE_URL } from '../playwright.config';

import { E2E_ADMIN_TOKEN, E2E_API_URL, PAGE_VIEW } from './helpers';

/**
 * The market feeds against the real store and reference API: both are well-formed XML
 * with the right content types, list exactly the sitemap's products (Google every one, sold-out
 * ones out of stock; Yandex the sellable ones), at the prices the product pages show, and are
 * named in robots.txt. A price written through the API is in the feeds at once (the revalidation
 * webhook, on the store and API pair of its own that e2e/revalidate.http.spec.ts also writes to).
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

type Node = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => ['category', 'offer', 'picture', 'param', 'item'].includes(name),
});

type Feeds = {
  yml: { xml: string; offers: Node[]; categories: Node[]; headers: Record<string, string> };
  google: { xml: string; items: Node[]; headers: Record<string, string> };
};

async function fetchXml(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const xml = await response.text();
  expect(XMLValidator.validate(xml), `${path} is well-formed XML`).toBe(true);
  return { xml, doc: parser.parse(xml) as Node, headers: response.headers() };
}

async function readFeeds(request: APIRequestContext): Promise<Feeds> {
  const yml = await fetchXml(request, '/feeds/yandex-market.yml');
  const shop = (yml.doc.yml_catalog as Node).shop as Node;
  const google = await fetchXml(request, '/feeds/google-merchant.xml');
  const channel = (google.doc.rss as Node).channel as Node;
  return {
    yml: {
      xml: yml.xml,
      headers: yml.headers,
      offers: (shop.offers as Node).offer as Node[],
      categories: (shop.categories as Node).category as Node[],
    },
    google: { xml: google.xml, headers: google.headers, items: channel.item as Node[] },
  };
}

/** `/product/{slug}/` of an offer's or item's link (its `?size=` left out). */
const slugOf = (link: unknown) => /\/product\/([^/?]+)\//.exec(String(link))?.[1] ?? '';
const amount = (price: unknown) => Number(String(price).replace(/ RUB$/, ''));
/** What the shopper pays for an item: the sale price when there is one. */
const paid = (item: Node) => amount(item['g:sale_price'] ?? item['g:price']);

function groupBy<T>(list: T[], key: (value: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const value of list) groups.set(key(value), [...(groups.get(key(value)) ?? []), value]);
  return groups;
}

async function sitemapProducts(request: APIRequestContext): Promise<Set<string>> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return new Set([...xml.matchAll(/<loc>[^<]*\/product\/([^/<]+)\/<\/loc>/g)].map((m) => m[1]!));
}

async function productJsonLd(request: APIRequestContext, slug: string): Promise<Node> {
  const html = await (await request.get(`/product/${slug}/`, { headers: PAGE_VIEW })).text();
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
  const product = scripts
    .map((match) => JSON.parse(match[1]!) as Node)
    .find((data) => data['@type'] === 'Product');
  expect(product, `${slug} has Product JSON-LD`).toBeTruthy();
  return product!;
}

let feeds: Feeds;

test.beforeAll(async ({ request }) => {
  feeds = await readFeeds(request);
});

test('both feeds are XML of the right types, outside the page cache and not for search results', async () => {
  expect(feeds.yml.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(feeds.google.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
  for (const headers of [feeds.yml.headers, feeds.google.headers]) {
    expect(headers['x-robots-tag']).toBe('noindex');
    expect(headers['cache-control']).toBe('public, no-cache');
    // the proxy leaves them alone: no page policy, no page cache
    expect(headers['content-security-policy']).toBeUndefined();
    expect(headers['x-page-cache']).toBeUndefined();
  }
  expect(feeds.yml.xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<yml_catalog date="/);
  expect(feeds.google.xml).toContain('<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">');
});

test('Google lists every product of the sitemap, Yandex every sellable one', async ({
  request,
}) => {
  const sitemap = await sitemapProducts(request);
  expect(sitemap.size).toBeGreaterThan(3000);
  const byProduct = groupBy(feeds.google.items, (item) => slugOf(item['g:link']));
  expect(new Set(byProduct.keys())).toEqual(sitemap);
  const soldOut = [...byProduct]
    .filter(([, items]) => items.every((item) => item['g:availability'] === 'out_of_stock'))
    .map(([slug]) => slug);
  const yandex = new Set(feeds.yml.offers.map((offer) => slugOf(offer.url)));
  expect(yandex.size).toBe(sitemap.size - soldOut.length);
  expect(new Set([...yandex, ...soldOut])).toEqual(sitemap);
  // the seed sells out ~5% of its products entirely
  expect(soldOut.length).toBeGreaterThan(0);
  expect(soldOut.length).toBeLessThan(sitemap.size * 0.15);
  // one offer id per size, never twice
  expect(new Set(feeds.yml.offers.map((offer) => offer['@id'])).size).toBe(feeds.yml.offers.length);
  const ids = feeds.google.items.map((item) => item['g:id']);
  expect(new Set(ids).size).toBe(ids.length);
  // the two feeds agree offer by offer on what is for sale and at what price
  const inStock = feeds.google.items.filter((item) => item['g:availability'] === 'in_stock');
  expect(inStock.length).toBe(feeds.yml.offers.length);
  const ymlPrice = new Map(feeds.yml.offers.map((offer) => [offer['@id'], Number(offer.price)]));
  const disagree = inStock.filter((item) => ymlPrice.get(item['g:id']) !== paid(item));
  expect(disagree.map((item) => item['g:id'])).toEqual([]);
});

test('a sold-out product is out of stock at the product page, and the API agrees', async ({
  request,
}) => {
  const soldOut = feeds.google.items.find((item) => item['g:availability'] === 'out_of_stock')!;
  const slug = slugOf(soldOut['g:link']);
  const api = await (await request.get(`${E2E_API_URL}/catalog/product/${slug}`)).json();
  const offers = api.product.productOffers as { count: number; size: string | null }[];
  expect(offers.filter((offer) => offer.count > 0 && (offer.size ?? '').trim() !== '')).toEqual([]);
  const jsonLd = await productJsonLd(request, slug);
  // the online offer comes first; offers of shops still holding the piece may follow it
  const offer = (Array.isArray(jsonLd.offers) ? jsonLd.offers[0] : jsonLd.offers) as Node;
  expect(offer.availableAtOrFrom).toBeUndefined();
  expect(offer.availability).toBe('https://schema.org/OutOfStock');
  expect(offer.price).toBe(paid(soldOut));
});

test('a sample of prices equals the product pages (JSON-LD and the chosen size)', async ({
  request,
}) => {
  const byProduct = [...groupBy(feeds.google.items, (item) => slugOf(item['g:link']))];
  const spread = byProduct.filter((_, index) => index % Math.floor(byProduct.length / 12) === 0);
  const inStock = byProduct.filter(([, items]) => items[0]!['g:availability'] === 'in_stock');
  // (the seed prices a product's sizes alike; the AggregateOffer branch is for a back end that does not)
  const sized = inStock.filter(([, items]) => items[0]!['g:item_group_id']).slice(0, 4);
  const sizeless = inStock.filter(([, items]) => !items[0]!['g:item_group_id']).slice(0, 3);
  const sample = [...spread, ...sized, ...sizeless];
  expect(sized.length).toBeGreaterThan(0);
  expect(sizeless.length).toBeGreaterThan(0);
  for (const [slug, items] of sample) {
    const { offers: all } = await productJsonLd(request, slug);
    // the online offer first; offers of the shops holding the piece may follow it
    const offers = (Array.isArray(all) ? all[0] : all) as Node;
    const prices = items.map(paid);
    if (items[0]!['g:availability'] === 'out_of_stock') {
      expect(offers.price, slug).toBe(prices[0]);
    } else if (offers['@type'] === 'AggregateOffer') {
      expect([offers.lowPrice, offers.highPrice, offers.offerCount], slug).toEqual([
        Math.min(...prices),
        Math.max(...prices),
        items.length,
      ]);
    } else {
      expect(new Set(prices), slug).toEqual(new Set([offers.price]));
    }
  }
  // the size link opens the page with that size chosen, at the feed's price
  for (const [slug, items] of sized) {
    const dearest = items.reduce((a, b) => (paid(b) > paid(a) ? b : a));
    const link = new URL(String(dearest['g:link']));
    expect(link.searchParams.get('size')).toBe(dearest['g:size']);
    const html = await (
      await request.get(`${link.pathname}${link.search}`, { headers: PAGE_VIEW })
    ).text();
    expect(html, slug).toContain(formatRub(paid(dearest)));
  }
});

test('the YML offers have what Yandex requires and their categories resolve', async ({
  request,
}) => {
  const ids = new Set(feeds.yml.categories.map((category) => category['@id']));
  const orphans = feeds.yml.categories.filter(
    (category) => category['@parentId'] !== undefined && !ids.has(category['@parentId']),
  );
  expect(orphans).toEqual([]);
  const origin = new URL(String(feeds.yml.offers[0]!.url)).origin;
  // one expect per problem list, not per offer: 10,000 expect steps would slow the report down
  const problems = feeds.yml.offers.flatMap((offer) => {
    const wrong = [
      !String(offer.url).startsWith(`${origin}/product/`) && 'url',
      !(Number(offer.price) > 0) && 'price',
      offer.currencyId !== 'RUB' && 'currencyId',
      !ids.has(offer.categoryId) && 'categoryId',
      !((offer.picture as string[] | undefined)?.length ?? 0) && 'picture',
      !offer.name && 'name',
      !offer.vendorCode && 'vendorCode',
      offer['@group_id'] !== undefined &&
        !/^\d{1,9}$/.test(String(offer['@group_id'])) &&
        'group_id',
    ].filter(Boolean);
    return wrong.length > 0 ? [`${String(offer['@id'])}: ${wrong.join(', ')}`] : [];
  });
  expect(problems).toEqual([]);
  // names and descriptions arrive exactly as the catalogue has them (escaping loses nothing)
  for (const offer of feeds.yml.offers.filter((_, index) => index % 500 === 0)) {
    const slug = slugOf(offer.url);
    const api = (await (await request.get(`${E2E_API_URL}/catalog/product/${slug}`)).json())
      .product;
    expect([offer.name, offer.vendorCode, offer.description]).toEqual([
      api.name,
      api.vendorCode,
      api.description,
    ]);
  }
  // no raw markup character in any text: every `&` starts an entity
  expect(feeds.yml.xml).not.toMatch(/&(?!(?:amp|lt|gt|quot|apos);)/);
  expect(feeds.google.xml).not.toMatch(/&(?!(?:amp|lt|gt|quot|apos);)/);
});

test('robots.txt allows both feeds by name', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toContain('Allow: /feeds/yandex-market.yml');
  expect(text).toContain('Allow: /feeds/google-merchant.xml');
});

test('a price written through the API is in both feeds at once (revalidation webhook)', async ({
  playwright,
}) => {
  const store = await playwright.request.newContext({ baseURL: REVALIDATE_STORE_URL });
  const before = await readFeeds(store);
  // a product without sizes, not on sale: its one offer, and no sale listing under the other spec
  const offer = before.yml.offers.find(
    (candidate) => candidate['@group_id'] === undefined && candidate.oldprice === undefined,
  )!;
  const slug = slugOf(offer.url);
  const original = Number(offer.price);
  const price = original + 7;
  const write = (value: number) =>
    store.patch(`${REVALIDATE_API_URL}/catalog/admin/products/${slug}`, {
      headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
      data: { price: value },
    });
  try {
    expect((await write(price)).status()).toBe(200);
    const after = await readFeeds(store);
    const ymlOffer = after.yml.offers.find((candidate) => candidate['@id'] === offer['@id']);
    expect(Number(ymlOffer?.price)).toBe(price);
    const item = after.google.items.find((candidate) => candidate['g:id'] === offer['@id']);
    expect(item?.['g:price']).toBe(`${price}.00 RUB`);
  } finally {
    await write(original);
    await store.dispose();
  }
});

test('a catalogue that cannot answer is a 503 to retry, never an empty feed', async ({
  playwright,
}) => {
  // the run's store whose catalogue service is unreachable (playwright.config.ts)
  const store = await playwright.request.newContext({ baseURL: DEGRADED_STORE_URL });
  for (const path of ['/feeds/yandex-market.yml', '/feeds/google-merchant.xml']) {
    const response = await store.get(path);
    expect(response.status(), path).toBe(503);
    expect(response.headers()['retry-after']).toBe('60');
    expect(response.headers()['cache-control']).toBe('no-store');
  }
  await store.dispose();
});
