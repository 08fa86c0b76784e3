import { describe, expect, it } from 'vitest';

import { productListRequestSchema } from '@/lib/platform/api/contracts/catalog';

import {
  CATALOG_DEFAULTS,
  COLLECTION_DEFAULTS,
  EMPTY_FILTERS,
  SORT_KEYS,
  catalogHref,
  hasFilters,
  isPlainListing,
  parseCatalogQuery,
  parseFilters,
  serializeFilters,
  parseShop,
  setPrice,
  setShop,
  sortToSpec,
  toListRequest,
  toggleListValue,
  toggleSize,
  withFilters,
  withLimit,
  withPage,
  withSort,
  type CatalogFilters,
  type CatalogQuery,
} from './catalog-query';

const query = (overrides: Partial<CatalogQuery> = {}): CatalogQuery => ({
  filters: EMPTY_FILTERS,
  sort: 'popular',
  page: 1,
  limit: 32,
  search: '',
  ...overrides,
});

describe('parseFilters / serializeFilters', () => {
  it('reads the three group kinds', () => {
    expect(parseFilters('list_1_105,106;numeric_price_5000,10000;size_17,17.5')).toEqual({
      list: { 1: [105, 106] },
      price: [5000, 10000],
      size: ['17', '17.5'],
      shop: null,
    });
  });

  it('round-trips canonical values', () => {
    for (const value of [
      'list_1_105,106',
      'list_1_101;list_2_201,212;list_5_503',
      'numeric_price_50000,',
      'numeric_price_,5000',
      'numeric_price_0,5000',
      'size_17,17.5',
      'list_1_105;list_3_301;numeric_price_1000,2000;size_16,40',
    ]) {
      expect(serializeFilters(parseFilters(value))).toBe(value);
    }
  });

  it('writes a canonical order whatever the order read', () => {
    const filters = parseFilters('size_18,17;numeric_price_10,20;list_5_502,501;list_1_106,105');
    expect(serializeFilters(filters)).toBe(
      'list_1_105,106;list_5_501,502;numeric_price_10,20;size_17,18',
    );
  });

  it('is empty for no filters', () => {
    expect(serializeFilters(EMPTY_FILTERS)).toBe('');
    expect(serializeFilters(parseFilters(undefined))).toBe('');
    expect(hasFilters(parseFilters(''))).toBe(false);
  });

  it('merges repeated groups and repeated values (the no-JS form sends one value per box)', () => {
    expect(parseFilters(['list_1_105', 'list_1_106,105', 'size_17', 'size_17.5'])).toEqual({
      list: { 1: [105, 106] },
      price: null,
      size: ['17', '17.5'],
      shop: null,
    });
    expect(parseFilters('list_1_106;list_1_105,105').list).toEqual({ 1: [105, 106] });
  });

  it.each([
    ['unknown group', 'colour_red', ''],
    ['empty groups', ';;; ;', ''],
    ['attribute id 0', 'list_0_101', ''],
    ['negative ids dropped', 'list_1_-5,105', 'list_1_105'],
    ['non-numeric ids dropped', 'list_1_abc,105,1.5,0', 'list_1_105'],
    ['no ids at all', 'list_1_', ''],
    ['huge id', 'list_1_99999999999', ''],
    ['list without ids', 'list_1', ''],
    ['price with garbage', 'numeric_price_abc,def', ''],
    ['price without comma', 'numeric_price_5000', ''],
    ['price with three parts', 'numeric_price_1,2,3', ''],
    ['negative price → null', 'numeric_price_-100,5000', 'numeric_price_,5000'],
    ['min > max swapped', 'numeric_price_10000,5000', 'numeric_price_5000,10000'],
    ['decimals rounded', 'numeric_price_99.6,', 'numeric_price_100,'],
    ['odd sizes dropped', 'size_17,<script>,,17.5', 'size_17,17.5'],
    ['empty size group', 'size_', ''],
    ['good group kept next to garbage', 'xx;list_2_201;numeric_price_x', 'list_2_201'],
  ])('%s', (_name, input, expected) => {
    expect(serializeFilters(parseFilters(input))).toBe(expected);
  });

  it('keeps the last of two price groups', () => {
    expect(parseFilters('numeric_price_1,2;numeric_price_3,4').price).toEqual([3, 4]);
  });
});

