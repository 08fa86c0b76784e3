import type { Product } from '@/lib/platform/api/contracts/catalog';
import { productImageUrls } from '@/lib/shop/product-images';

import {
  feedOffers,
  materialParams,
  offerUrl,
  productCategory,
  type FeedContext,
} from './feed-product';
import { XML_DECLARATION, xmlElement, xmlParent } from './xml';

export type ShopInfo = { name: string; company: string; url: string };

/** Yandex Market takes up to 10 pictures per offer. */
const MAX_PICTURES = 10;

/**
 * The YML catalogue up to the opening `<offers>`: the shop, its currency and the category tree
 * (each category with its `parentId`). `date` is when the feed was made (YML wants it).
 */
export function ymlHead(shop: ShopInfo, context: FeedContext, date: Date): string {
  const categories = [...context.categories.values()]
    .map((category) =>
      xmlElement('category', category.name, {
        id: category.id,
        parentId: category.parentId ?? undefined,
      }),
    )
    .join('\n');
  return (
    XML_DECLARATION +
    `<yml_catalog date="${ymlDate(date)}">\n<shop>\n` +
    [
      xmlElement('name', shop.name),
      xmlElement('company', shop.company),
      xmlElement('url', shop.url),
      xmlParent('currencies', '<currency id="RUB" rate="1"/>'),
      xmlParent('categories', `\n${categories}\n`),
    ].join('\n') +
    '\n<offers>\n'
  );
}

export const YML_TAIL = '</offers>\n</shop>\n</yml_catalog>\n';

/** `2026-11-26T11:08+03:00`: YML's date, in Moscow time (the store's own). */
function ymlDate(date: Date): string {
  const moscow = new Date(date.getTime() + 3 * 3_600_000);
  return `${moscow.toISOString().slice(0, 16)}+03:00`;
}

/**
 * YML's `group_id` joins the sizes of one model; it must be a number of at most 9 digits. The
 * SKU is one; any other SKU gets a stable number from its text.
 */
export function ymlGroupId(sku: string): string {
  if (/^\d{1,9}$/.test(sku)) return sku;
  let hash = 0x811c9dc5;
  for (const char of sku) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return String(hash % 1_000_000_000);
}

/**
 * The product's offers (none when nothing is sellable or it is in no category of the tree): one per
 * sellable size, joined by `group_id`, or the single offer of a product without sizes.
 */
export function ymlOffers(product: Product, context: FeedContext): string {
  const category = productCategory(product, context.categories);
  const offers = feedOffers(product);
  if (!category || offers.length === 0) return '';
  const sized = offers.some((offer) => offer.size !== null);
  const pictures = productImageUrls(product, context.origin)
    .slice(0, MAX_PICTURES)
    .map((src) => xmlElement('picture', src));
  const params = materialParams(product).map((param) =>
    xmlElement('param', param.value, { name: param.name }),
  );
  return offers
    .map((offer) => {
      const children = [
        xmlElement('url', offerUrl(context, product, offer.size)),
        xmlElement('price', offer.price),
        ...(offer.oldPrice !== null ? [xmlElement('oldprice', offer.oldPrice)] : []),
        xmlElement('currencyId', 'RUB'),
        xmlElement('categoryId', category.id),
        ...pictures,
        xmlElement('name', product.name),
        xmlElement('vendorCode', product.vendorCode),
        xmlElement('description', product.description),
        ...params,
        ...(offer.size !== null ? [xmlElement('param', offer.size, { name: 'Размер' })] : []),
      ];
      const attrs = {
        id: offer.id,
        ...(sized ? { group_id: ymlGroupId(product.sku) } : {}),
        available: 'true',
      };
      return xmlParent('offer', `\n${children.join('\n')}\n`, attrs);
    })
    .join('\n')
    .concat('\n');
}
