// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';

import { sitemapResponseSchema } from '../../../lib/platform/api/contracts/catalog';
import { call, seededApp } from '../testing/seeded-app';

const { app, db, cleanup } = seededApp();
afterAll(cleanup);

const count = (sql: string): number =>
  db.prepare<[], { n: number }>(`SELECT count(*) AS n FROM ${sql}`).get()?.n ?? 0;
const isIso = (value: string): boolean => new Date(value).toISOString() === value;

describe('catalogue: sitemap data', () => {
  it('lists every category by slug path, every product and every collection with ISO dates', async () => {
    const response = await call(app, 'GET', '/catalog/sitemap');
    expect(response.status).toBe(200);
    const body = sitemapResponseSchema.parse(response.body);
    expect(body.categories).toHaveLength(count('categories'));
    const paths = body.categories.map((item) => item.path);
    expect(paths).toEqual(
      expect.arrayContaining(['kolca', 'kolca/obruchalnye-kolca', 'sale/akciia-skidki-do-80']),
    );
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.every((path) => /^[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(path))).toBe(true);
    // Sold-out products are listed too.
    expect(body.products).toHaveLength(count('products'));
    expect(count('products WHERE in_stock = 0')).toBeGreaterThan(0);
    expect(new Set(body.products.map((item) => item.slug)).size).toBe(body.products.length);
    expect(body.collections.map((item) => item.slug)).toEqual(
      db
        .prepare<[], { slug: string }>('SELECT slug FROM collections ORDER BY sort, id')
        .all()
        .map((row) => row.slug),
    );
    const dates = [...body.categories, ...body.products, ...body.collections].map(
      (item) => item.updatedAt,
    );
    expect(dates.every(isIso)).toBe(true);
    // A category is as new as its newest product, children included.
    const newest = body.products.reduce(
      (max, item) => (item.updatedAt > max ? item.updatedAt : max),
      '',
    );
    const rings = body.categories.find((item) => item.path === 'kolca');
    const wedding = body.categories.find((item) => item.path === 'kolca/obruchalnye-kolca');
    expect(rings && wedding && rings.updatedAt >= wedding.updatedAt).toBe(true);
    expect(body.categories.every((item) => item.updatedAt <= newest)).toBe(true);
  });

  it('answers in well under 50 ms for the whole seed', async () => {
    await call(app, 'GET', '/catalog/sitemap');
    const times: number[] = [];
    for (let i = 0; i < 15; i += 1) {
      const started = performance.now();
      const response = await app.request('/catalog/sitemap');
      await response.text();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    expect(times[Math.floor(times.length / 2)]).toBeLessThan(50);
  });
});
