// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { MIGRATIONS } from '../db/migrations';
import { openDb, type Db } from '../db/open-db';

import { CATEGORY_TREE } from './categories';
import { flattenCategories } from './flatten';
import { createRng } from './prng';
import { generateProducts } from './products';
import { DEFAULT_SEED, seedDatabase } from './seed';

type Row = { id: string; sku: string; slug: string; name: string; price: number };
const FIRST = 'SELECT id, sku, slug, name, price FROM products ORDER BY seq LIMIT 25';
const count = (db: Db, table: string): number =>
  db.prepare<[], { n: number }>(`SELECT count(*) AS n FROM ${table}`).get()?.n ?? 0;

describe('seed', () => {
  const dir = mkdtempSync(join(tmpdir(), 'reference-seed-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is deterministic: the same seed gives the same products, another seed others', () => {
    const categories = flattenCategories(CATEGORY_TREE);
    const first = (seed: number) =>
      generateProducts(createRng(seed), categories)
        .slice(0, 25)
        .map(({ id, sku, slug, name, price, offers }) => ({ id, sku, slug, name, price, offers }));
    expect(first(DEFAULT_SEED)).toHaveLength(25);
    expect(first(DEFAULT_SEED)).toEqual(first(DEFAULT_SEED));
    expect(first(7)).not.toEqual(first(DEFAULT_SEED));
    // The stored rows follow the generator, so two databases from one seed match too.
    const db = openDb(':memory:');
    seedDatabase(db);
    const stored = db.prepare<[], Row>(FIRST).all();
    expect(stored.map((row) => row.sku)).toEqual(first(DEFAULT_SEED).map((row) => row.sku));
    db.close();
  });

  it('fills a file once, keeps it across reopen and never seeds twice', () => {
    const path = join(dir, 'store.db');
    const db = openDb(path);
    const result = seedDatabase(db);
    expect(result.seeded).toBe(true);
    expect(result.products).toBeGreaterThanOrEqual(3000);
    const counts = [
      'products',
      'offers',
      'product_categories',
      'collection_products',
      'banners',
    ].map((t) => count(db, t));
    db.close();

    const reopened = openDb(path);
    const again = seedDatabase(reopened);
    expect(again.seeded).toBe(false);
    expect(
      ['products', 'offers', 'product_categories', 'collection_products', 'banners'].map((t) =>
        count(reopened, t),
      ),
    ).toEqual(counts);
    expect(count(reopened, 'schema_migrations')).toBe(MIGRATIONS.length);
    reopened.close();
  });

  it('generates realistic data: unique SKUs, prices in range, sizes and discounts', () => {
    const db = openDb(':memory:');
    seedDatabase(db);
    const stats = db
      .prepare<
        [],
        {
          n: number;
          skus: number;
          slugs: number;
          min: number;
          max: number;
          discounted: number;
          soldOut: number;
        }
      >(
        `SELECT count(*) AS n, count(DISTINCT sku) AS skus, count(DISTINCT slug) AS slugs, min(price) AS min,
        max(price) AS max, sum(old_price IS NOT NULL) AS discounted, sum(in_stock = 0) AS soldOut FROM products`,
      )
      .get();
    expect(stats).toBeDefined();
    if (!stats) return;
    expect(stats.skus).toBe(stats.n);
    expect(stats.slugs).toBe(stats.n);
    expect(stats.min).toBeGreaterThanOrEqual(990);
    expect(stats.max).toBeLessThanOrEqual(450_000);
    expect(stats.discounted / stats.n).toBeGreaterThan(0.25);
    expect(stats.discounted / stats.n).toBeLessThan(0.45);
    expect(stats.soldOut).toBeGreaterThan(0);
    const ringSizes = db
      .prepare<[], { size: string }>(
        `SELECT DISTINCT o.size FROM offers o JOIN products p ON p.seq = o.product_seq
         JOIN categories c ON c.id = p.category_id WHERE c.slug = 'kolca' AND o.size <> ''`,
      )
      .all()
      .map((row) => Number(row.size));
    expect(Math.min(...ringSizes)).toBe(15);
    expect(Math.max(...ringSizes)).toBe(23);
    expect(ringSizes).toContain(15.5);
    expect(count(db, "offers WHERE size = ''")).toBeGreaterThan(0);
    expect(db.prepare<[], Row>("SELECT * FROM products WHERE sku GLOB '*[^0-9]*'").all()).toEqual(
      [],
    );
    db.close();
  });
});
