import { describe, expect, it } from 'vitest';

import { CATALOG_DEFAULTS, COLLECTION_DEFAULTS, parseCatalogQuery } from '@/lib/shop/catalog-query';

import { listingMetadata } from './listing-metadata';

const meta = (search: string, defaults = CATALOG_DEFAULTS) =>
  listingMetadata({
    basePath: '/catalog/kolca/',
    query: parseCatalogQuery(new URLSearchParams(search), defaults),
    defaults,
    title: 'Кольца',
    description: 'Купить кольца',
  });

describe('listingMetadata', () => {
  it('indexes the plain listing with its own canonical', () => {
    expect(meta('')).toEqual({
      title: 'Кольца',
      description: 'Купить кольца',
      alternates: { canonical: '/catalog/kolca/' },
    });
  });

  it('keeps page > 1 in the canonical (spec 2.2)', () => {
    expect(meta('page=3')).toMatchObject({
      title: 'Кольца — страница 3',
      alternates: { canonical: '/catalog/kolca/?page=3' },
    });
    expect(meta('page=3').robots).toBeUndefined();
  });

  it.each(['filters=list_1_105', 'sort=new', 'limit=64', 'filters=size_17&page=2'])(
    '%s → canonical to the plain path, noindex, follow',
    (search) => {
      expect(meta(search)).toMatchObject({
        alternates: { canonical: '/catalog/kolca/' },
        robots: { index: false, follow: true },
      });
    },
  );

  it('ignores broken filters (they are dropped, the page is the plain one)', () => {
    expect(meta('filters=garbage').robots).toBeUndefined();
  });

  it('titles a search «Поиск: …» and keeps it out of the index', () => {
    expect(meta('filter[search]=серьги')).toMatchObject({
      title: 'Поиск: серьги',
      robots: { index: false, follow: true },
    });
  });

  it('treats the collection default sort as plain', () => {
    expect(meta('', COLLECTION_DEFAULTS).robots).toBeUndefined();
    expect(meta('sort=price_asc', COLLECTION_DEFAULTS).robots).toBeUndefined();
    expect(meta('sort=popular', COLLECTION_DEFAULTS).robots).toEqual({
      index: false,
      follow: true,
    });
  });
});
