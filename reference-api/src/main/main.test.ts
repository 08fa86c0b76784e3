// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';

import { apiErrorBodySchema } from '../../../lib/platform/api/contracts/common';
import {
  bannersResponseSchema,
  recommendationsResponseSchema,
} from '../../../lib/platform/api/contracts/main';
import { call, seededApp } from '../testing/seeded-app';

const { app, db, cleanup } = seededApp();
afterAll(cleanup);

const recommendations = async (path: string, headers: Record<string, string> = {}) => {
  const response = await call(app, 'GET', `/main/recommendations/${path}`, undefined, headers);
  expect(response.status).toBe(200);
  return recommendationsResponseSchema.parse(response.body).items;
};

type ProductRow = { slug: string; sku: string; category_id: number; metal_value_id: number | null };
const productRow = (where: string): ProductRow | undefined =>
  db
    .prepare<[], ProductRow>(
      `SELECT slug, sku, category_id, metal_value_id FROM products WHERE ${where} ORDER BY seq LIMIT 1`,
    )
    .get();

describe('main API', () => {
  it('serves banners for every placement, filterable by placement', async () => {
    const all = bannersResponseSchema.parse(
      (await call(app, 'GET', '/main/get-actual')).body,
    ).items;
    expect(new Set(all.map((banner) => banner.placement))).toEqual(
      new Set(['home', 'catalog', 'live']),
    );
    expect(
      all.every((banner) => banner.image.startsWith('/media/') && banner.link.startsWith('/')),
    ).toBe(true);
    const home = bannersResponseSchema.parse(
      (await call(app, 'GET', '/main/get-actual?placement=home')).body,
    ).items;
    expect(home.length).toBeGreaterThan(0);
    expect(home.every((banner) => banner.placement === 'home')).toBe(true);
  });

  it('lists popular products, 8 by default and at most 24', async () => {
    const items = await recommendations('popular?deviceId=d1');
    expect(items).toHaveLength(8);
    expect(items.map((item) => item.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(await recommendations('popular?limit=24')).toHaveLength(24);
    const tooMany = await call(app, 'GET', '/main/recommendations/popular?limit=25');
    expect(tooMany.status).toBe(422);
    expect(apiErrorBodySchema.parse(tooMany.body).errors?.limit).toBeDefined();
  });

  it('finds similar products of the same category, 404 for an unknown SKU', async () => {
    const source = productRow("category_id = (SELECT id FROM categories WHERE slug = 'pusety')");
    const items = await recommendations(`similar?sku=${source?.sku}&deviceId=d1`);
    expect(items).toHaveLength(8);
    expect(items.some((item) => item.sku === source?.sku)).toBe(false);
    const categories = db
      .prepare<[], { category_id: number }>(
        `SELECT category_id FROM products WHERE sku IN (${items.map((item) => `'${item.sku}'`).join(',')})`,
      )
      .all();
    expect(categories.every((row) => row.category_id === source?.category_id)).toBe(true);
    expect((await call(app, 'GET', '/main/recommendations/similar?sku=000')).status).toBe(404);
    expect((await call(app, 'GET', '/main/recommendations/similar')).status).toBe(422);
  });

  it('lists popular products in a category and 404s an unknown category', async () => {
    const chains = db
      .prepare<[], { id: number }>("SELECT id FROM categories WHERE slug = 'cepi'")
      .get();
    const items = await recommendations(`popular-in-category?categoryId=${chains?.id}&limit=5`);
    expect(items).toHaveLength(5);
    expect(items.every((item) => item.name.startsWith('Цеп'))).toBe(true);
    expect(
      (await call(app, 'GET', '/main/recommendations/popular-in-category?categoryId=9999')).status,
    ).toBe(404);
  });

  it('personalises by viewed products and falls back to popular', async () => {
    const popular = await recommendations('popular');
    expect(await recommendations('personal?deviceId=stranger')).toEqual(popular);
    const watch = productRow(
      "category_id = (SELECT id FROM categories WHERE slug = 'muzhskie-chasy')",
    );
    await call(app, 'POST', `/catalog/product/view/${watch?.slug}`, { deviceId: 'watcher' });
    const personal = await recommendations('personal', { 'device-uuid': 'watcher' });
    expect(personal[0]?.name).toMatch(/^Часы/);
    expect(personal.some((item) => item.slug === watch?.slug)).toBe(false);
  });

  it('lists repeat-customer picks', async () => {
    const items = await recommendations('repeat-customers?deviceId=d1');
    expect(items).toHaveLength(8);
    expect(items.every((item) => item.prices.current <= 15000)).toBe(true);
  });
});
