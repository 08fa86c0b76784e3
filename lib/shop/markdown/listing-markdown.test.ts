// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { makeOffer, makeProduct } from '@/features/product/testing/make-product';
import { parseCatalogQuery } from '@/lib/shop/catalog-query';

import { renderListingMarkdown, type ListingMarkdownInput } from './listing-markdown';

const ORIGIN = 'https://shop.example';
const NBSP = '\u00a0';

const products = [
  makeProduct({ name: 'Кольцо *Звезда*', slug: 'kolco-zvezda' }),
  makeProduct({
    name: 'Серьги',
    slug: 'sergi-1',
    productOffers: [makeOffer('a', null, 1, 4990, 6990)],
  }),
];

function listing(overrides: Partial<ListingMarkdownInput> = {}): string {
  return renderListingMarkdown({
    heading: 'Кольца',
    basePath: '/catalog/kolca/',
    query: parseCatalogQuery(new URLSearchParams('sort=new&page=2')),
    total: 70,
    lastPage: 3,
    products,
    canonical: '/catalog/kolca/',
    origin: ORIGIN,
    ...overrides,
  });
}

describe('a catalogue listing as Markdown', () => {
  it('has the heading, the count, the page and the page’s products with prices and links', () => {
    const md = listing();
    expect(md).toMatch(/^# Кольца\n/);
    expect(md).toContain('Найдено: 70 товаров. Страница 2 из 3. Сортировка: Новинки.');
    // numbered from the page's first product: page 2 of 32 a page starts at 33
    expect(md).toContain(
      `33. [Кольцо \\*Звезда\\*](https://shop.example/product/kolco-zvezda/) — 13${NBSP}790${NBSP}₽ ([Markdown](https://shop.example/product/kolco-zvezda.md))`,
    );
    expect(md).toContain(
      `34. [Серьги](https://shop.example/product/sergi-1/) — 4${NBSP}990${NBSP}₽, было 6${NBSP}990${NBSP}₽`,
    );
    expect(md).toContain('- Страница: https://shop.example/catalog/kolca/');
  });

  it('links the previous and next pages with the same sort, as Markdown and as HTML', () => {
    const md = listing();
    expect(md).toContain(
      '- Предыдущая страница: https://shop.example/catalog/kolca.md?sort=new (HTML: https://shop.example/catalog/kolca/?sort=new)',
    );
    expect(md).toContain(
      '- Следующая страница: https://shop.example/catalog/kolca.md?sort=new&page=3 (HTML: https://shop.example/catalog/kolca/?sort=new&page=3)',
    );
  });

  it('has no page links on a single page, and says when nothing was found', () => {
    const md = listing({
      query: parseCatalogQuery(new URLSearchParams('')),
      lastPage: 1,
      total: 0,
      products: [],
    });
    expect(md).not.toContain('## Страницы');
    expect(md).not.toContain('Страница 1 из');
    expect(md).toContain('Найдено: 0 товаров.');
    expect(md).toContain('Товаров не найдено.');
  });

  it('names the search, escaped, and explains the query syntax', () => {
    const md = listing({
      heading: 'Результаты поиска',
      basePath: '/catalog/',
      query: parseCatalogQuery(new URLSearchParams('filter[search]=кольцо_*[1]')),
      lastPage: 1,
    });
    expect(md).toContain('По запросу «кольцо\\_\\*\\[1\\]».');
    expect(md).toContain('https://shop.example/catalog/?filter[search]=кольцо');
    expect(md).toContain('`numeric_price_{от},{до}`');
    expect(md).toContain('`price_asc` (Сначала дешевле)');
  });

  it('lists the listing’s filter values with their groups', () => {
    const md = listing({
      facets: {
        feature: [
          {
            id: 1,
            code: 'metal',
            name: 'Металл и проба',
            values: [{ id: 101, name: 'Золото 585', count: 12 }],
          },
          { id: 2, code: 'insert', name: 'Вставка', values: [] },
        ],
        size: [{ value: '17.5', count: 4 }],
      },
    });
    expect(md).toContain(
      '## Значения фильтров\n\n- Металл и проба: Золото 585 `list_1_101` (12)\n- Размер: `size_17.5` (4)',
    );
    expect(md).not.toContain('Вставка:');
  });
});
