// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';

import {
  collectionListResponseSchema,
  collectionProductsResponseSchema,
  productListResponseSchema,
  type ProductListRequest,
} from '../../../lib/platform/api/contracts/catalog';
import { call, seededApp } from '../testing/seeded-app';

const { app, db, cleanup } = seededApp();
afterAll(cleanup);

const list = async (target: string, body: ProductListRequest = {}) => {
  const response = await call(app, 'POST', `/catalog/product/list/by-category/${target}`, body);
  expect(response.status).toBe(200);
  return productListResponseSchema.parse(response.body);
};
const total = async (target: string, filter: ProductListRequest['filter']) =>
  (await list(target, { filter, limit: 1 })).products.total;

type Column = 'popularity' | 'created_at' | 'price' | 'discount';
const column = (slugs: string[], name: Column): (number | string)[] => {
  const rows = db
    .prepare<[string], { slug: string; v: number | string }>(
      `SELECT slug, ${name} AS v FROM products WHERE slug IN (SELECT value FROM json_each(?))`,
    )
    .all(JSON.stringify(slugs));
  const bySlug = new Map(rows.map((row) => [row.slug, row.v]));
  return slugs.map((slug) => bySlug.get(slug) ?? '');
};
const sorted = <T extends number | string>(values: T[], direction: 'asc' | 'desc'): T[] =>
  [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0) * (direction === 'asc' ? 1 : -1));

