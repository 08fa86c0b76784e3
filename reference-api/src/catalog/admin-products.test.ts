// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';

import {
  productResponseSchema,
  sitemapResponseSchema,
} from '../../../lib/platform/api/contracts/catalog';
import type { StoreChange } from '../http/store-revalidate';
import { call, seededApp } from '../testing/seeded-app';

// A token for this test only: the API has no default one (http/admin-token.ts).
const TOKEN = 'admin-products-test-token';
const told: StoreChange[] = [];
const { app, db, cleanup } = seededApp({
  adminToken: TOKEN,
  revalidate: async (change) => void told.push(change),
});
afterAll(cleanup);

const ADMIN = { authorization: `Bearer ${TOKEN}` };
const slugs = db
  .prepare<[], { slug: string }>('SELECT slug FROM products WHERE old_price IS NOT NULL LIMIT 2')
  .all()
  .map((row) => row.slug);
const patch = (slug: string, body: unknown, headers: Record<string, string> = ADMIN) =>
  call(app, 'PATCH', `/catalog/admin/products/${slug}`, body, headers);
const product = async (slug: string) =>
  productResponseSchema.parse((await call(app, 'GET', `/catalog/product/${slug}`)).body).product;
const sitePrice = (p: Awaited<ReturnType<typeof product>>) =>
  p.productOffers.map(
    (offer) => offer.tradeOffer.prices.find((price) => price.type === 'site')?.price,
  );

describe('catalogue admin: PATCH /admin/products/{slug}', () => {
  it('sets the site price of every offer, keeps the old price, stamps the sitemap, tells the store', async () => {
    const slug = slugs[0]!;
    const before = await product(slug);
    const oldPrices = before.productOffers.map(
      (offer) => offer.tradeOffer.prices.find((price) => price.type === 'old')?.price,
    );
    const answer = await patch(slug, { price: 12_990 });
    expect(answer.status).toBe(200);
    const after = await product(slug);
    expect(new Set(sitePrice(after))).toEqual(new Set([12_990]));
    expect(
      after.productOffers.map(
        (offer) => offer.tradeOffer.prices.find((p) => p.type === 'old')?.price,
      ),
    ).toEqual(oldPrices);
    expect(told.at(-1)).toEqual({ tags: [`product:${slug}`, 'product-lists'] });
    const sitemap = sitemapResponseSchema.parse((await call(app, 'GET', '/catalog/sitemap')).body);
    const stamped = sitemap.products.find((item) => item.slug === slug)!.updatedAt;
    expect(Date.now() - Date.parse(stamped)).toBeLessThan(60_000);
  });

  it('sets the stock of every offer; zero takes the product out of stock', async () => {
    const slug = slugs[1]!;
    expect((await patch(slug, { stock: 0 })).status).toBe(200);
    const after = await product(slug);
    expect(after.productOffers.every((offer) => offer.tradeOffer.quantityRetail === 0)).toBe(true);
    expect(told.at(-1)?.tags).toContain(`product:${slug}`);
  });

  it('refuses strangers, unknown products and bad bodies, and changes nothing', async () => {
    const slug = slugs[0]!;
    const count = told.length;
    expect((await patch(slug, { price: 1 }, {})).status).toBe(401);
    expect((await patch(slug, { price: 1 }, { authorization: 'Bearer wrong' })).status).toBe(403);
    expect((await patch('no-such-product', { price: 1 })).status).toBe(404);
    expect((await patch(slug, {})).status).toBe(422);
    expect((await patch(slug, { price: -5 })).status).toBe(422);
    expect((await patch(slug, { price: 100, colour: 'red' })).status).toBe(422);
    expect((await patch(slug, { price: '100' })).status).toBe(422);
    expect(new Set(sitePrice(await product(slug)))).toEqual(new Set([12_990]));
    expect(told.length).toBe(count);
  });
});
