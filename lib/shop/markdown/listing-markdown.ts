import type { Product, ProductListResponse } from '@/lib/platform/api/contracts/catalog';
import {
  SORT_KEYS,
  SORT_LABELS,
  catalogHref,
  withPage,
  type CatalogQuery,
} from '@/lib/shop/catalog-query';
import { CATALOG_DEFAULT_PAGE_SIZE, CATALOG_PAGE_SIZES } from '@/lib/shop/constants';
import { formatRub } from '@/lib/shop/format/money';
import { productCount } from '@/lib/shop/format/plural';
import { productPrices } from '@/lib/shop/product-price';

import { markdownAddress } from './markdown-route';
import { mdDocument, mdInline, mdLink, mdSpan, mdUrl } from './markdown-text';

export type ListingMarkdownInput = {
  /** The page's heading: the category, «Ювелирные украшения» or «Результаты поиска». */
  heading: string;
  /** The listing's path, `/catalog/` or `/catalog/{category}/`. */
  basePath: string;
  query: CatalogQuery;
  total: number;
  lastPage: number;
  products: Product[];
  /** The listing's filter values with their counts, as its filter panel offers them. */
  facets?: ProductListResponse['filters'];
  /** The HTML page's canonical address (a path). */
  canonical: string;
  origin: string;
};

function productLine(product: Product, origin: string, index: number): string {
  const path = `/product/${product.slug}/`;
  const { current, old } = productPrices(product);
  const price = current === null ? 'цена не указана' : formatRub(current);
  const was = current !== null && old !== null && old > current ? `, было ${formatRub(old)}` : '';
  const md = mdLink('Markdown', `${origin}${markdownAddress(path)}`);
  return `${index}. ${mdLink(product.name, `${origin}${path}`)} — ${price}${was} (${md})`;
}

function pageLinks({ basePath, query, lastPage, origin }: ListingMarkdownInput): string | null {
  const link = (label: string, page: number) => {
    const href = catalogHref(basePath, withPage(query, page));
    return `- ${label}: ${mdUrl(`${origin}${markdownAddress(href)}`)} (HTML: ${mdUrl(`${origin}${href}`)})`;
  };
  const lines = [
    ...(query.page > 1 ? [link('Предыдущая страница', query.page - 1)] : []),
    ...(query.page < lastPage ? [link('Следующая страница', query.page + 1)] : []),
  ];
  return lines.length > 0 ? ['## Страницы', '', ...lines].join('\n') : null;
}

/** The filter values this listing offers, each with its `filters` group. */
function facetLines(facets: ListingMarkdownInput['facets']): string | null {
  if (!facets) return null;
  const lines = facets.feature
    .filter((feature) => feature.values.length > 0)
    .map((feature) => {
      const values = feature.values.map(
        (value) => `${mdSpan(value.name)} \`list_${feature.id}_${value.id}\` (${value.count})`,
      );
      return `- ${mdInline(feature.name)}: ${values.join(', ')}`;
    });
  if (facets.size.length > 0) {
    const sizes = facets.size.map((size) => `\`size_${size.value}\` (${size.count})`);
    lines.push(`- Размер: ${sizes.join(', ')}`);
  }
  return lines.length > 0 ? ['## Значения фильтров', '', ...lines].join('\n') : null;
}

/** How an assistant narrows a listing: the same query the HTML page reads (lib/shop/catalog-query.ts). */
export function listingSyntax(origin: string): string {
  const sorts = SORT_KEYS.map((key) => `\`${key}\` (${SORT_LABELS[key]})`).join(', ');
  return [
    '## Фильтры, сортировка, страницы',
    '',
    `- Поиск: ${origin}/catalog/?filter[search]=кольцо (Markdown: ${origin}/catalog.md?filter[search]=кольцо)`,
    '- `filters` — группы через `;`: `list_{атрибут}_{значение},{значение}` (характеристики, id из каталога), `numeric_price_{от},{до}` (цена в рублях, любой конец можно опустить), `size_{размер},{размер}`; например `?filters=numeric_price_5000,20000;size_17,17.5`',
    `- \`sort\`: ${sorts}`,
    `- \`limit\`: товаров на странице, ${CATALOG_PAGE_SIZES.join(', ')} (по умолчанию ${CATALOG_DEFAULT_PAGE_SIZE})`,
    '- `page`: номер страницы, с 2 (первая страница — без параметра)',
  ].join('\n');
}

/**
 * A catalogue listing as Markdown (docs/assistants.md): heading, count, the page's products with
 * their prices and links (page and Markdown view), previous and next pages, and the query syntax.
 */
export function renderListingMarkdown(input: ListingMarkdownInput): string {
  const { heading, query, total, lastPage, products, origin, canonical } = input;
  const pageNote = lastPage > 1 ? ` Страница ${query.page} из ${lastPage}.` : '';
  const first = (query.page - 1) * query.limit + 1;
  return mdDocument([
    `# ${mdInline(heading)}`,
    query.search && `По запросу «${mdSpan(query.search)}».`,
    `Найдено: ${productCount(total)}.${pageNote} Сортировка: ${SORT_LABELS[query.sort]}.`,
    products.length > 0
      ? [
          '## Товары',
          '',
          ...products.map((product, index) => productLine(product, origin, first + index)),
        ].join('\n')
      : 'Товаров не найдено.',
    pageLinks(input),
    listingSyntax(origin),
    facetLines(input.facets),
    `## Ссылки\n\n- Страница: ${mdUrl(`${origin}${canonical}`)}`,
  ]);
}
