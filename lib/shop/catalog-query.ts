import type { ProductListRequest, SortSpec } from '@/lib/platform/api/contracts/catalog';
import {
  CATALOG_DEFAULT_PAGE_SIZE,
  CATALOG_PAGE_SIZES,
  COLLECTION_PRODUCTS_PAGE_SIZE,
} from '@/lib/shop/constants';

/**
 * The catalogue's URL state (spec 2.4, 4): `filters`, `shop`, `sort`, `page`, `limit` and
 * `filter[search]`.
 * Pure functions only, shared by the server pages and the client controls, so a link built anywhere
 * reads back the same way.
 */

export const SORT_KEYS = ['popular', 'new', 'price_asc', 'price_desc', 'discount'] as const;
export type CatalogSort = (typeof SORT_KEYS)[number];

/** The sort labels of ui-copy.md, in display order. */
export const SORT_LABELS: Record<CatalogSort, string> = {
  popular: 'Популярные',
  new: 'Новинки',
  price_asc: 'Сначала дешевле',
  price_desc: 'Сначала дороже',
  discount: 'По размеру скидки',
};

export type PriceRange = [number | null, number | null];

export type CatalogFilters = {
  /** Attribute id → selected value ids (ascending). */
  list: Record<number, number[]>;
  price: PriceRange | null;
  size: string[];
  /**
   * «В наличии в магазине»: only what this shop (an id of GET /shop) can hand over; with sizes,
   * those sizes there. Its own URL parameter `shop`, not a `filters` group.
   */
  shop: number | null;
};

export type CatalogQuery = {
  filters: CatalogFilters;
  sort: CatalogSort;
  page: number;
  limit: number;
  search: string;
};

/** What a listing falls back to when the URL says nothing; defaults are never written to the URL. */
export type CatalogDefaults = {
  sort: CatalogSort;
  limit: number;
  pageSizes: readonly number[];
};

export const CATALOG_DEFAULTS: CatalogDefaults = {
  sort: 'popular',
  limit: CATALOG_DEFAULT_PAGE_SIZE,
  pageSizes: CATALOG_PAGE_SIZES,
};

/** Collections list their products by price, ascending (spec 4), 40 a page (spec 9). */
export const COLLECTION_DEFAULTS: CatalogDefaults = {
  sort: 'price_asc',
  limit: COLLECTION_PRODUCTS_PAGE_SIZE,
  pageSizes: [COLLECTION_PRODUCTS_PAGE_SIZE],
};

export const SEARCH_MAX_LENGTH = 100;
const MAX_PAGE = 1_000_000;
const MAX_ID = 2_147_483_647;
const MAX_VALUES = 100;
const MAX_PRICE = 1_000_000_000;
const SIZE_PATTERN = /^[0-9A-Za-zА-Яа-яЁё.\-]{1,16}$/;

export const EMPTY_FILTERS: CatalogFilters = { list: {}, price: null, size: [], shop: null };

type ParamValue = string | string[] | undefined | null;
export type SearchParamsInput = URLSearchParams | Record<string, ParamValue>;

function readAll(params: SearchParamsInput, key: string): string[] {
  if (params instanceof URLSearchParams) return params.getAll(key);
  const value = params[key];
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

const readFirst = (params: SearchParamsInput, key: string) => readAll(params, key)[0];

function positiveId(text: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ID ? id : null;
}

/** A price bound: empty, negative or garbage → null; decimals round to whole roubles. */
function priceBound(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,10}(\.\d+)?$/.test(trimmed)) return null;
  const value = Math.round(Number(trimmed));
  return value <= MAX_PRICE ? value : null;
}

const uniqueSortedIds = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

function compareSizes(a: string, b: string): number {
  const na = Number(a);
  const nb = Number(b);
  if (Number.isFinite(na) && Number.isFinite(nb) && na !== nb) return na - nb;
  return a.localeCompare(b, 'ru');
}

const uniqueSortedSizes = (sizes: string[]) => [...new Set(sizes)].sort(compareSizes);

/** Normalises a price range: both ends null → null, min > max swapped. */
export function normalizePrice(range: PriceRange | null): PriceRange | null {
  if (!range) return null;
  const [min, max] = range;
  if (min === null && max === null) return null;
  if (min !== null && max !== null && min > max) return [max, min];
  return [min, max];
}