describe('catalogue lists: filters, sorts, paging and facets', () => {
  it('ANDs attributes and ORs values within one attribute', async () => {
    const base = await list('kolca', { limit: 1 });
    const metal = base.filters.feature.find((facet) => facet.code === 'metal');
    const insert = base.filters.feature.find((facet) => facet.code === 'insert');
    const [gold, silver] = metal?.values ?? [];
    const brilliant = insert?.values.find((value) => value.name.startsWith('Бриллиант'));
    if (!metal || !insert || !gold || !silver || !brilliant) throw new Error('no facets');
    const one = (valueId: number) => total('kolca', { list: { [metal.id]: [valueId] } });
    // A product has one metal, so an OR of two metals adds up.
    expect(await total('kolca', { list: { [metal.id]: [gold.id, silver.id] } })).toBe(
      (await one(gold.id)) + (await one(silver.id)),
    );
    // Facet counts equal what picking the value lists.
    expect(await one(gold.id)).toBe(gold.count);
    const both = await list('kolca', {
      filter: { list: { [metal.id]: [gold.id], [insert.id]: [brilliant.id] } },
      limit: 100,
    });
    expect(both.products.total).toBeGreaterThan(0);
    expect(both.products.total).toBeLessThan(Math.min(gold.count, brilliant.count));
    for (const item of both.products.items) {
      const values = item.attributes.map((attribute) => attribute.valueId);
      expect(values).toEqual(expect.arrayContaining([gold.id, brilliant.id]));
    }
    // Within the picked metal's facet, the other metals keep counts that ignore the metal filter
    // but respect the insert filter.
    const metalFacet = both.filters.feature.find((facet) => facet.id === metal.id);
    expect(metalFacet?.values.find((value) => value.id === gold.id)?.count).toBe(
      both.products.total,
    );
    const silverWithBrilliant = await total('kolca', {
      list: { [metal.id]: [silver.id], [insert.id]: [brilliant.id] },
    });
    expect(metalFacet?.values.find((value) => value.id === silver.id)?.count ?? 0).toBe(
      silverWithBrilliant,
    );
  });

  it('ignores unknown attribute and value ids instead of emptying the list or failing', async () => {
    const base = await list('kolca', { limit: 1 });
    const metal = base.filters.feature.find((facet) => facet.code === 'metal');
    const style = base.filters.feature.find((facet) => facet.code === 'style');
    const gold = metal?.values[0];
    if (!metal || !gold || !style) throw new Error('no facets');
    const all = base.products.total;
    expect(await total('kolca', { list: { '9999': [gold.id] } })).toBe(all);
    expect(await total('kolca', { list: { [metal.id]: [999_999] } })).toBe(all);
    expect(await total('kolca', { list: { [metal.id]: [] } })).toBe(all);
    // A value of another attribute under the metal key names nothing either.
    expect(await total('kolca', { list: { [metal.id]: [style.values[0]?.id ?? 0] } })).toBe(all);
    expect(await total('kolca', { list: { [metal.id]: [gold.id, 999_999], '9999': [1] } })).toBe(
      gold.count,
    );
    const unknown = await list('kolca', { filter: { list: { '9999': [1], '0': [-5] } }, limit: 1 });
    expect(unknown.filters).toEqual(base.filters);
  });

  it('filters by site price, inclusive at both ends', async () => {
    const sample = db
      .prepare<[], { price: number }>(
        "SELECT price FROM products WHERE seq IN (SELECT product_seq FROM product_categories WHERE category_id = (SELECT id FROM categories WHERE slug = 'kolca')) ORDER BY seq LIMIT 1 OFFSET 10",
      )
      .get();
    const price = sample?.price ?? 0;
    const exact = await list('kolca', { filter: { price: [price, price] }, limit: 100 });
    expect(exact.products.total).toBeGreaterThan(0);
    expect(exact.products.items.every((item) => item.discount_price === price)).toBe(true);
    const below = await total('kolca', { price: [null, price - 1] });
    const upTo = await total('kolca', { price: [null, price] });
    const from = await total('kolca', { price: [price, null] });
    const all = await total('kolca', { price: [null, null] });
    expect(upTo - below).toBe(exact.products.total);
    expect(upTo + from - exact.products.total).toBe(all);
    expect(all).toBe(await total('kolca', {}));
    const range = await list('kolca', { filter: { price: [5000, 20000] }, limit: 100 });
    for (const item of range.products.items) {
      expect(item.discount_price).toBeGreaterThanOrEqual(5000);
      expect(item.discount_price).toBeLessThanOrEqual(20000);
    }
    expect(await total('kolca', { price: [20000, 5000] })).toBe(0);
  });

  it('filters by sellable sizes (OR), with size facets ignoring the size filter', async () => {
    const base = await list('kolca', { limit: 1 });
    const sizes = base.filters.size.map((size) => size.value);
    expect(sizes).toEqual([...sizes].sort((a, b) => Number(a) - Number(b)));
    expect(sizes).not.toContain('');
    const seventeen = base.filters.size.find((size) => size.value === '17');
    const filtered = await list('kolca', { filter: { size: ['17'] }, limit: 100 });
    expect(filtered.products.total).toBe(seventeen?.count);
    for (const item of filtered.products.items) {
      expect(item.productOffers.some((offer) => offer.size === '17' && offer.count > 0)).toBe(true);
    }
    expect(filtered.filters.size).toEqual(base.filters.size);
    const either = await total('kolca', { size: ['17', '18'] });
    expect(either).toBeGreaterThan(filtered.products.total);
    expect(await total('kolca', { size: ['', '  '] })).toBe(base.products.total);
    expect(await total('kolca', { size: ['99'] })).toBe(0);
  });

  it('searches name, SKU and vendor code (case-insensitive, ё = е, all words)', async () => {
    const row = db
      .prepare<[], { sku: string; vendor_code: string }>(
        'SELECT sku, vendor_code FROM products ORDER BY seq LIMIT 1 OFFSET 100',
      )
      .get();
    const byVendor = await list('root', { filter: { search: row?.vendor_code.toLowerCase() } });
    expect(byVendor.products.items.map((item) => item.vendorCode)).toEqual([row?.vendor_code]);
    const bySku = await list('root', { filter: { search: ` ${row?.sku} ` } });
    expect(bySku.products.items.map((item) => item.sku)).toEqual([row?.sku]);
    const words = await list('root', { filter: { search: 'кольцо ЖЁЛТОГО' }, limit: 100 });
    expect(words.products.total).toBeGreaterThan(0);
    for (const item of words.products.items) {
      const name = item.name.toLowerCase().replace(/ё/g, 'е');
      expect(name.includes('кольцо') && name.includes('желтого')).toBe(true);
    }
    expect(await total('root', { search: '   ' })).toBe(await total('root', {}));
    expect(await total('root', { search: 'нет-такого-товара' })).toBe(0);
  });

  it('sorts by popularity, novelty, price both ways and discount', async () => {
    const cases: [ProductListRequest['sort'], Column, 'asc' | 'desc'][] = [
      [[{ field: 'popular', direction: 'desc' }], 'popularity', 'desc'],
      [[{ field: 'new', direction: 'desc' }], 'created_at', 'desc'],
      [[{ field: 'price', direction: 'asc' }], 'price', 'asc'],
      [[{ field: 'price', direction: 'desc' }], 'price', 'desc'],
      [[{ field: 'discount', direction: 'desc' }], 'discount', 'desc'],
    ];
    for (const [sort, name, direction] of cases) {
      for (const skip of [0, 500]) {
        const body = await list('root', { sort, skip, limit: 100 });
        const values = column(
          body.products.items.map((item) => item.slug),
          name,
        );
        expect(values, `${name} ${direction} skip ${skip}`).toEqual(sorted(values, direction));
      }
    }
    // Default is popular.
    const popular = await list('root', { limit: 20 });
    const values = column(
      popular.products.items.map((item) => item.slug),
      'popularity',
    );
    expect(values).toEqual(sorted(values, 'desc'));
  });

  it('pages up to 100 items; a page beyond the end is empty with true totals', async () => {
    const full = await list('kolca', { limit: 100 });
    expect(full.products.items).toHaveLength(100);
    const count = full.products.total;
    const last = await list('kolca', { limit: 100, skip: Math.floor(count / 100) * 100 });
    expect(last.products.items).toHaveLength(count % 100);
    const beyond = await list('kolca', { limit: 16, skip: count + 32 });
    expect(beyond.products).toEqual({ items: [], total: count });
    expect(beyond.pagination).toEqual({
      total: count,
      per_page: 16,
      page: Math.floor((count + 32) / 16) + 1,
      last_page: Math.ceil(count / 16),
    });
    expect(beyond.filters).toEqual((await list('kolca', { limit: 16 })).filters);
    const huge = await list('kolca', { limit: 16, skip: 1e12 });
    expect(huge.products).toEqual({ items: [], total: count });
    const tooBig = await call(app, 'POST', '/catalog/product/list/by-category/kolca', {
      limit: 101,
    });
    expect(tooBig.status).toBe(422);
    const empty = await list('kolca', { filter: { search: 'нет-такого-товара' } });
    expect(empty.pagination).toEqual({ total: 0, per_page: 32, page: 1, last_page: 1 });
  });

  it('counts every attribute facet over the filtered list', async () => {
    const body = await list('sergi', { filter: { price: [null, 30000] }, limit: 1 });
    expect(body.filters.feature.map((facet) => facet.code)).toEqual(
      expect.arrayContaining(['metal', 'insert', 'style']),
    );
    const metal = body.filters.feature.find((facet) => facet.code === 'metal');
    // Every product of this branch has one metal, so metal counts add up to the total.
    expect(metal?.values.reduce((sum, value) => sum + value.count, 0)).toBe(body.products.total);
    for (const facet of body.filters.feature) {
      expect(facet.values.every((value) => value.count > 0 && value.name.length > 0)).toBe(true);
    }
  });

  it('searches collections by name only, case-insensitively', async () => {
    const search = async (searchQuery: string) =>
      collectionListResponseSchema
        .parse((await call(app, 'POST', '/catalog/collection/list', { searchQuery })).body)
        .list.map((item) => item.slug);
    expect(await search('lUxE')).toEqual(['luxe-amirald']);
    expect(await search('  коллекция ')).toEqual(
      expect.arrayContaining(['zhemchuzhnaya-kollekciia', 'svadebnaya']),
    );
    // Descriptions mention gold everywhere; names do not.
    expect(await search('золот')).toEqual([]);
  });
});

describe('facets for the listing UI', () => {
  it('keeps chosen values (with count 0) when the filters match nothing', async () => {
    const answer = await list('kolca', {
      filter: { list: { '1': [105] }, price: [1, 2], size: ['17'] },
      limit: 1,
    });
    expect(answer.products.total).toBe(0);
    const metal = answer.filters.feature.find((facet) => facet.code === 'metal');
    expect(metal?.values).toContainEqual({ id: 105, name: 'Серебро 925', count: 0 });
    expect(answer.filters.size).toContainEqual({ value: '17', count: 0 });
  });

  it('answers collection products with the catalogue facets', async () => {
    const response = await call(app, 'POST', '/catalog/product/list/collection/luxe-amirald', {
      limit: 1,
    });
    expect(response.status).toBe(200);
    const body = collectionProductsResponseSchema.parse(response.body);
    const total = body.filters?.feature.reduce(
      (sum, facet) =>
        facet.code === 'metal' ? sum + facet.values.reduce((n, v) => n + v.count, 0) : sum,
      0,
    );
    expect(body.filters?.feature.length).toBeGreaterThan(0);
    expect(total).toBe(body.total);
  });
});
