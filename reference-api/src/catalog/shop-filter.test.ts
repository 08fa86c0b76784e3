// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';

import { otpSendResponseSchema } from '../../../lib/platform/api/contracts/auth';
import {
  collectionProductsResponseSchema,
  productListResponseSchema,
  type ProductListRequest,
} from '../../../lib/platform/api/contracts/catalog';
import { apiErrorBodySchema } from '../../../lib/platform/api/contracts/common';
import { reservationResponseSchema } from '../../../lib/platform/api/contracts/reservations';
import { productStockResponseSchema } from '../../../lib/platform/api/contracts/stock';
import { createApp } from '../app';
import { HELD_SQL } from '../reservation/shop-stock';
import { call, seededApp } from '../testing/seeded-app';

/**
 * «В наличии в магазине»: `filter.shop` keeps the products that shop can still hand over (its
 * shelf less the active reservations, as GET /catalog/product/{slug}/stock counts them); with
 * sizes, those sizes on that shelf.
 */
/** The code every SMS carries here, so a guest's reservation can prove its phone. */
const OTP_CODE = '111111';
const t = seededApp();
afterAll(t.cleanup);
const clock = { now: new Date('2026-03-02T09:00:00.000Z') };
const app = createApp(t.db, {
  mediaDir: t.mediaDir,
  accounts: { otpCode: OTP_CODE, log: () => {}, now: () => clock.now },
  reservations: { clientLimit: 1000 },
});
const SHOP = 5;

