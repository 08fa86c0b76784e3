import { describe, expect, it } from 'vitest';

import { HINT_MAX_ITEMS, hintHref, parseHintItems } from './gift-hint';

describe('parseHintItems', () => {
  it('reads SKUs with and without a size', () => {
    expect(parseHintItems('10000097:17.5,10000194,10000291:45')).toEqual({
      items: [
        { sku: '10000097', size: '17.5' },
        { sku: '10000194', size: null },
        { sku: '10000291', size: '45' },
      ],
      rejected: 0,
    });
  });

  it('reads nothing from no parameter and joins a repeated one', () => {
    expect(parseHintItems(undefined)).toEqual({ items: [], rejected: 0 });
    expect(parseHintItems(['1:16', '2']).items).toEqual([
      { sku: '1', size: '16' },
      { sku: '2', size: null },
    ]);
  });

  it('skips and counts junk: bad SKUs, bad sizes, extra colons, markup', () => {
    const parsed = parseHintItems(
      'ok1,<script>,a b,1:big,2:17:18,3:-1,../4,5:17.555,' + 'x'.repeat(33) + ',6:16,7',
    );
    expect(parsed.items).toEqual([
      { sku: 'ok1', size: null },
      { sku: '6', size: '16' },
      { sku: '7', size: null },
    ]);
    expect(parsed.rejected).toBe(8);
  });

  it('keeps a SKU once (its first size) and at most the limit', () => {
    expect(parseHintItems('1:16,1:17').items).toEqual([{ sku: '1', size: '16' }]);
    const many = Array.from({ length: HINT_MAX_ITEMS + 5 }, (_, index) => String(index + 1));
    const parsed = parseHintItems(many.join(','));
    expect(parsed.items).toHaveLength(HINT_MAX_ITEMS);
    expect(parsed.items.at(-1)?.sku).toBe(String(HINT_MAX_ITEMS));
    expect(parsed.rejected).toBe(5);
  });

  it('does not read an overlong parameter', () => {
    expect(parseHintItems('1,'.repeat(1_000)).items).toEqual([]);
  });
});

describe('hintHref', () => {
  it('writes a readable link of the valid items that parses back to them', () => {
    const items = [
      { sku: '10000097', size: '17.5' },
      { sku: '10000194', size: null },
    ];
    const href = hintHref(items);
    expect(href).toBe('/hint/?items=10000097:17.5,10000194');
    expect(
      parseHintItems(new URL(href, 'https://shop.test').searchParams.get('items') ?? ''),
    ).toEqual({ items, rejected: 0 });
  });

  it('drops what a link may not carry (a bad size: only the size) and caps the list', () => {
    expect(hintHref([{ sku: 'a,b', size: null }])).toBe('/hint/');
    expect(hintHref([{ sku: '1', size: 'S' }])).toBe('/hint/?items=1');
    const many = Array.from({ length: 30 }, (_, index) => ({ sku: `${index}`, size: null }));
    expect(hintHref(many).split(',')).toHaveLength(HINT_MAX_ITEMS);
  });
});
