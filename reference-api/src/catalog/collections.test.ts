// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';

import {
  collectionListResponseSchema,
  collectionProductsResponseSchema,
} from '../../../lib/platform/api/contracts/catalog';
import { call, seededApp } from '../testing/seeded-app';

const { app, db, cleanup } = seededApp();
afterAll(cleanup);

describe('catalogue: collections and views', () => {
  it('lists collections with paging and search', async () => {
    const all = collectionListResponseSchema.parse(
      (await call(app, 'POST', '/catalog/collection/list', {})).body,
    );
    expect(all.list.map((item) => item.slug)).toEqual(
      expect.arrayContaining(['luxe-amirald', 'outlet', 'pravoslavnye-ukrasheniya']),
    );
    expect(all.total).toBeGreaterThanOrEqual(5);
    expect(all.list.every((item) => item.total > 0 && item.seoTitle && item.seoDescription)).toBe(
      true,
    );
    const page = collectionListResponseSchema.parse(
      (await call(app, 'POST', '/catalog/collection/list', { skip: 2, limit: 2 })).body,
    );
    expect(page.list).toEqual(all.list.slice(2, 4));
    const found = collectionListResponseSchema.parse(
      (await call(app, 'POST', '/catalog/collection/list', { searchQuery: 'ЖЕМЧУЖ' })).body,
    );
    expect(found.list.map((item) => item.slug)).toEqual(['zhemchuzhnaya-kollekciia']);
  });

  it('lists collection products by price ascending unless told otherwise', async () => {
    const response = await call(app, 'POST', '/catalog/product/list/collection/luxe-amirald', {
      limit: 40,
    });
    const body = collectionProductsResponseSchema.parse(response.body);
    expect(body.slug).toBe('luxe-amirald');
    expect(body.items.length).toBeGreaterThan(0);
    const prices = body.items.map((item) => item.discount_price ?? 0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const popular = collectionProductsResponseSchema.parse(
      (
        await call(app, 'POST', '/catalog/product/list/collection/outlet', {
          sort: [{ field: 'discount', direction: 'desc' }],
        })
      ).body,
    );
    expect(popular.items[0]?.lowest_price).not.toBeNull();
    expect((await call(app, 'POST', '/catalog/product/list/collection/nope', {})).status).toBe(404);
  });

  it('records product views from the body or the device-uuid header', async () => {
    const slug =
      db.prepare<[], { slug: string }>('SELECT slug FROM products ORDER BY seq LIMIT 1').get()
        ?.slug ?? '';
    expect(
      await call(app, 'POST', `/catalog/product/view/${slug}`, { deviceId: 'device-1' }),
    ).toMatchObject({ status: 200, body: { success: true } });
    expect(
      (
        await call(app, 'POST', `/catalog/product/view/${slug}`, undefined, {
          'device-uuid': 'device-2',
        })
      ).status,
    ).toBe(200);
    expect((await call(app, 'POST', `/catalog/product/view/${slug}`, {})).status).toBe(422);
    expect(
      (await call(app, 'POST', '/catalog/product/view/nope', { deviceId: 'device-1' })).status,
    ).toBe(404);
    const views = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM product_views').get()?.n;
    expect(views).toBe(2);
  });
});
