import type { Product } from '@/lib/platform/api/contracts/catalog';
import { STORE_BRAND } from '@/lib/shop/constants';
import { truncateText } from '@/lib/shop/format/text';
import { productImageUrls } from '@/lib/shop/product-images';
import { productPrices, purchaseOptions, sitePriceRange } from '@/lib/shop/product-price';

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

const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';

type JsonLdOffer =
  | { '@type': 'Offer'; priceCurrency: 'RUB'; price: number; availability: string; url: string }
  | {
      '@type': 'AggregateOffer';
      priceCurrency: 'RUB';
      lowPrice: number;
      highPrice: number;
      offerCount: number;
      availability: string;
      url: string;
    };

/**
 * The offers of the Product: one Offer at the site price, or an AggregateOffer (low/high) when the
 * sizes in stock cost differently. Out of stock: an Offer at the card price, OutOfStock.
 */
export function productOffersJsonLd(product: Product, url: string): JsonLdOffer | undefined {
  const { offers } = purchaseOptions(product);
  const range = sitePriceRange(offers);
  if (!range) {
    const { current } = productPrices(product);
    if (current === null) return undefined;
    return {
      '@type': 'Offer',
      priceCurrency: 'RUB',
      price: current,
      availability: OUT_OF_STOCK,
      url,
    };
  }
  if (range.low === range.high) {
    return {
      '@type': 'Offer',
      priceCurrency: 'RUB',
      price: range.low,
      availability: IN_STOCK,
      url,
    };
  }
  return {
    '@type': 'AggregateOffer',
    priceCurrency: 'RUB',
    lowPrice: range.low,
    highPrice: range.high,
    offerCount: offers.length,
    availability: IN_STOCK,
    url,
  };
}

/** schema.org Product of a product page; image and page URLs are made absolute against `origin`. */
export function productJsonLd(product: Product, origin: string) {
  const url = new URL(productPath(product), origin).href;
  const offers = productOffersJsonLd(product, url);
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