function parseGroup(group: string, into: CatalogFilters): void {
  const list = /^list_(\d+)_(.+)$/.exec(group);
  if (list) {
    const attributeId = positiveId(list[1] ?? '');
    const ids = (list[2] ?? '')
      .split(',')
      .map((part) => positiveId(part.trim()))
      .filter((id): id is number => id !== null);
    if (attributeId === null || ids.length === 0) return;
    const merged = uniqueSortedIds([...(into.list[attributeId] ?? []), ...ids]);
    into.list[attributeId] = merged.slice(0, MAX_VALUES);
    return;
  }
  const price = /^numeric_price_([^,]*),([^,]*)$/.exec(group);
  if (price) {
    into.price = normalizePrice([priceBound(price[1] ?? ''), priceBound(price[2] ?? '')]);
    return;
  }
  const size = /^size_(.+)$/.exec(group);
  if (size) {
    const sizes = (size[1] ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter((part) => SIZE_PATTERN.test(part));
    into.size = uniqueSortedSizes([...into.size, ...sizes]).slice(0, MAX_VALUES);
  }
}

/**
 * Reads the `filters` value(s). Groups are order-insensitive; a repeated attribute or size group is
 * merged (the no-JS filter form submits one `filters` value per checkbox); unknown or broken groups
 * are dropped. Never throws. The shop is a parameter of its own (parseShop).
 */
export function parseFilters(values: string | string[] | undefined | null): CatalogFilters {
  const filters: CatalogFilters = { list: {}, price: null, size: [], shop: null };
  const all = values === undefined || values === null ? [] : [values].flat();
  for (const value of all) {
    for (const group of value.slice(0, 4000).split(';')) {
      const trimmed = group.trim();
      if (trimmed) parseGroup(trimmed, filters);
    }
  }
  return filters;
}

/**
 * The canonical `filters` value: list groups by attribute id, then price, then size; '' when empty.
 * The shop is not part of it (catalogHref writes `shop`).
 */
export function serializeFilters(filters: CatalogFilters): string {
  const groups: string[] = [];
  const attributeIds = Object.keys(filters.list)
    .map(Number)
    .sort((a, b) => a - b);
  for (const attributeId of attributeIds) {
    const ids = uniqueSortedIds(filters.list[attributeId] ?? []);
    if (ids.length > 0) groups.push(`list_${attributeId}_${ids.join(',')}`);
  }
  const price = normalizePrice(filters.price);
  if (price) groups.push(`numeric_price_${price[0] ?? ''},${price[1] ?? ''}`);
  if (filters.size.length > 0) groups.push(`size_${uniqueSortedSizes(filters.size).join(',')}`);
  return groups.join(';');
}

export function hasFilters(filters: CatalogFilters): boolean {
  return serializeFilters(filters) !== '' || filters.shop !== null;
}

/** The `shop` parameter: a shop id, else null (empty, garbage, zero); the first value counts. */
export function parseShop(text: string | undefined): number | null {
  return text === undefined ? null : positiveId(text.trim());
}

function parsePage(text: string | undefined): number {
  if (!text || !/^\d{1,12}$/.test(text.trim())) return 1;
  const page = Number(text.trim());
  if (page < 1) return 1;
  return Math.min(page, MAX_PAGE);
}

function parseLimit(text: string | undefined, defaults: CatalogDefaults): number {
  const limit = text && /^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : NaN;
  return defaults.pageSizes.includes(limit) ? limit : defaults.limit;
}

function parseSort(text: string | undefined, defaults: CatalogDefaults): CatalogSort {
  return (SORT_KEYS as readonly string[]).includes(text ?? '')
    ? (text as CatalogSort)
    : defaults.sort;
}

/** Search text: whitespace collapsed, trimmed, at most 100 characters. */
export function normalizeSearch(text: string | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim().slice(0, SEARCH_MAX_LENGTH).trim();
}

/**
 * Reads the catalogue's URL state from `searchParams` (a page's object or URLSearchParams). Never
 * throws: garbage falls back to the defaults (page 1, the default sort and page size, no filters).
 */
export function parseCatalogQuery(
  params: SearchParamsInput,
  defaults: CatalogDefaults = CATALOG_DEFAULTS,
): CatalogQuery {
  return {
    filters: {
      ...parseFilters(readAll(params, 'filters')),
      shop: parseShop(readFirst(params, 'shop')),
    },
    sort: parseSort(readFirst(params, 'sort'), defaults),
    page: parsePage(readFirst(params, 'page')),
    limit: parseLimit(readFirst(params, 'limit'), defaults),
    search: normalizeSearch(readFirst(params, 'filter[search]')),
  };
}

/** The API's sort list for a URL sort (spec 3 "Sort options"). */
export function sortToSpec(sort: CatalogSort): SortSpec {
  switch (sort) {
    case 'new':
      return [{ field: 'new', direction: 'desc' }];
    case 'price_asc':
      return [{ field: 'price', direction: 'asc' }];
    case 'price_desc':
      return [{ field: 'price', direction: 'desc' }];
    case 'discount':
      return [{ field: 'discount', direction: 'desc' }];
    default:
      return [{ field: 'popular', direction: 'desc' }];
  }
}

/** The list request body for a query: skip = (page − 1) × limit; empty filter parts are left out. */
export function toListRequest(
  query: CatalogQuery,
  defaults: CatalogDefaults = CATALOG_DEFAULTS,
): ProductListRequest {
  const limit = defaults.pageSizes.includes(query.limit) ? query.limit : defaults.limit;
  const filter: NonNullable<ProductListRequest['filter']> = {};
  if (query.search) filter.search = query.search;
  const list = Object.entries(query.filters.list).filter(([, ids]) => ids.length > 0);
  if (list.length > 0) filter.list = Object.fromEntries(list);
  const price = normalizePrice(query.filters.price);
  if (price) filter.price = price;
  if (query.filters.size.length > 0) filter.size = [...query.filters.size];
  if (query.filters.shop !== null) filter.shop = query.filters.shop;
  return {
    filter,
    sort: sortToSpec(query.sort),
    skip: (Math.max(1, query.page) - 1) * limit,
    limit,
  };
}

/** Keeps `,` `;` `[` `]` readable in query values (they are safe there), encodes the rest. */
const encodeValue = (value: string) =>
  encodeURIComponent(value).replace(/%2C/gi, ',').replace(/%3B/gi, ';');

/**
 * A listing URL for a query: `basePath` plus only what differs from the defaults, in the order
 * filter[search], filters, shop, sort, limit, page (page 1 is never written).
 */
export function catalogHref(
  basePath: string,
  query: Partial<CatalogQuery>,
  defaults: CatalogDefaults = CATALOG_DEFAULTS,
): string {
  const parts: string[] = [];
  if (query.search) parts.push(`filter[search]=${encodeValue(query.search)}`);
  const filters = query.filters ? serializeFilters(query.filters) : '';
  if (filters) parts.push(`filters=${encodeValue(filters)}`);
  if (query.filters && query.filters.shop !== null) parts.push(`shop=${query.filters.shop}`);
  if (query.sort && query.sort !== defaults.sort) parts.push(`sort=${query.sort}`);
  if (query.limit && query.limit !== defaults.limit) parts.push(`limit=${query.limit}`);
  if (query.page && query.page > 1) parts.push(`page=${query.page}`);
  return parts.length > 0 ? `${basePath}?${parts.join('&')}` : basePath;
}

/** New filters: back to page 1 (spec 4). */
export function withFilters(query: CatalogQuery, filters: CatalogFilters): CatalogQuery {
  return { ...query, filters, page: 1 };
}

/** A new sort: back to page 1 (spec 4). */
export function withSort(query: CatalogQuery, sort: CatalogSort): CatalogQuery {
  return { ...query, sort, page: 1 };
}

/** A new page size: back to page 1 (the old page number means other products now). */
export function withLimit(query: CatalogQuery, limit: number): CatalogQuery {
  return { ...query, limit, page: 1 };
}

export function withPage(query: CatalogQuery, page: number): CatalogQuery {
  return { ...query, page: Math.max(1, Math.trunc(page)) };
}

/** Adds or removes one attribute value. */
export function toggleListValue(
  filters: CatalogFilters,
  attributeId: number,
  valueId: number,
): CatalogFilters {
  const current = filters.list[attributeId] ?? [];
  const next = current.includes(valueId)
    ? current.filter((id) => id !== valueId)
    : uniqueSortedIds([...current, valueId]);
  const list = { ...filters.list };
  if (next.length > 0) list[attributeId] = next;
  else delete list[attributeId];
  return { ...filters, list };
}

/** Adds or removes one size. */
export function toggleSize(filters: CatalogFilters, size: string): CatalogFilters {
  const next = filters.size.includes(size)
    ? filters.size.filter((value) => value !== size)
    : uniqueSortedSizes([...filters.size, size]);
  return { ...filters, size: next };
}

export function setPrice(filters: CatalogFilters, price: PriceRange | null): CatalogFilters {
  return { ...filters, price: normalizePrice(price) };
}

/** Chooses the shop of «В наличии в магазине»; null: any shop (the filter off). */
export function setShop(filters: CatalogFilters, shop: number | null): CatalogFilters {
  return { ...filters, shop };
}

/** True when the query is the listing's plain first state (nothing but maybe a page number). */
export function isPlainListing(
  query: CatalogQuery,
  defaults: CatalogDefaults = CATALOG_DEFAULTS,
): boolean {
  return (
    !hasFilters(query.filters) &&
    !query.search &&
    query.sort === defaults.sort &&
    query.limit === defaults.limit
  );
}
