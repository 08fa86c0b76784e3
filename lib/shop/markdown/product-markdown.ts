import type { Product } from '@/lib/platform/api/contracts/catalog';
import type { ShopStock } from '@/lib/platform/api/contracts/stock';
import { formatRub } from '@/lib/shop/format/money';
import { productImageUrls } from '@/lib/shop/product-images';
import {
  offerPrices,
  productPrices,
  purchaseOptions,
  sitePrice,
  startingPrice,
} from '@/lib/shop/product-price';

import { markdownAddress } from './markdown-route';
import { mdDocument, mdInline, mdLink, mdSpan, mdText, mdUrl } from './markdown-text';
import { shopsSection } from './shops-markdown';

/** The price lines of the page before a size is chosen: «от» when the sizes cost differently. */
function priceLines(product: Product): string[] {
  const { offers } = purchaseOptions(product);
  const start = offers.length > 0 ? startingPrice(offers) : null;
  const fallback = productPrices(product);
  const current = start ? start.current : fallback.current;
  const old = start ? start.old : fallback.old;
  if (current === null) return ['- Цена: не указана'];
  const from = start?.from ? 'от ' : '';
  return [
    `- Цена: ${from}${formatRub(current)}`,
    ...(old !== null && old > current ? [`- Старая цена: ${formatRub(old)}`] : []),
  ];
}

/** Sizes on sale, each with its price when they differ; «нет в наличии» when nothing is sold. */
function stockLine(product: Product): string {
  const { sized, offers } = purchaseOptions(product);
  if (offers.length === 0) return '- Наличие: нет в наличии';
  if (!sized) return '- Наличие: в наличии';
  const prices = new Set(offers.map(sitePrice));
  const sizes = offers.map((offer) => {
    const size = mdSpan(offer.size ?? '');
    const { current } = offerPrices(offer);
    return prices.size > 1 && current !== null ? `${size} (${formatRub(current)})` : size;
  });
  return `- Размеры в наличии: ${sizes.join(', ')}`;
}

/**
 * The product page as Markdown (docs/assistants.md): name, price and old price as the page shows
 * them before a size is chosen, sizes on sale, article, category, the shops that hold it
 * (`shops`, null when the stock per shop could not be read), characteristics (metal, stones and
 * the rest the page lists), description, picture and the canonical page. Nothing of the shopper's
 * (favourite, cart) is in it. `origin` makes every link absolute.
 */
export function renderProductMarkdown(
  product: Product,
  origin: string,
  shops: readonly ShopStock[] | null,
): string {
  const page = `${origin}/product/${product.slug}/`;
  const category = product.categories[0];
  const image = productImageUrls(product, origin)[0];
  return mdDocument([
    `# ${mdInline(product.name)}`,
    [
      ...priceLines(product),
      stockLine(product),
      `- Артикул: ${mdSpan(product.vendorCode)}`,
      `- SKU: ${mdSpan(product.sku)}`,
      ...(category
        ? [`- Категория: ${mdLink(category.name, `${origin}/catalog/${category.slug}/`)}`]
        : []),
    ].join('\n'),
    shopsSection(shops),
    product.attributes.length > 0 &&
      [
        '## Характеристики',
        '',
        ...product.attributes.map(
          (attribute) => `- ${mdInline(attribute.name)}: ${mdSpan(attribute.value)}`,
        ),
      ].join('\n'),
    product.description.trim() && `## Описание\n\n${mdText(product.description)}`,
    [
      '## Ссылки',
      '',
      `- Страница товара: ${mdUrl(page)}`,
      `- Markdown: ${mdUrl(`${origin}${markdownAddress(`/product/${product.slug}/`)}`)}`,
      ...(image ? [`- Фото: ${mdUrl(image)}`] : []),
    ].join('\n'),
  ]);
}
