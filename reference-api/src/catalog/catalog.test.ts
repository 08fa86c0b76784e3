// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';

import {
  categoryTreeResponseSchema,
  productListResponseSchema,
  productResponseSchema,
  type Category,
  type ProductListRequest,
} from '../../../lib/platform/api/contracts/catalog';
import { apiErrorBodySchema } from '../../../lib/platform/api/contracts/common';
import { call, seededApp } from '../testing/seeded-app';

const { app, cleanup } = seededApp();
afterAll(cleanup);

const list = async (target: string, body: ProductListRequest | string = {}) => {
  const response = await call(app, 'POST', `/catalog/product/list/by-category/${target}`, body);
  expect(response.status).toBe(200);
  return productListResponseSchema.parse(response.body);
};

const SPEC_SLUGS = [
  'kolca',
  'obruchalnye-kolca',
  'pomolvochnye-kolca',
  'sergi',
  'podveski',
  'cepi',
  'kole',
  'braslety',
  'busy',
  'broshi',
  'pirsing',
  'chasy',
  'suveniry-i-podarki',
  'podarochnye-sertifikaty',
  'dragocennye-kamni',
  'aksessuary',
  'pravoslavnye-ukrasheniya',
  'svadebnye-ukrasheniya',
  'sale',
  'akciia-skidki-do-80',
];
const flatten = (items: Category[]): Category[] =>
  items.flatMap((item) => [item, ...flatten(item.children)]);

describe('catalogue: categories and products', () => {
  it('serves the spec category tree with SEO fields on every category', async () => {
    const response = await call(app, 'GET', '/catalog/category/tree');
    const tree = categoryTreeResponseSchema.parse(response.body);
    const all = flatten(tree.items);
    expect(all.map((item) => item.slug)).toEqual(expect.arrayContaining(SPEC_SLUGS));
    for (const item of all) {
      expect(item.seoTitle.length).toBeGreaterThan(10);
      expect(item.seoDescription.length).toBeGreaterThan(20);
    }
    const sale = tree.items.find((item) => item.slug === 'sale');
    expect(sale?.children.map((child) => child.slug)).toEqual(['akciia-skidki-do-80']);
  });

  it('returns a product by slug and 404 for an unknown one', async () => {
    const { products } = await list('root', { limit: 1 });
    const slug = products.items[0]?.slug ?? '';
    const found = await call(app, 'GET', `/catalog/product/${slug}`);
    expect(found.status).toBe(200);
    const { product } = productResponseSchema.parse(found.body);
    expect(product.slug).toBe(slug);
    expect(product.images.length).toBeGreaterThan(0);
    expect(product.categories[0]?.slug).toBeTruthy();
    const missing = await call(app, 'GET', '/catalog/product/net-takogo-tovara');
    expect(missing.status).toBe(404);
    expect(apiErrorBodySchema.parse(missing.body).statusCode).toBe(404);
  });

  it('answers 404 JSON for unknown paths and unknown categories', async () => {
    expect(await call(app, 'GET', '/catalog/nope')).toMatchObject({
      status: 404,
      body: { message: 'Not Found', statusCode: 404 },
    });
    expect(await call(app, 'GET', '/nowhere')).toMatchObject({
      status: 404,
      body: { message: 'Not Found', statusCode: 404 },
    });
    expect((await call(app, 'POST', '/catalog/product/list/by-category/nope', {})).status).toBe(
      404,
    );
  });
});