describe('the shop parameter', () => {
  it('reads a shop id into the filters, apart from the filters value', () => {
    const parsed = parseCatalogQuery(new URLSearchParams('filters=size_17&shop=5'));
    expect(parsed.filters).toEqual({ list: {}, price: null, size: ['17'], shop: 5 });
    expect(serializeFilters(parsed.filters)).toBe('size_17');
    expect(hasFilters({ ...EMPTY_FILTERS, shop: 5 })).toBe(true);
    expect(parseCatalogQuery({ shop: ['7', '3'] }).filters.shop).toBe(7);
    expect(parseShop(' 12 ')).toBe(12);
  });

  it.each(['', ' ', '0', '-2', '1.5', 'abc', '5abc', '1e3', '99999999999', '2147483648'])(
    'shop=%s is dropped, the rest of the query kept',
    (shop) => {
      const params = new URLSearchParams({ filters: 'list_1_105', sort: 'new' });
      params.set('shop', shop);
      const parsed = parseCatalogQuery(params);
      expect(parsed.filters.shop).toBeNull();
      expect(parsed.filters.list).toEqual({ 1: [105] });
      expect(parsed.sort).toBe('new');
      expect(catalogHref('/catalog/', parsed)).toBe('/catalog/?filters=list_1_105&sort=new');
    },
  );

  it('round-trips parse → href → parse, alone and with every other parameter', () => {
    for (const search of [
      'shop=3',
      'filters=size_17&shop=3',
      'filter[search]=x&filters=list_1_105;size_17&shop=17&sort=new&limit=64&page=2',
    ]) {
      const parsed = parseCatalogQuery(new URLSearchParams(search));
      const href = catalogHref('/catalog/kolca/', parsed);
      expect(href).toBe(`/catalog/kolca/?${search}`);
      expect(parseCatalogQuery(new URL(href, 'http://x').searchParams)).toEqual(parsed);
    }
  });

  it('goes to the list request, and the contract accepts it', () => {
    const body = toListRequest(
      query({ filters: { ...EMPTY_FILTERS, size: ['17'], shop: 3 }, page: 2 }),
    );
    expect(body.filter).toEqual({ size: ['17'], shop: 3 });
    expect(productListRequestSchema.parse(body).filter.shop).toBe(3);
  });
});

describe('parseCatalogQuery', () => {
  it('reads every parameter', () => {
    const params = new URLSearchParams(
      'filters=list_1_105&shop=3&sort=price_desc&page=3&limit=64&filter[search]=%20кольцо%20',
    );
    expect(parseCatalogQuery(params)).toEqual({
      filters: { list: { 1: [105] }, price: null, size: [], shop: 3 },
      sort: 'price_desc',
      page: 3,
      limit: 64,
      search: 'кольцо',
    });
  });

  it('reads a page searchParams object (arrays take the first value, filters merge)', () => {
    const parsed = parseCatalogQuery({
      page: ['2', '5'],
      sort: ['new'],
      filters: ['list_1_105', 'size_17'],
    });
    expect(parsed.page).toBe(2);
    expect(parsed.sort).toBe('new');
    expect(serializeFilters(parsed.filters)).toBe('list_1_105;size_17');
  });

  it('falls back to the defaults for nothing', () => {
    expect(parseCatalogQuery({})).toEqual(query());
  });

  it.each(['abc', '-3', '0', '', ' ', '1.5', '1e3', '2abc'])('page=%s → 1', (page) => {
    expect(parseCatalogQuery({ page }).page).toBe(1);
  });

  it('caps an absurd page (it then 404s as beyond the last page)', () => {
    expect(parseCatalogQuery({ page: '999999999999' }).page).toBe(1_000_000);
  });

  it.each(['10000', '33', '0', 'abc', '-16', '16.0', '100'])('limit=%s → 32', (limit) => {
    expect(parseCatalogQuery({ limit }).limit).toBe(32);
  });

  it.each([16, 32, 64])('limit=%s is kept', (limit) => {
    expect(parseCatalogQuery({ limit: String(limit) }).limit).toBe(limit);
  });

  it.each(['rating', 'PRICE_ASC', '', 'price'])('sort=%s → popular', (sort) => {
    expect(parseCatalogQuery({ sort }).sort).toBe('popular');
  });

  it('trims, collapses and cuts the search to 100 characters', () => {
    expect(parseCatalogQuery({ 'filter[search]': '  серьги   с  жемчугом ' }).search).toBe(
      'серьги с жемчугом',
    );
    expect(parseCatalogQuery({ 'filter[search]': 'я'.repeat(500) }).search).toHaveLength(100);
    expect(parseCatalogQuery({ 'filter[search]': '   ' }).search).toBe('');
  });

  it('uses the listing defaults of collections (price ascending, 40 a page)', () => {
    expect(parseCatalogQuery({}, COLLECTION_DEFAULTS)).toMatchObject({
      sort: 'price_asc',
      limit: 40,
    });
    expect(parseCatalogQuery({ limit: '64' }, COLLECTION_DEFAULTS).limit).toBe(40);
  });

  it('never throws on garbage', () => {
    const garbage = [
      'filters=%%%&page=%',
      'filters=list_1_1' + ',1'.repeat(5000),
      'filters=;numeric_price_,;size_,,,&sort[]=x&limit[]=1',
      'filter%5Bsearch%5D=%00%01',
    ];
    for (const raw of garbage) {
      let params: URLSearchParams;
      try {
        params = new URLSearchParams(raw);
      } catch {
        continue;
      }
      expect(() => parseCatalogQuery(params)).not.toThrow();
    }
  });
});

