import type { ProductListResponse, SortSpec } from '../../../lib/platform/api/contracts/catalog';
import type { Db } from '../db/open-db';
import { createStatementCache } from '../db/statement-cache';

import { countFeatures, countSizes, loadAttributeDictionary } from './facet-count';
import { createFacetIndex } from './facet-index';
import {
  buildWhere,
  normalizeFilter,
  orderBy,
  type InShop,
  type ListFilter,
  type Omit,
  type Scope,
} from './list-query';
import { createShopStockIndex, type ShopAvailability } from './shop-stock-index';

export type ListPage = { seqs: number[]; total: number };

/**
 * `now`: the instant a shop filter counts reservations at (one per request, so the page and its
 * facets agree); lists without a shop ignore it.
 */
export type ProductLister = {
  page(
    scope: Scope,
    filter: ListFilter,
    sort: SortSpec,
    skip: number,
    limit: number,
    now: Date,
  ): ListPage;
  filters(scope: Scope, filter: ListFilter, now: Date): ProductListResponse['filters'];
  /** Call after stock changes, so size facets and the shop filter follow. */
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
  const shelves = createShopStockIndex(db);
  const dictionary = loadAttributeDictionary(db);

  const attributeOf = (valueId: number): number | undefined =>
    dictionary.values.get(valueId)?.attributeId;

  const shopOf = (filter: ListFilter, now: Date): ShopAvailability | undefined =>
    filter.shop === undefined ? undefined : shelves.at(filter.shop, now);
  const inShop = (shop: ShopAvailability | undefined): InShop | undefined =>
    shop && ((sizes) => shop.products(sizes));

  const seqs = (scope: Scope, filter: ListFilter, omit: Omit, shop?: InShop): number[] => {
    const where = buildWhere(scope, filter, omit, shop);
    return statement
      .pluck(`SELECT p.seq FROM products p WHERE ${where.sql}`)
      .all(...where.params) as number[];
  };

  return {
    page(scope, raw, sort, skip, limit, now) {
      const filter = normalizeFilter(raw, attributeOf);
      const where = buildWhere(scope, filter, {}, inShop(shopOf(filter, now)));
      const total = statement
        .pluck(`SELECT count(*) FROM products p WHERE ${where.sql}`)
        .get(...where.params) as number;
      const page = statement.pluck(
        `SELECT p.seq FROM products p WHERE ${where.sql} ORDER BY ${orderBy(sort)} LIMIT ? OFFSET ?`,
      );
      return { seqs: page.all(...where.params, limit, skip) as number[], total };
    },
    filters(scope, raw, now) {
      const filter = normalizeFilter(raw, attributeOf);
      const shop = shopOf(filter, now);
      const held = inShop(shop);
      const base = seqs(scope, filter, {}, held);
      const ownFilterOff = new Map(
        activeAttributes(filter).map((attributeId) => [
          attributeId,
          seqs(scope, filter, { attributeId }, held),
        ]),
      );
      const sized =
        filter.size && filter.size.length > 0 ? seqs(scope, filter, { size: true }, held) : base;
      // under a shop filter a size counts where that shop has it, as picking it would list
      return {
        size: countSizes(shop ?? index, sized, filter.size ?? []),
        feature: countFeatures(
          index,
          dictionary,
          base,
          ownFilterOff,
          Object.values(filter.list ?? {}).flat(),
        ),
      };
    },
    reload() {
      index.reload();
      shelves.reload();
    },
  };
}