describe('catalogue: product lists', () => {
  it('pages without overlap and reports pagination', async () => {
    const first = await list('root', { limit: 16 });
    const second = await list('root', { limit: 16, skip: 16 });
    expect(first.pagination).toEqual({
      page: 1,
      per_page: 16,
      total: first.products.total,
      last_page: Math.ceil(first.products.total / 16),
    });
    expect(second.pagination.page).toBe(2);
    expect(first.products.total).toBeGreaterThanOrEqual(3000);
    const ids = new Set(first.products.items.map((item) => item.id));
    expect(second.products.items.some((item) => ids.has(item.id))).toBe(false);
  });

  it('includes products of child categories and sorts by price both ways', async () => {
    const rings = await list('kolca', { limit: 100, sort: [{ field: 'price', direction: 'asc' }] });
    const wedding = await list('obruchalnye-kolca', { limit: 1 });
    expect(rings.products.total).toBeGreaterThan(wedding.products.total);
    const prices = rings.products.items.map((item) => item.discount_price ?? 0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = await list('kolca', { limit: 20, sort: [{ field: 'price', direction: 'desc' }] });
    const descPrices = desc.products.items.map((item) => item.discount_price ?? 0);
    expect(descPrices).toEqual([...descPrices].sort((a, b) => b - a));
    expect(rings.filters.size.length).toBeGreaterThan(10);
    expect(rings.filters.feature.map((facet) => facet.code)).toEqual(
      expect.arrayContaining(['metal', 'insert']),
    );
  });

  it('searches name, SKU and vendor code case-insensitively, with ё = е', async () => {
    const found = await list('root', { filter: { search: 'СЕРЬГИ-ПУСЕТЫ' }, limit: 50 });
    expect(found.products.total).toBeGreaterThan(0);
    expect(
      found.products.items.every((item) => item.name.toLowerCase().includes('серьги-пусеты')),
    ).toBe(true);
    const yo = await list('root', { filter: { search: 'жёлтого золота' }, limit: 1 });
    const ye = await list('root', { filter: { search: 'желтого золота' }, limit: 1 });
    expect(yo.products.total).toBeGreaterThan(0);
    expect(ye.products.total).toBe(yo.products.total);
    const sku = found.products.items[0]?.sku ?? '';
    expect((await list('root', { filter: { search: sku } })).products.items[0]?.sku).toBe(sku);
  });

  it('filters by attribute value, price and size', async () => {
    const base = await list('kolca', { limit: 1 });
    const metal = base.filters.feature.find((facet) => facet.code === 'metal');
    const silver = metal?.values.find((value) => value.name === 'Серебро 925');
    expect(silver).toBeDefined();
    const filtered = await list('kolca', {
      filter: {
        list: { [String(metal?.id)]: [silver?.id ?? 0] },
        price: [null, 5000],
        size: ['17'],
      },
      limit: 100,
    });
    expect(filtered.products.total).toBeGreaterThan(0);
    expect(filtered.products.total).toBeLessThan(base.products.total);
    for (const item of filtered.products.items) {
      expect(item.attributes.some((a) => a.valueId === silver?.id)).toBe(true);
      expect(item.discount_price).toBeLessThanOrEqual(5000);
      expect(item.productOffers.some((offer) => offer.size === '17' && offer.count > 0)).toBe(true);
    }
    // The metal facet keeps the other metals selectable while silver is picked.
    const metals = filtered.filters.feature.find((facet) => facet.code === 'metal');
    expect(metals?.values.length).toBeGreaterThan(1);
  });

  it('lists new arrivals newest first', async () => {
    const response = await call(app, 'POST', '/catalog/product/list/new', { limit: 10 });
    const body = productListResponseSchema.parse(response.body);
    expect(body.products.total).toBeGreaterThan(0);
    expect(body.products.total).toBeLessThan(3000);
  });

  it('answers 422 with field errors for bad bodies and bad JSON', async () => {
    const bad = await call(app, 'POST', '/catalog/product/list/by-category/root', {
      limit: 1000,
      sort: [{ field: 'rating', direction: 'up' }],
    });
    expect(bad.status).toBe(422);
    const error = apiErrorBodySchema.parse(bad.body);
    expect(error).toMatchObject({ message: 'Validation Error', statusCode: 422 });
    expect(Object.keys(error.errors ?? {})).toEqual(
      expect.arrayContaining(['limit', 'sort.0.field']),
    );
    const broken = await call(app, 'POST', '/catalog/product/list/by-category/root', '{"limit":');
    expect(broken).toMatchObject({
      status: 422,
      body: { message: 'Validation Error', errors: { body: expect.any(Array) } },
    });
    const badKey = await call(app, 'POST', '/catalog/product/list/by-category/root', {
      filter: { list: { metal: [101] } },
    });
    expect(badKey.status).toBe(422);
  });

  it('answers a faceted list over the whole catalogue in a few milliseconds', async () => {
    const body = {
      filter: { search: 'золота', price: [5000, null] as [number, null] },
      sort: [{ field: 'discount' as const, direction: 'desc' as const }],
    };
    await list('root', body);
    const started = performance.now();
    for (let i = 0; i < 5; i += 1) await list('root', body);
    const average = (performance.now() - started) / 5;
    // Generous bound for slow CI boxes; locally this is ~10 ms including JSON work.
    expect(average).toBeLessThan(150);
  });
});
