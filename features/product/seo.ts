import type { Product, ProductOffer } from '@/lib/platform/api/contracts/catalog';
import type { ShopStock } from '@/lib/platform/api/contracts/stock';
import { STORE_BRAND } from '@/lib/shop/constants';
import {
  ENGRAVING_FONT_LABELS,
  ENGRAVING_FONTS,
  ENGRAVING_MAX_LENGTH,
  isEngravable,
} from '@/lib/shop/engraving';
import { truncateText } from '@/lib/shop/format/text';
import { productImageUrls } from '@/lib/shop/product-images';
import { productPrices, purchaseOptions, sitePriceRange } from '@/lib/shop/product-price';
import { SHOPS_PAGE_PATH, shopPlaceJsonLd } from '@/lib/shop/seo/json-ld';

export type ProductCrumb = { label: string; href?: string };

/** The product page's breadcrumbs: Каталог › first category › product (the page itself, no link). */
export function productBreadcrumbs(product: Product): ProductCrumb[] {
  const category = product.categories[0];
  return [
    { label: 'Каталог', href: '/catalog/' },
    ...(category ? [{ label: category.name, href: `/catalog/${category.slug}/` }] : []),
    { label: product.name },
  ];
}

/** Longest meta description kept whole; longer ones are cut at a word with «…». */
export const META_DESCRIPTION_MAX = 160;

/** The page's meta description: name, article, price (`price`: « за 12 990 ₽» or '') and text. */
export function productMetaDescription(
  product: Pick<Product, 'name' | 'vendorCode' | 'description'>,
  price: string,
): string {
  const text = `${product.name}, артикул ${product.vendorCode}${price}. ${product.description}`;
  return truncateText(text.trim(), META_DESCRIPTION_MAX);
}

export function productPath(product: Pick<Product, 'slug'>): string {
  return `/product/${product.slug}/`;
}

const SCHEMA = 'https://schema.org/';
const IN_STOCK = `${SCHEMA}InStock`;
const OUT_OF_STOCK = `${SCHEMA}OutOfStock`;
const LIMITED = `${SCHEMA}LimitedAvailability`;
/** Collected in the shop (schema.org DeliveryMethod): a reservation is tried on and paid there. */
const ON_SITE_PICKUP = `${SCHEMA}OnSitePickup`;

type PriceFields =
  | { '@type': 'Offer'; priceCurrency: 'RUB'; price: number }
  | {
      '@type': 'AggregateOffer';
      priceCurrency: 'RUB';
      lowPrice: number;
      highPrice: number;
      offerCount: number;
    };

type JsonLdOffer = PriceFields & {
  availability: string;
  url: string;
  addOn?: typeof ENGRAVING_ADD_ON;
  availableAtOrFrom?: ReturnType<typeof shopPlaceJsonLd>;
  availableDeliveryMethod?: string;
};

/**
 * Engraving as an add-on of the online offer (schema.org `addOn`: an Offer obtained only with the
 * base one). No price: the cart service sets it per cart (free with a pair of wedding rings), and
 * the store never knows it before a ring is in a cart (docs/jewellery.md).
 */
const ENGRAVING_ADD_ON = {
  '@type': 'Offer',
  name: 'Гравировка',
  itemOffered: {
    '@type': 'Service',
    name: 'Гравировка',
    description: `Надпись до ${ENGRAVING_MAX_LENGTH} символов, шрифт ${ENGRAVING_FONTS.map((font) => `«${ENGRAVING_FONT_LABELS[font]}»`).join(' или ')}`,
  },
} as const;

/** One Offer at the site price, or an AggregateOffer (low/high) when the offers cost differently. */
function priceFields(offers: ProductOffer[]): PriceFields | null {
  const range = sitePriceRange(offers);
  if (!range) return null;
  if (range.low === range.high) return { '@type': 'Offer', priceCurrency: 'RUB', price: range.low };
  return {
    '@type': 'AggregateOffer',
    priceCurrency: 'RUB',
    lowPrice: range.low,
    highPrice: range.high,
    offerCount: offers.length,
  };
}

/**
 * The online offer of the Product: priced as `priceFields` over the sizes in stock. Out of stock:
 * an Offer at the card price, OutOfStock. A wedding ring carries engraving as its `addOn`.
 */
export function productOffersJsonLd(product: Product, url: string): JsonLdOffer | undefined {
  const { offers } = purchaseOptions(product);
  const addOn = isEngravable(product.categories) ? { addOn: ENGRAVING_ADD_ON } : {};
  const fields = priceFields(offers);
  if (fields) return { ...fields, availability: IN_STOCK, url, ...addOn };
  const { current } = productPrices(product);
  if (current === null) return undefined;
  const price = { '@type': 'Offer', priceCurrency: 'RUB', price: current } as const;
  return { ...price, availability: OUT_OF_STOCK, url, ...addOn };
}

/**
 * One offer per shop holding some size (schema.org `availableAtOrFrom` a JewelryStore): priced by
 * the sizes there, InStock or LimitedAvailability («Мало»), collected on site.
 */
function shopOfferJsonLd(product: Product, stock: ShopStock, url: string, origin: string) {
  const held = stock.offers.filter((offer) => offer.level !== 'none');
  const ids = new Set(held.map((offer) => offer.offerUuid));
  const fields = priceFields(product.productOffers.filter((offer) => ids.has(offer.id)));
  if (!fields) return [];
  const plenty = held.some((offer) => offer.level === 'in_stock');
  const offer: JsonLdOffer = {
    ...fields,
    availability: plenty ? IN_STOCK : LIMITED,
    url,
    availableAtOrFrom: shopPlaceJsonLd(stock.shop, new URL(SHOPS_PAGE_PATH, origin).href),
    availableDeliveryMethod: ON_SITE_PICKUP,
  };
  return [offer];
}

export type ProductJsonLdOptions = {
  /**
   * The product's stock per shop, where the caller already has it: each shop holding some size
   * adds an offer available there. The kept product page passes none — it never reads the stock on
   * the server (docs/assistants.md, «Product JSON-LD»).
   */
  shops?: readonly ShopStock[];
};

/** schema.org Product of a product page; image and page URLs are made absolute against `origin`. */
export function productJsonLd(
  product: Product,
  origin: string,
  { shops = [] }: ProductJsonLdOptions = {},
) {
  const url = new URL(productPath(product), origin).href;
  const online = productOffersJsonLd(product, url);
  const inShops = shops.flatMap((stock) => shopOfferJsonLd(product, stock, url, origin));
  const offers = inShops.length > 0 ? [...(online ? [online] : []), ...inShops] : online;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    mpn: product.vendorCode,
    image: productImageUrls(product, origin),
    description: product.description,
    brand: { '@type': 'Brand', name: STORE_BRAND },
    url,
    ...(offers ? { offers } : {}),
  };
}
