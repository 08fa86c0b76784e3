import { seedContent } from '../content/content-seed';
import type { Db } from '../db/open-db';
import { seedShopStock } from '../reservation/seed-stock';

import { CATEGORY_TREE } from './categories';
import { seedCustomers } from './customers';
import { seedDelivery } from './delivery';
import { flattenCategories } from './flatten';
import { insertCollectionsAndBanners, insertDictionaries, insertProducts } from './insert-catalog';
import { createRng } from './prng';
import { generateProducts } from './products';
import { seedSeoRecords } from './seo';

export const DEFAULT_SEED = 20_261_122;
const NEW_WINDOW_DAYS = 45;

export type SeedResult = { seeded: boolean; products: number; ms: number };

export function readMeta(db: Db, key: string): string | null {
  const row = db
    .prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?')
    .get(key);
  return row?.value ?? null;
}

function countProducts(db: Db): number {
  return db.prepare<[], { n: number }>('SELECT count(*) AS n FROM products').get()?.n ?? 0;
}

/**
 * Fills an empty database with the demo catalogue. Idempotent: a seeded database is left alone. The
 * check and the inserts share one IMMEDIATE transaction, so two processes starting together on one
 * file cannot both seed, and a crash mid-way leaves nothing half-written.
 */
export function seedDatabase(db: Db, seed = DEFAULT_SEED): SeedResult {
  const started = performance.now();
  const run = db.transaction((): boolean => {
    if (readMeta(db, 'seed') !== null) {
      // Databases seeded before a later seed step existed get that step once.
      seedSeoRecords(db);
      seedDelivery(db, Number(readMeta(db, 'seed') ?? seed));
      seedCustomers(db);
      seedContent(db);
      seedShopStock(db);
      return false;
    }
    const categories = flattenCategories(CATEGORY_TREE);
    const products = generateProducts(createRng(seed), categories);
    insertDictionaries(db, categories);
    insertProducts(db, products, categories);
    insertCollectionsAndBanners(db, products, categories);
    const newest = Math.max(...products.map((product) => Date.parse(product.createdAt)));
    const newSince = new Date(newest - NEW_WINDOW_DAYS * 86_400_000).toISOString();
    const meta = db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)');
    meta.run('seed', String(seed));
    meta.run('new_since', newSince);
    seedSeoRecords(db);
    seedDelivery(db, seed);
    seedCustomers(db);
    seedContent(db);
    seedShopStock(db);
    return true;
  });
  const seeded = run.immediate();
  return { seeded, products: countProducts(db), ms: Math.round(performance.now() - started) };
}