describe('sortToSpec', () => {
  it.each([
    ['popular', 'popular', 'desc'],
    ['new', 'new', 'desc'],
    ['price_asc', 'price', 'asc'],
    ['price_desc', 'price', 'desc'],
    ['discount', 'discount', 'desc'],
  ] as const)('%s → %s %s', (sort, field, direction) => {
    expect(sortToSpec(sort)).toEqual([{ field, direction }]);
  });
});

describe('toListRequest', () => {
  it('builds a body the contract accepts, skip = (page − 1) × limit', () => {
    const body = toListRequest(
      query({
        filters: { list: { 1: [105, 106] }, price: [null, 5000], size: ['17'], shop: 7 },
        sort: 'price_asc',
        page: 3,
        limit: 16,
        search: 'кольцо',
      }),
    );
    expect(body).toEqual({
      filter: {
        search: 'кольцо',
        list: { 1: [105, 106] },
        price: [null, 5000],
        size: ['17'],
        shop: 7,
      },
      sort: [{ field: 'price', direction: 'asc' }],
      skip: 32,
      limit: 16,
    });
    expect(productListRequestSchema.safeParse(body).success).toBe(true);
  });

  it('leaves empty parts out', () => {
    expect(toListRequest(query())).toEqual({
      filter: {},
      sort: [{ field: 'popular', direction: 'desc' }],
      skip: 0,
      limit: 32,
    });
  });

  it('holds the limit to the listing page sizes', () => {
    expect(toListRequest(query({ limit: 1000 })).limit).toBe(32);
    expect(toListRequest(query({ limit: 32, page: 2 }), COLLECTION_DEFAULTS)).toMatchObject({
      limit: 40,
      skip: 40,
    });
  });
});

