import type { Category } from '@/lib/platform/api/contracts/catalog';

import { listingSyntax } from './listing-markdown';
import { markdownAddress } from './markdown-route';
import { mdDocument, mdInline, mdLink, mdUrl } from './markdown-text';

/** One of the store's rules pages (delivery, payment, returns) in short. */
export type RulesDigest = {
  path: string;
  title: string;
  /** The page's own summary (its SEO description, or the route table's when the CMS is down). */
  summary: string;
  /** Its text in short Markdown points (cms-digest.ts); none when the CMS could not answer. */
  points: string[];
};

export type LlmsTxtInput = {
  origin: string;
  storeName: string;
  /** The category tree, or null when the catalogue could not give it. */
  categories: Category[] | null;
  rules: RulesDigest[];
  feeds: readonly string[];
};

function categoryLines(categories: Category[], origin: string): string[] {
  const line = (category: Category, path: string, indent: string) => {
    const md = mdLink('Markdown', `${origin}${markdownAddress(path)}`);
    return `${indent}- ${mdLink(category.name, `${origin}${path}`)} (${md})`;
  };
  return categories.flatMap((category) => {
    const path = `/catalog/${encodeURIComponent(category.slug)}/`;
    return [
      line(category, path, ''),
      ...category.children.map((child) =>
        line(child, `${path}${encodeURIComponent(child.slug)}/`, '  '),
      ),
    ];
  });
}

function catalogueSection({ categories, origin }: LlmsTxtInput): string {
  const all = `- ${mdLink('Все украшения', `${origin}/catalog/`)} (${mdLink('Markdown', `${origin}/catalog.md`)})`;
  const lines = categories
    ? categoryLines(categories, origin)
    : ['- Список категорий сейчас недоступен: откройте каталог.'];
  return ['## Каталог', '', all, ...lines].join('\n');
}

function rulesSection({ rules, origin }: LlmsTxtInput): string {
  return [
    '## Доставка, оплата, возврат',
    ...rules.flatMap((rule) => [
      '',
      `### ${mdLink(rule.title, `${origin}${rule.path}`)}`,
      '',
      mdInline(rule.summary),
      ...(rule.points.length > 0 ? ['', ...rule.points] : []),
    ]),
  ].join('\n');
}

function viewsSection(origin: string): string {
  return [
    '## Markdown-версии страниц',
    '',
    `- Товар: ${origin}/product/{slug}.md — или адрес страницы ${origin}/product/{slug}/ с заголовком \`Accept: text/markdown\`. Название, цена в рублях, старая цена, размеры в наличии, магазины, где изделие есть сейчас (адрес, метро, размеры), характеристики (металл, вставки), описание, ссылка на страницу.`,
    `- Каталог и категории: ${origin}/catalog.md, ${origin}/catalog/{категория}.md (вложенные: ${origin}/catalog/{категория}/{подкатегория}.md) с теми же параметрами запроса, что у страницы, — или адрес страницы с \`Accept: text/markdown\`.`,
    '- Каноническая версия — HTML-страница (заголовок `Link: rel="canonical"`). Ответы несут `ETag`: повторный запрос с `If-None-Match` получает `304`, если ничего не изменилось.',
  ].join('\n');
}

function machineSection({ origin, feeds }: LlmsTxtInput): string {
  return [
    '## Для роботов',
    '',
    `- ${mdLink('Карта сайта', `${origin}/sitemap.xml`)}: все товары, категории и коллекции`,
    `- ${mdLink('robots.txt', `${origin}/robots.txt`)}`,
    ...feeds.map((feed) => `- ${mdLink(`Товарный фид ${feed}`, `${origin}${feed}`)}`),
  ].join('\n');
}

/**
 * /llms.txt (https://llmstxt.org): the store's name, a summary, what it sells, how listings,
 * filters and search are addressed, delivery, payment and returns in short, and the machine
 * files. Every address absolute from `origin`. The catalogue or the CMS being down only leaves
 * their parts shorter.
 */
export function renderLlmsTxt(input: LlmsTxtInput): string {
  const { origin, storeName } = input;
  return mdDocument([
    `# ${mdInline(storeName)}`,
    '> Интернет-магазин ювелирных украшений из золота и серебра: кольца, серьги, подвески, цепи, браслеты и другие украшения. Цены в рублях, размеры в наличии на странице товара, доставка по России и самовывоз из магазинов сети.',
    `Адреса страниц заканчиваются на «/». Товар: ${mdUrl(`${origin}/product/{slug}/`)}. Каталог: ${mdUrl(`${origin}/catalog/`)}, категория: ${mdUrl(`${origin}/catalog/{категория}/`)}. Поиск: ${mdUrl(`${origin}/catalog/?filter[search]={текст}`)}.`,
    catalogueSection(input),
    listingSyntax(origin),
    viewsSection(origin),
    rulesSection(input),
    machineSection(input),
  ]);
}
