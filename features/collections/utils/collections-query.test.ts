import { describe, expect, it } from 'vitest';

import { collectionsHref, parseCollectionsQuery } from './collections-query';

describe('collections query', () => {
  it('reads q and page', () => {
    expect(parseCollectionsQuery({ q: '  жемчуг ', page: '2' })).toEqual({ q: 'жемчуг', page: 2 });
    expect(parseCollectionsQuery(new URLSearchParams('q=a&page=3'))).toEqual({ q: 'a', page: 3 });
  });

  it.each(['abc', '-1', '0', '1.5', ''])('page=%s → 1', (page) => {
    expect(parseCollectionsQuery({ page }).page).toBe(1);
  });

  it('cuts q to 100 characters', () => {
    expect(parseCollectionsQuery({ q: 'x'.repeat(300) }).q).toHaveLength(100);
  });

  it('writes only what differs from the defaults', () => {
    expect(collectionsHref({ q: '', page: 1 })).toBe('/collections/');
    expect(collectionsHref({ q: 'люкс', page: 2 })).toBe(
      '/collections/?q=%D0%BB%D1%8E%D0%BA%D1%81&page=2',
    );
  });
});