describe('catalogHref', () => {
  it('omits every default', () => {
    expect(catalogHref('/catalog/', query())).toBe('/catalog/');
    expect(catalogHref('/catalog/kolca/', query({ page: 1 }))).toBe('/catalog/kolca/');
  });

  it('writes what differs, in a fixed order, keeping , and ; readable', () => {
    const href = catalogHref(
      '/catalog/kolca/',
      query({
        filters: { ...parseFilters('size_17;list_1_106,105'), shop: 12 },
        sort: 'new',
        limit: 64,
        page: 2,
        search: 'кольцо & серьги',
      }),
    );
    expect(href).toBe(
      '/catalog/kolca/?filter[search]=%D0%BA%D0%BE%D0%BB%D1%8C%D1%86%D0%BE%20%26%20%D1%81%D0%B5%D1%80%D1%8C%D0%B3%D0%B8' +
        '&filters=list_1_105,106;size_17&shop=12&sort=new&limit=64&page=2',
    );
  });

  it('round-trips through parseCatalogQuery', () => {
    const original = query({
      filters: { ...parseFilters('list_2_201;numeric_price_5000,;size_40'), shop: 4 },
      sort: 'discount',
      limit: 16,
      page: 4,
      search: 'серьги',
    });
    const href = catalogHref('/catalog/', original);
    const parsed = parseCatalogQuery(new URL(href, 'http://x').searchParams);
    expect(parsed).toEqual(original);
  });

  it('omits the collection default sort and writes popular there', () => {
    const base = parseCatalogQuery({}, COLLECTION_DEFAULTS);
    expect(catalogHref('/collections/outlet/', base, COLLECTION_DEFAULTS)).toBe(
      '/collections/outlet/',
    );
    expect(
      catalogHref('/collections/outlet/', withSort(base, 'popular'), COLLECTION_DEFAULTS),
    ).toBe('/collections/outlet/?sort=popular');
  });

  it.each(SORT_KEYS)('sort %s survives a round trip', (sort) => {
    const href = catalogHref('/catalog/', query({ sort }));
    expect(parseCatalogQuery(new URL(href, 'http://x').searchParams).sort).toBe(sort);
  });
});

describe('page reset helpers', () => {
  const onPage5 = query({ page: 5 });
  const silver: CatalogFilters = { list: { 1: [105] }, price: null, size: [], shop: null };

  it('new filters, sort or page size go back to page 1 (spec 4)', () => {
    expect(withFilters(onPage5, silver)).toMatchObject({ page: 1, filters: silver });
    expect(withSort(onPage5, 'new')).toMatchObject({ page: 1, sort: 'new' });
    expect(withLimit(onPage5, 64)).toMatchObject({ page: 1, limit: 64 });
  });

  it('withPage keeps everything else', () => {
    expect(withPage(query({ sort: 'new' }), 3)).toMatchObject({ page: 3, sort: 'new' });
    expect(withPage(query(), -2).page).toBe(1);
  });

  it('toggles attribute values and sizes', () => {
    const one = toggleListValue(EMPTY_FILTERS, 1, 106);
    const two = toggleListValue(one, 1, 105);
    expect(two.list).toEqual({ 1: [105, 106] });
    expect(toggleListValue(toggleListValue(two, 1, 105), 1, 106).list).toEqual({});
    expect(toggleSize(toggleSize(EMPTY_FILTERS, '18'), '17').size).toEqual(['17', '18']);
    expect(toggleSize({ ...EMPTY_FILTERS, size: ['17'] }, '17').size).toEqual([]);
  });

  it('setShop sets and clears the shop, other filters kept; withFilters back to page 1', () => {
    const inShop = setShop(silver, 4);
    expect(inShop).toEqual({ ...silver, shop: 4 });
    expect(setShop(inShop, null)).toEqual(silver);
    expect(withFilters(onPage5, inShop)).toMatchObject({ page: 1, filters: inShop });
  });

  it('setPrice normalises', () => {
    expect(setPrice(EMPTY_FILTERS, [10, 5]).price).toEqual([5, 10]);
    expect(setPrice(EMPTY_FILTERS, [null, null]).price).toBeNull();
  });

  it('isPlainListing', () => {
    expect(isPlainListing(query({ page: 3 }))).toBe(true);
    expect(isPlainListing(query({ sort: 'new' }))).toBe(false);
    expect(isPlainListing(query({ search: 'x' }))).toBe(false);
    expect(isPlainListing(query({ limit: 64 }))).toBe(false);
    expect(isPlainListing(query({ filters: silver }))).toBe(false);
    expect(isPlainListing(query({ filters: { ...EMPTY_FILTERS, shop: 3 } }))).toBe(false);
    expect(isPlainListing(parseCatalogQuery({}, COLLECTION_DEFAULTS), COLLECTION_DEFAULTS)).toBe(
      true,
    );
    expect(CATALOG_DEFAULTS.sort).toBe('popular');
  });
});
