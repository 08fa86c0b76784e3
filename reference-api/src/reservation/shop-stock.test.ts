// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';

import { apiErrorBodySchema } from '../../../lib/platform/api/contracts/common';
import { shopsResponseSchema } from '../../../lib/platform/api/contracts/shops';
import {
  productStockResponseSchema,
  stockLevel,
  type ProductStockResponse,
} from '../../../lib/platform/api/contracts/stock';
import { openDb, type Db } from '../db/open-db';
import { seedDatabase } from '../seed/seed';
import { call, seededApp } from '../testing/seeded-app';

import { seedShopStock } from './seed-stock';

/** Stock per shop and size: seeded from the ids, read by GET /catalog/product/{slug-or-sku}/stock. */
const t = seededApp();
afterAll(t.cleanup);

const dump = (db: Db) =>
  db.prepare('SELECT offer_id, shop_id, quantity FROM shop_stock ORDER BY offer_id, shop_id').all();

const stockOf = async (id: string): Promise<ProductStockResponse> => {
  const response = await call(t.app, 'GET', `/catalog/product/${id}/stock`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return productStockResponseSchema.parse(response.body);
};

type Held = { slug: string; sku: string; offer_id: string; shop_id: number; quantity: number };
const heldWith = (quantity: number) =>
  t.db
    .prepare<[number], Held>(
      `SELECT p.slug, p.sku, s.offer_id, s.shop_id, s.quantity FROM shop_stock s
      JOIN offers o ON o.id = s.offer_id JOIN products p ON p.seq = o.product_seq
      WHERE s.quantity = ? ORDER BY p.seq, o.position, s.shop_id LIMIT 1`,
    )
    .get(quantity)!;

describe('seeded stock per shop', () => {
  it('is the same on every run: two databases seeded alike hold the same rows', () => {
    const other = openDb(':memory:');
    seedDatabase(other);
    expect(dump(other)).toEqual(dump(t.db));
    other.close();
  });

  it('puts most products in 2–5 active shops, some in none, never gift cards', () => {
    const perProduct = t.db
      .prepare<[], { shops: number; gift: number }>(
        `SELECT (SELECT count(DISTINCT s.shop_id) FROM shop_stock s JOIN offers o ON o.id = s.offer_id
          WHERE o.product_seq = p.seq) AS shops,
        EXISTS (SELECT 1 FROM product_categories pc JOIN categories c ON c.id = pc.category_id
          WHERE pc.product_seq = p.seq AND c.slug = 'podarochnye-sertifikaty') AS gift
        FROM products p`,
      )
      .all();
    const jewellery = perProduct.filter((row) => row.gift === 0);
    const inShops = jewellery.filter((row) => row.shops > 0);
    expect(inShops.length / jewellery.length).toBeGreaterThan(0.75);
    expect(inShops.length).toBeLessThan(jewellery.length);
    expect(inShops.every((row) => row.shops >= 2 && row.shops <= 5)).toBe(true);
    expect(perProduct.filter((row) => row.gift === 1).every((row) => row.shops === 0)).toBe(true);
    const inactive = t.db
      .prepare(
        `SELECT 1 FROM shop_stock s JOIN shops sh ON sh.id = s.shop_id WHERE sh.is_active = 0`,
      )
      .all();
    expect(inactive).toEqual([]);
    const levels = new Set(dump(t.db).map((row) => stockLevel((row as Held).quantity)));
    expect([...levels].sort()).toEqual(['few', 'in_stock', 'none']);
  });

  it('seeding again adds nothing', () => {
    const before = dump(t.db).length;
    seedShopStock(t.db);
    seedDatabase(t.db);
    expect(dump(t.db)).toHaveLength(before);
  });
});

describe('GET /catalog/product/{slug-or-sku}/stock', () => {
  it('answers per shop its hours, metro and coordinates and per size the level', async () => {
    const held = heldWith(3);
    const stock = await stockOf(held.slug);
    expect(stock.slug).toBe(held.slug);
    const shops = shopsResponseSchema.parse((await call(t.app, 'GET', '/main/shop')).body).items;
    const here = stock.shops.find((entry) => entry.shop.id === held.shop_id)!;
    expect(here.shop).toEqual(shops.find((shop) => shop.id === held.shop_id));
    expect(here.offers.find((offer) => offer.offerUuid === held.offer_id)).toMatchObject({
      available: 3,
      level: 'in_stock',
    });
    // every offer of the product in every shop listed, in the order of /main/shop
    const offers = t.db
      .prepare<[string], { id: string }>(
        `SELECT o.id FROM offers o JOIN products p ON p.seq = o.product_seq WHERE p.slug = ?
        ORDER BY o.position`,
      )
      .all(held.slug)
      .map((row) => row.id);
    for (const entry of stock.shops) {
      expect(entry.offers.map((offer) => offer.offerUuid)).toEqual(offers);
      expect(entry.available).toBe(entry.offers.reduce((sum, offer) => sum + offer.available, 0));
      expect(entry.available).toBeGreaterThan(0);
    }
    const order = shops.map((shop) => shop.id);
    const listed = stock.shops.map((entry) => order.indexOf(entry.shop.id));
    expect(listed).toEqual([...listed].sort((a, b) => a - b));
  });

  it('names 1–2 pieces «few» and none «none»; the SKU finds the product too', async () => {
    for (const [quantity, level] of [
      [1, 'few'],
      [2, 'few'],
      [0, 'none'],
      [5, 'in_stock'],
    ] as const) {
      const held = heldWith(quantity);
      const stock = await stockOf(held.sku);
      const offer = stock.shops
        .find((entry) => entry.shop.id === held.shop_id)!
        .offers.find((entry) => entry.offerUuid === held.offer_id);
      expect(offer).toMatchObject({ available: quantity, level });
    }
  });

  it('lists no shop for a product no shop holds; an unknown product is 404', async () => {
    const nowhere = t.db
      .prepare<[], { slug: string }>(
        `SELECT p.slug FROM products p WHERE NOT EXISTS (SELECT 1 FROM shop_stock s
        JOIN offers o ON o.id = s.offer_id WHERE o.product_seq = p.seq) ORDER BY p.seq LIMIT 1`,
      )
      .get()!;
    expect((await stockOf(nowhere.slug)).shops).toEqual([]);
    const unknown = await call(t.app, 'GET', '/catalog/product/no-such-ring/stock');
    expect(unknown.status).toBe(404);
    expect(apiErrorBodySchema.parse(unknown.body).code).toBe('product_not_found');
  });
});
