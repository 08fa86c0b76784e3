import type { ProductListResponse, SortSpec } from '../../../lib/platform/api/contracts/catalog';
import type { Db } from '../db/open-db';
import { createStatementCache } from '../db/statement-cache';

import { countFeatures, countSizes, loadAttributeDictionary } from './facet-count';
import { createFacetIndex } from './facet-index';
import {
  buildWhere,
  normalizeFilter,
  orderBy,
  type ListFilter,
  type Omit,
  type Scope,
} from './list-query';

export type ListPage = { seqs: number[]; total: number };

export type ProductLister = {
  page(scope: Scope, filter: ListFilter, sort: SortSpec, skip: number, limit: number): ListPage;
  filters(scope: Scope, filter: ListFilter): ProductListResponse['filters'];
  /** Call after stock changes, so size facets follow. */
  reload(): void;
};

function activeAttributes(filter: ListFilter): number[] {
  return Object.entries(filter.list ?? {})
    .filter(([, values]) => values.length > 0)
    .map(([key]) => Number(key));
}

/** Product lists: SQL filters and sorts (indexed), facets are counted in memory (facet-index.ts). */
export function createProductLister(db: Db): ProductLister {
  const statement = createStatementCache(db);
  const index = createFacetIndex(db);
  const dictionary = loadAttributeDictionary(db);

  const attributeOf = (valueId: number): number | undefined =>
    dictionary.values.get(valueId)?.attributeId;

  const seqs = (scope: Scope, filter: ListFilter, omit: Omit = {}): number[] => {
    const where = buildWhere(scope, filter, omit);
    return statement
      .pluck(`SELECT p.seq FROM products p WHERE ${where.sql}`)
      .all(...where.params) as number[];
  };

  return {
    page(scope, raw, sort, skip, limit) {
      const where = buildWhere(scope, normalizeFilter(raw, attributeOf));
      const total = statement
        .pluck(`SELECT count(*) FROM products p WHERE ${where.sql}`)
        .get(...where.params) as number;
      const page = statement.pluck(
        `SELECT p.seq FROM products p WHERE ${where.sql} ORDER BY ${orderBy(sort)} LIMIT ? OFFSET ?`,
      );
      return { seqs: page.all(...where.params, limit, skip) as number[], total };
    },
    filters(scope, raw) {
      const filter = normalizeFilter(raw, attributeOf);
      const base = seqs(scope, filter);
      const ownFilterOff = new Map(
        activeAttributes(filter).map((attributeId) => [
          attributeId,
          seqs(scope, filter, { attributeId }),
        ]),
      );
      const sized =
        filter.size && filter.size.length > 0 ? seqs(scope, filter, { size: true }) : base;
      return {
        size: countSizes(index, sized, filter.size ?? []),
        feature: countFeatures(
          index,
          dictionary,
          base,
          ownFilterOff,
          Object.values(filter.list ?? {}).flat(),
        ),
      };
    },
    reload: index.reload,
  };
}
