// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';

import { productListResponseSchema } from '../../../../lib/platform/api/contracts/catalog';
import {
  cmsPagesResponseSchema,
  goldBarsResponseSchema,
  skuListResponseSchema,
} from '../../../../lib/platform/api/contracts/cms';
import { apiErrorBodySchema } from '../../../../lib/platform/api/contracts/common';
import { call, seededApp } from '../../testing/seeded-app';

import { seedPages } from './seed';

const { app, db, cleanup } = seededApp();
afterAll(cleanup);

const SLUGS = [
  'landing-11nov24',
  'landing-afimall',
  'landing-sale0824',
  'landing-x5promo',
  'landing-zoloto',
  '11nov24',
  'million',
  'podveska-v-podarok',
  'rasprodaja',
  'uviui',
  'ugc',
  'purchaser',
  'press-service',
  'about',
  'contacts',
  'delivery',
  'oplata',
  'guarantee',
];

const pageOf = async (slug: string) => {
  const response = await call(app, 'GET', `/main/pages?filter[slug]=${encodeURIComponent(slug)}`);
  expect(response.status).toBe(200);
  return cmsPagesResponseSchema.parse(response.body).items;
};

const skuList = (skuList: unknown) => call(app, 'POST', '/catalog/product/list', { skuList });

describe('CMS pages', () => {
  it('serves a page with blocks for every route of the area', async () => {
    for (const slug of SLUGS) {
      const items = await pageOf(slug);
      expect(items, slug).toHaveLength(1);
      expect(items[0]?.slug).toBe(slug);
      expect(items[0]?.blocks.length, slug).toBeGreaterThan(0);
    }
  });

  it('answers an empty list for an unknown slug and lists all pages without a filter', async () => {
    expect(await pageOf('no-such-page')).toEqual([]);
    const all = cmsPagesResponseSchema.parse((await call(app, 'GET', '/main/pages')).body).items;
    expect(all.map((p) => p.slug).sort()).toEqual([...SLUGS].sort());
  });

  it('fills product blocks with real SKUs; the sale page holds discounted products', async () => {
    const [sale] = await pageOf('rasprodaja');
    const block = sale?.blocks.find((b) => b.type === 'products');
    if (block?.type !== 'products') throw new Error('no products block');
    expect(block.skus.length).toBeGreaterThan(4);
    const products = skuListResponseSchema.parse((await skuList(block.skus)).body).items;
    expect(products.map((p) => p.sku)).toEqual(block.skus);
    expect(products.every((p) => p.lowest_price !== null)).toBe(true);
  });

  it('puts a gold bars block on the gold landing and a gallery on the photos page', async () => {
    const [zoloto] = await pageOf('landing-zoloto');
    expect(zoloto?.blocks.some((b) => b.type === 'gold_bars')).toBe(true);
    const [ugc] = await pageOf('ugc');
    const gallery = ugc?.blocks.find((b) => b.type === 'gallery');
    expect(gallery?.type === 'gallery' && gallery.items.length).toBeGreaterThanOrEqual(8);
  });

  it('seeds once: a second run adds nothing', () => {
    const count = () => db.prepare('SELECT count(*) AS n FROM cms_pages').get() as { n: number };
    const before = count().n;
    seedPages(db);
    expect(count().n).toBe(before);
  });
});

describe('POST /catalog/product/list { skuList }', () => {
  const someSkus = () =>
    (
      db.prepare('SELECT sku FROM products ORDER BY seq DESC LIMIT 3').all() as { sku: string }[]
    ).map((row) => row.sku);

  it('keeps the order of the list, skips unknown SKUs and repeats', async () => {
    const [a, b, c] = someSkus();
    const response = await skuList([c, 'NO-SUCH-SKU', a, b, a]);
    expect(response.status).toBe(200);
    const items = skuListResponseSchema.parse(response.body).items;
    expect(items.map((p) => p.sku)).toEqual([c, a, b]);
    // the listing card shape of the catalogue
    const card = productListResponseSchema.shape.products.shape.items.element;
    expect(() => card.parse(items[0])).not.toThrow();
  });

  it('rejects an empty or missing list with 422', async () => {
    for (const body of [[], undefined, 'x']) {
      const response = await skuList(body);
      expect(response.status).toBe(422);
      expect(apiErrorBodySchema.parse(response.body).errors?.skuList).toBeDefined();
    }
  });
});

describe('GET /main/gold-bars', () => {
  it('pages by 10 by default', async () => {
    const first = goldBarsResponseSchema.parse((await call(app, 'GET', '/main/gold-bars')).body);
    expect(first.items).toHaveLength(10);
    expect(first.pagination).toMatchObject({ page: 1, per_page: 10, last_page: 2 });
    expect(first.pagination.total).toBeGreaterThanOrEqual(15);
    const second = goldBarsResponseSchema.parse(
      (await call(app, 'GET', '/main/gold-bars?page=2&per_page=10')).body,
    );
    expect(second.items.length).toBe(first.pagination.total - 10);
    expect(second.items[0]?.id).not.toBe(first.items[0]?.id);
    expect(first.items.every((bar) => bar.purity === '999,9' && bar.price > 0)).toBe(true);
  });

  it('draws each bar; an unknown bar is 404', async () => {
    const first = goldBarsResponseSchema.parse((await call(app, 'GET', '/main/gold-bars')).body);
    const image = first.items[0]?.image ?? '';
    expect(image).toMatch(/^\/main\/gold-bars\/\d+\/image\.svg$/);
    const response = await app.request(image);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(await response.text()).toContain('999,9');
    expect((await app.request('/main/gold-bars/9999/image.svg')).status).toBe(404);
  });

  it('rejects a bad page with 422', async () => {
    const response = await call(app, 'GET', '/main/gold-bars?page=0');
    expect(response.status).toBe(422);
  });
});
