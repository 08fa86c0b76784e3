import { describe, expect, it } from 'vitest';

import { matchesShop, shopSearchText } from './shop-filter';

const shop = {
  name: 'Тёплый Стан',
  address: 'Москва, Калужское ш., 21-й км, 1',
  metro: { name: 'Тёплый Стан', color: '#F58631' },
  mall: 'ТЦ «МЕГА Тёплый Стан»',
};

describe('shop search', () => {
  it('finds by metro, address or mall, any case, ё = е, every word', () => {
    const text = shopSearchText(shop);
    expect(matchesShop(text, 'теплый')).toBe(true);
    expect(matchesShop(text, 'КАЛУЖСКОЕ')).toBe(true);
    expect(matchesShop(text, 'мега стан')).toBe(true);
    expect(matchesShop(text, '  ')).toBe(true);
    expect(matchesShop(text, 'арбат')).toBe(false);
    expect(matchesShop(text, 'мега арбат')).toBe(false);
  });

  it('a shop without metro or mall is still found by address', () => {
    const text = shopSearchText({ ...shop, metro: null, mall: null });
    expect(matchesShop(text, 'калужское')).toBe(true);
    expect(matchesShop(text, 'мега')).toBe(false);
  });
});
