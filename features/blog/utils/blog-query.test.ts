import { describe, expect, it } from 'vitest';

import { blogListHref, blogPostHref, isCategorySlug, parseBlogQuery } from './blog-query';
import { formatBlogDate, readingTime } from './format-blog-date';

describe('parseBlogQuery', () => {
  it('reads the category and a whole page number from 1', () => {
    expect(parseBlogQuery({})).toEqual({ category: null, page: 1 });
    expect(parseBlogQuery({ category: 'podarki', page: '2' })).toEqual({
      category: 'podarki',
      page: 2,
    });
    expect(parseBlogQuery({ category: ['a', 'b'], page: ['3', '4'] })).toEqual({
      category: 'a',
      page: 3,
    });
  });

  it('turns a bad page into page 1 and a blank category into none', () => {
    for (const page of ['0', '-1', 'abc', '1.5', '', '999999']) {
      expect(parseBlogQuery({ page }).page, page).toBe(1);
    }
    expect(parseBlogQuery({ category: '  ' }).category).toBeNull();
  });
});

describe('blog addresses', () => {
  it('writes the list address without page 1 and with the category first', () => {
    expect(blogListHref({ category: null, page: 1 })).toBe('/blog/');
    expect(blogListHref({ category: null, page: 2 })).toBe('/blog/?page=2');
    expect(blogListHref({ category: 'podarki', page: 1 })).toBe('/blog/?category=podarki');
    expect(blogListHref({ category: 'podarki', page: 3 })).toBe('/blog/?category=podarki&page=3');
    expect(blogListHref({ category: 'a&b=c', page: 1 })).toBe('/blog/?category=a%26b%3Dc');
  });

  it('writes a post address with a trailing slash', () => {
    expect(blogPostHref('kak-uznat-razmer-kolca')).toBe('/blog/kak-uznat-razmer-kolca/');
    expect(blogPostHref('a/b')).toBe('/blog/a%2Fb/');
  });

  it('tells slugs from anything else', () => {
    expect(isCategorySlug('uhod-za-ukrasheniyami')).toBe(true);
    for (const bad of ['../etc', 'Podarki', 'a--b', '-a', 'a b', 'х'.repeat(3)]) {
      expect(isCategorySlug(bad), bad).toBe(false);
    }
  });
});

describe('formatBlogDate', () => {
  it('writes the date in Russian in Moscow time', () => {
    expect(formatBlogDate('2026-11-12T07:00:00.000Z')).toBe('12 ноября 2026');
    // 22:30 UTC on 31 December is already 1 January in Moscow
    expect(formatBlogDate('2025-12-31T22:30:00.000Z')).toBe('1 января 2026');
    expect(readingTime(4)).toBe('4 мин чтения');
  });
});