const post = (path: string, body: unknown) => call(app, 'POST', path, body);
const list = async (target: string, body: ProductListRequest = {}) => {
  const response = await post(`/catalog/product/list/by-category/${target}`, body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return productListResponseSchema.parse(response.body);
};
const total = async (target: string, filter: ProductListRequest['filter']) =>
  (await list(target, { filter, limit: 1 })).products.total;

/** What `shopId` can still hand over of each of the product's sizes, by the stock endpoint. */
async function shelf(slug: string, shopId: number): Promise<Map<string | null, number>> {
  const response = await call(app, 'GET', `/catalog/product/${slug}/stock`);
  const stock = productStockResponseSchema.parse(response.body);
  const here = stock.shops.find((entry) => entry.shop.id === shopId);
  return new Map(here?.offers.map((offer) => [offer.size, offer.available]) ?? []);
}
const piecesIn = async (slug: string, shopId: number) =>
  [...(await shelf(slug, shopId)).values()].reduce((sum, n) => sum + n, 0);

/** Products of a category the shop holds a piece of at the clock's instant, straight from SQL. */
const inShopSql = (category: string, shopId: number): number =>
  t.db
    .prepare<[string, number, string], { n: number }>(
      `SELECT count(DISTINCT o.product_seq) AS n FROM shop_stock s JOIN offers o ON o.id = s.offer_id
      WHERE o.product_seq IN (SELECT pc.product_seq FROM product_categories pc
        JOIN categories c ON c.id = pc.category_id WHERE c.slug = ?)
      AND s.shop_id = ? AND s.quantity > ${HELD_SQL}`,
    )
    .get(category, shopId, clock.now.toISOString())!.n;

describe('catalogue lists: the shop filter', () => {
  it('lists only what the shop holds, the same products the stock endpoint names', async () => {
    const all = await list('kolca', { limit: 100 });
    const here = await list('kolca', { filter: { shop: SHOP }, limit: 100 });
    expect(here.products.total).toBe(inShopSql('kolca', SHOP));
    expect(here.products.total).toBeGreaterThan(0);
    expect(here.products.total).toBeLessThan(all.products.total);
    for (const item of here.products.items.slice(0, 5)) {
      expect(await piecesIn(item.slug, SHOP), item.slug).toBeGreaterThan(0);
    }
    const shown = new Set(here.products.items.map((item) => item.id));
    const left = all.products.items.filter((item) => !shown.has(item.id));
    expect(left.length).toBeGreaterThan(0);
    // the first 100 of both lists overlap in order (popular): what the shop list skips, it lacks
    const lastShown = all.products.items.findIndex(
      (item) => item.id === here.products.items.at(-1)?.id,
    );
    for (const item of left.filter((_, index) => index <= lastShown).slice(0, 5)) {
      expect(await piecesIn(item.slug, SHOP), item.slug).toBe(0);
    }
  });

  it('with a size means that size on that shelf, whatever the online stock', async () => {
    // a size sold out online that the shop still has
    const shelfOnly = t.db
      .prepare<[number], { sku: string; size: string; slug: string }>(
        `SELECT p.sku, p.slug, o.size FROM offers o JOIN shop_stock s ON s.offer_id = o.id
        JOIN products p ON p.seq = o.product_seq
        WHERE s.shop_id = ? AND s.quantity > 0 AND o.stock = 0 AND o.size IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM offers x WHERE x.product_seq = o.product_seq
          AND x.size = o.size AND x.stock > 0)
        ORDER BY p.seq LIMIT 1`,
      )
      .get(SHOP)!;
    expect((await shelf(shelfOnly.slug, SHOP)).get(shelfOnly.size)).toBeGreaterThan(0);
    const search = shelfOnly.sku;
    expect(await total('root', { search, size: [shelfOnly.size], shop: SHOP })).toBe(1);
    expect(await total('root', { search, size: [shelfOnly.size] })).toBe(0);
    // a size on sale online that the shop's shelf lacks, of a product the shop has in another size
    const onlineOnly = t.db
      .prepare<[number], { sku: string; size: string; slug: string }>(
        `SELECT p.sku, p.slug, o.size FROM offers o JOIN products p ON p.seq = o.product_seq
        WHERE o.stock > 0 AND o.size IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM offers x JOIN shop_stock s ON s.offer_id = x.id
          WHERE x.product_seq = o.product_seq AND x.size = o.size AND s.shop_id = ?1 AND s.quantity > 0)
        AND EXISTS (SELECT 1 FROM offers x JOIN shop_stock s ON s.offer_id = x.id
          WHERE x.product_seq = o.product_seq AND s.shop_id = ?1 AND s.quantity > 0)
        ORDER BY p.seq LIMIT 1`,
      )
      .get(SHOP)!;
    expect((await shelf(onlineOnly.slug, SHOP)).get(onlineOnly.size) ?? 0).toBe(0);
    expect(await total('root', { search: onlineOnly.sku, shop: SHOP })).toBe(1);
    expect(await total('root', { search: onlineOnly.sku, size: [onlineOnly.size] })).toBe(1);
    expect(
      await total('root', { search: onlineOnly.sku, size: [onlineOnly.size], shop: SHOP }),
    ).toBe(0);
  });

  it('narrows every facet; each count is what picking the value lists in that shop', async () => {
    const here = await list('kolca', { filter: { shop: SHOP }, limit: 1 });
    const all = await list('kolca', { limit: 1 });
    expect(here.filters).not.toEqual(all.filters);
    for (const size of here.filters.size.slice(0, 4)) {
      expect(await total('kolca', { shop: SHOP, size: [size.value] }), size.value).toBe(size.count);
    }
    const metal = here.filters.feature.find((facet) => facet.code === 'metal');
    const [gold, silver] = metal?.values ?? [];
    if (!metal || !gold || !silver) throw new Error('no metal facet');
    const picked = await list('kolca', {
      filter: { shop: SHOP, list: { [metal.id]: [gold.id] } },
      limit: 1,
    });
    expect(picked.products.total).toBe(gold.count);
    // the picked metal's facet still offers the other metals, counted in that shop
    const metalFacet = picked.filters.feature.find((facet) => facet.id === metal.id);
    expect(metalFacet?.values.find((value) => value.id === silver.id)?.count).toBe(silver.count);
    // the size facet ignores the chosen size (multi-select) but keeps the shop
    const sized = await list('kolca', {
      filter: { shop: SHOP, size: [here.filters.size[0]!.value] },
      limit: 1,
    });
    expect(sized.filters.size).toEqual(here.filters.size);
  });

  it('follows reservations: a shelf whose last piece is held drops out until the hold ends', async () => {
    const last = t.db
      .prepare<[], { productUuid: string; offerUuid: string; shopId: number; sku: string }>(
        `SELECT p.id AS productUuid, s.offer_id AS offerUuid, s.shop_id AS shopId, p.sku
        FROM shop_stock s JOIN offers o ON o.id = s.offer_id JOIN products p ON p.seq = o.product_seq
        JOIN shops sh ON sh.id = s.shop_id AND sh.is_active = 1
        WHERE s.quantity = 1 AND (SELECT sum(y.quantity) FROM shop_stock y JOIN offers x
          ON x.id = y.offer_id WHERE x.product_seq = o.product_seq AND y.shop_id = s.shop_id) = 1
        ORDER BY p.seq LIMIT 1`,
      )
      .get()!;
    const filter = { search: last.sku, shop: last.shopId };
    expect(await total('root', filter)).toBe(1);
    const phone = '+7 (917) 310-00-01';
    const sent = await post('/main/otp/sendV2', {
      phone,
      recaptcha_token: 'ok',
      messageType: 'SMS',
    });
    const { otp_id: otpId } = otpSendResponseSchema.parse(sent.body);
    const response = await call(
      app,
      'POST',
      '/order/api/reservation',
      {
        shopId: last.shopId,
        productUuid: last.productUuid,
        offerUuid: last.offerUuid,
        name: 'Анна',
        phone,
        consent: true,
        otpId,
        otpCode: OTP_CODE,
      },
      { 'idempotency-key': 'shop-filter-1' },
    );
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const { holdUntil } = reservationResponseSchema.parse(response.body).reservation;
    expect(await total('root', filter)).toBe(0);
    expect(await total('root', { search: last.sku })).toBe(1);
    clock.now = new Date(Date.parse(holdUntil) + 1000);
    expect(await total('root', filter)).toBe(1);
  });

  it('applies to new arrivals and collections as well', async () => {
    const news = productListResponseSchema.parse(
      (await post('/catalog/product/list/new', { filter: { shop: SHOP }, limit: 100 })).body,
    );
    for (const item of news.products.items.slice(0, 3)) {
      expect(await piecesIn(item.slug, SHOP)).toBeGreaterThan(0);
    }
    const path = '/catalog/product/list/collection/luxe-amirald';
    const collection = collectionProductsResponseSchema.parse((await post(path, {})).body);
    const inShop = collectionProductsResponseSchema.parse(
      (await post(path, { filter: { shop: SHOP } })).body,
    );
    expect(inShop.total).toBeLessThanOrEqual(collection.total);
    for (const item of inShop.items.slice(0, 3)) {
      expect(await piecesIn(item.slug, SHOP)).toBeGreaterThan(0);
    }
  });

  it('refuses a shop that is not a positive whole number; an unknown or closed shop lists nothing', async () => {
    for (const shop of [0, -3, 2.5, '5', null]) {
      const response = await post('/catalog/product/list/by-category/kolca', {
        filter: { shop },
      });
      expect(response.status, String(shop)).toBe(422);
      expect(Object.keys(apiErrorBodySchema.parse(response.body).errors ?? {})).toEqual([
        'filter.shop',
      ]);
    }
    const closed = t.db
      .prepare<[], { id: number }>('SELECT id FROM shops WHERE is_active = 0 LIMIT 1')
      .get()!;
    for (const shop of [9999, closed.id]) {
      const answer = await list('kolca', { filter: { shop, size: ['17'] } });
      expect(answer.products).toEqual({ items: [], total: 0 });
      // chosen values keep their place with count 0, as with any filter matching nothing
      expect(answer.filters.size).toEqual([{ value: '17', count: 0 }]);
      expect(answer.filters.feature).toEqual([]);
    }
  });
});
