import type { ProductListRequest, SortSpec } from '../../../lib/platform/api/contracts/catalog';
import { searchKey } from '../seed/translit';

export type ListFilter = NonNullable<ProductListRequest['filter']>;
type Param = string | number;
export type Where = { sql: string; params: Param[] };

/** What a list is drawn from before the shopper's filters: a category, a collection, new arrivals. */
export type Scope =
  | { kind: 'all' }
  | { kind: 'category'; id: number }
  | { kind: 'collection'; id: number }
  | { kind: 'new'; since: string };

/** Which filter a facet ignores, so picking one value does not hide the other values of that facet. */
export type Omit = { attributeId?: number | undefined; size?: boolean };

/**
 * The products the filter's shop can still hand over (of one of `sizes`, when given), resolved by
 * the caller at the request's instant (shop-stock-index.ts); absent, a shop filter matches nothing.
 */
export type InShop = (sizes: readonly string[]) => readonly number[];

/**
 * Drops the parts of a filter that name nothing known, so they act as if absent instead of emptying
 * the list: unknown attribute ids, value ids that are unknown or belong to another attribute, blank
 * sizes. An attribute left without values is no filter at all. Keys are made canonical (`"07"` → `"7"`).
 */
export function normalizeFilter(
  filter: ListFilter,
  attributeOf: (valueId: number) => number | undefined,
): ListFilter {
  const list: Record<string, number[]> = {};
  for (const [key, valueIds] of Object.entries(filter.list ?? {})) {
    const attributeId = Number(key);
    const known = valueIds.filter((valueId) => attributeOf(valueId) === attributeId);
    if (known.length === 0) continue;
    list[String(attributeId)] = [...new Set([...(list[String(attributeId)] ?? []), ...known])];
  }
  const size = [...new Set((filter.size ?? []).map((value) => value.trim()))].filter(
    (value) => value.length > 0,
  );
  return {
    ...(filter.search !== undefined ? { search: filter.search } : {}),
    ...(Object.keys(list).length > 0 ? { list } : {}),
    ...(filter.price ? { price: filter.price } : {}),
    ...(size.length > 0 ? { size } : {}),
    ...(filter.shop !== undefined ? { shop: filter.shop } : {}),
  };
}

function scopeClause(scope: Scope): Where | null {
  switch (scope.kind) {
    case 'all':
      return null;
    case 'category':
      return {
        sql: 'p.seq IN (SELECT product_seq FROM product_categories WHERE category_id = ?)',
        params: [scope.id],
      };
    case 'collection':
      return {
        sql: 'p.seq IN (SELECT product_seq FROM collection_products WHERE collection_id = ?)',
        params: [scope.id],
      };
    case 'new':
      return { sql: 'p.created_at >= ?', params: [scope.since] };
  }
}

function searchClauses(search: string | undefined): Where[] {
  const words = searchKey(search ?? '')
    .split(/\s+/)
    .filter((word) => word.length > 0);
  // Every word must match somewhere in name, SKU or vendor code (search_text is pre-normalised).
  return words.map((word) => ({ sql: 'instr(p.search_text, ?) > 0', params: [word] }));
}

/**
 * The list's WHERE. Sizes alone mean a size on sale online (`offers.stock`); with a shop they mean
 * that size on that shop's shelf, whatever the online stock, so the size clause becomes the shop's.
 */
export function buildWhere(
  scope: Scope,
  filter: ListFilter,
  omit: Omit = {},
  inShop?: InShop,
): Where {
  const clauses: Where[] = [];
  const scoped = scopeClause(scope);
  if (scoped) clauses.push(scoped);
  clauses.push(...searchClauses(filter.search));
  for (const [key, valueIds] of Object.entries(filter.list ?? {})) {
    if (valueIds.length === 0 || Number(key) === omit.attributeId) continue;
    clauses.push({
      sql: 'p.seq IN (SELECT pa.product_seq FROM product_attributes pa WHERE pa.value_id IN (SELECT value FROM json_each(?)))',
      params: [JSON.stringify(valueIds)],
    });
  }
  const [min, max] = filter.price ?? [null, null];
  if (min !== null) clauses.push({ sql: 'p.price >= ?', params: [min] });
  if (max !== null) clauses.push({ sql: 'p.price <= ?', params: [max] });
  const sizes = filter.size && filter.size.length > 0 && !omit.size ? filter.size : [];
  if (filter.shop !== undefined) {
    clauses.push({
      sql: 'p.seq IN (SELECT value FROM json_each(?))',
      params: [JSON.stringify(inShop?.(sizes) ?? [])],
    });
  } else if (sizes.length > 0) {
    clauses.push({
      sql: 'p.seq IN (SELECT o.product_seq FROM offers o WHERE o.size IN (SELECT value FROM json_each(?)) AND o.stock > 0)',
      params: [JSON.stringify(sizes)],
    });
  }
  if (clauses.length === 0) return { sql: '1 = 1', params: [] };
  return {
    sql: clauses.map((clause) => `(${clause.sql})`).join(' AND '),
    params: clauses.flatMap((clause) => clause.params),
  };
}

const SORT_COLUMNS: Record<SortSpec[number]['field'], string> = {
  popular: 'p.popularity',
  new: 'p.created_at',
  price: 'p.price',
  discount: 'p.discount',
};

/** ORDER BY from the request's sort list; `seq` breaks ties so pages never overlap. */
export function orderBy(sort: SortSpec): string {
  const parts = sort.map(
    ({ field, direction }) => `${SORT_COLUMNS[field]} ${direction === 'asc' ? 'ASC' : 'DESC'}`,
  );
  return [...parts, 'p.seq ASC'].join(', ');
}
