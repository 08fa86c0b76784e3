import type { Db } from '../db/open-db';
import { readMeta } from '../seed/seed';

import { loadCategoryIndex, type CategoryIndex } from './category-index';
import { createProductLister, type ProductLister } from './product-list';
import { createProductReader, type ProductReader } from './product-reader';

/** What the catalogue and main routes share: the DB, the in-memory tree and prepared readers. */
export type CatalogContext = {
  db: Db;
  categories: CategoryIndex;
  reader: ProductReader;
  lister: ProductLister;
  /** Products created on or after this instant are «new» (set by the seed). */
  newSince: string;
  /** The clock reservations are held by: a shop filter counts the holds active at this instant. */
  now: () => Date;
};

export function createCatalogContext(db: Db, now: () => Date = () => new Date()): CatalogContext {
  const categories = loadCategoryIndex(db);
  return {
    db,
    categories,
    reader: createProductReader(db, categories),
    lister: createProductLister(db),
    newSince: readMeta(db, 'new_since') ?? '1970-01-01T00:00:00.000Z',
    now,
  };
}
