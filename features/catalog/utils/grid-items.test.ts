import { describe, expect, it } from 'vitest';

import { BANNER_EVERY, withBanners } from './grid-items';

const products = (count: number, from = 1) => Array.from({ length: count }, (_, i) => i + from);
const shape = (items: ReturnType<typeof withBanners<number, string>>) =>
  items.map((item) => (item.kind === 'product' ? item.product : item.banner));

describe('withBanners', () => {
  it('12 is a multiple of every row length (2, 3, 4), so a banner always ends a full row', () => {
    for (const row of [2, 3, 4]) expect(BANNER_EVERY % row).toBe(0);
  });

  it('inserts a banner after every 12th product and cycles through the banners', () => {
    const items = withBanners(products(40), ['A', 'B']);
    const banners = items.filter((item) => item.kind === 'banner');
    expect(banners.map((item) => [item.position, item.kind === 'banner' && item.banner])).toEqual([
      [12, 'A'],
      [24, 'B'],
      [36, 'A'],
    ]);
    expect(shape(items).slice(11, 14)).toEqual([12, 'A', 13]);
  });

  it('inserts nothing for fewer than 12 products or no banners', () => {
    expect(shape(withBanners(products(11), ['A']))).toEqual(products(11));
    expect(shape(withBanners(products(30), []))).toEqual(products(30));
  });

  it('continues the count on appended pages', () => {
    // page 1 showed 16 products; the next 16 are positions 17..32: one banner after 24, the 2nd banner
    const items = withBanners(products(16, 17), ['A', 'B'], 16);
    expect(shape(items).filter((item) => typeof item === 'string')).toEqual(['B']);
    expect(shape(items).indexOf('B')).toBe(8);
  });
});
