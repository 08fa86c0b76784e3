import type { Product } from '@/lib/platform/api/contracts/catalog';
import { productImageUrls } from '@/lib/shop/product-images';

import {
  categoryTrail,
  feedOffers,
  offerUrl,
  productCategory,
  soldOutOffers,
  type FeedContext,
} from './feed-product';
import { XML_DECLARATION, xmlElement } from './xml';

export type ChannelInfo = { title: string; link: string; description: string; brand: string };

/** Google takes a main image and up to 10 additional ones; titles up to 150 characters. */
const MAX_EXTRA_IMAGES = 10;
const MAX_TITLE = 150;
const MAX_DESCRIPTION = 5000;

/**
 * Google's product taxonomy for the catalogue's jewellery categories (by slug, the first of a
 * product's categories that has one wins). Categories without a sensible match (gifts, gems,
 * certificates, accessories) get no google_product_category; Google then infers one.
 */
const GOOGLE_CATEGORIES: Record<string, string> = {
  kolca: 'Apparel & Accessories > Jewelry > Rings',
  'kolca-spasi-i-sokhrani': 'Apparel & Accessories > Jewelry > Rings',
  sergi: 'Apparel & Accessories > Jewelry > Earrings',
  podveski: 'Apparel & Accessories > Jewelry > Charms & Pendants',
  kresty: 'Apparel & Accessories > Jewelry > Charms & Pendants',
  obrazki: 'Apparel & Accessories > Jewelry > Charms & Pendants',
  cepi: 'Apparel & Accessories > Jewelry > Necklaces',
  kole: 'Apparel & Accessories > Jewelry > Necklaces',
  busy: 'Apparel & Accessories > Jewelry > Necklaces',
  braslety: 'Apparel & Accessories > Jewelry > Bracelets',
  broshi: 'Apparel & Accessories > Jewelry > Brooches & Lapel Pins',
  pirsing: 'Apparel & Accessories > Jewelry > Body Jewelry',
  chasy: 'Apparel & Accessories > Jewelry > Watches',
};

/** The RSS channel up to its first item. */
export function merchantHead(channel: ChannelInfo): string {
  return (
    XML_DECLARATION +
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n' +
    [
      xmlElement('title', channel.title),
      xmlElement('link', channel.link),
      xmlElement('description', channel.description),
    ].join('\n') +
    '\n'
  );
}

export const MERCHANT_TAIL = '</channel>\n</rss>\n';

/** «12990.00 RUB» */
export function merchantPrice(amount: number): string {
  return `${amount.toFixed(2)} RUB`;
}

function googleCategory(product: Product, context: FeedContext): string | null {
  const own = productCategory(product, context.categories);
  const slugs = new Map(product.categories.map((ref) => [ref.id, ref.slug]));
  const trail = own ? categoryTrail(own, context.categories).reverse() : [];
  for (const category of trail) {
    const match = GOOGLE_CATEGORIES[slugs.get(category.id) ?? ''];
    if (match) return match;
  }
  return null;
}

/**
 * The product's items: one per sellable size (`item_group_id` = SKU) or the single offer of a
 * product without sizes, `in_stock`. A product with nothing in stock stays listed as one
 * `out_of_stock` item at the price its page shows (Google keeps it, and its ads stop on their own),
 * so the feed holds every product of the sitemap.
 */
export function merchantItems(product: Product, context: FeedContext, brand: string): string {
  const sellable = feedOffers(product);
  const soldOut = sellable.length === 0;
  const items = soldOut ? soldOutOffers(product) : sellable;
  if (items.length === 0) return '';
  const sized = items.some((item) => item.size !== null);
  const [image, ...extra] = productImageUrls(product, context.origin);
  const own = productCategory(product, context.categories);
  const category = googleCategory(product, context);
  const shared = [
    xmlElement('g:title', product.name.slice(0, MAX_TITLE)),
    xmlElement('g:description', (product.description || product.name).slice(0, MAX_DESCRIPTION)),
    ...(image ? [xmlElement('g:image_link', image)] : []),
    ...extra.slice(0, MAX_EXTRA_IMAGES).map((src) => xmlElement('g:additional_image_link', src)),
    xmlElement('g:availability', soldOut ? 'out_of_stock' : 'in_stock'),
    xmlElement('g:brand', brand),
    xmlElement('g:mpn', product.vendorCode),
    xmlElement('g:condition', 'new'),
    ...(category ? [xmlElement('g:google_product_category', category)] : []),
    ...(own
      ? [
          xmlElement(
            'g:product_type',
            categoryTrail(own, context.categories)
              .map((step) => step.name)
              .join(' > '),
          ),
        ]
      : []),
  ];
  return items
    .map((item) => {
      const children = [
        xmlElement('g:id', item.id),
        xmlElement('g:link', offerUrl(context, product, item.size)),
        ...shared,
        ...(item.oldPrice !== null
          ? [
              xmlElement('g:price', merchantPrice(item.oldPrice)),
              xmlElement('g:sale_price', merchantPrice(item.price)),
            ]
          : [xmlElement('g:price', merchantPrice(item.price))]),
        ...(sized ? [xmlElement('g:item_group_id', product.sku)] : []),
        ...(item.size !== null ? [xmlElement('g:size', item.size)] : []),
      ];
      return `<item>\n${children.join('\n')}\n</item>\n`;
    })
    .join('');
}
