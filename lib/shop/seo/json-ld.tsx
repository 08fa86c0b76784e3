import type { Shop } from '@/lib/platform/api/contracts/shops';

/**
 * Structured data for crawlers (schema.org as JSON-LD). `<` is escaped so that text from the
 * catalogue can never close the script element (nextjs16-notes §8).
 */
export function JsonLd({ data }: { data: object }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

export type Crumb = { label: string; href?: string };

/** BreadcrumbList from the page's breadcrumbs (links made absolute). */
export function breadcrumbJsonLd(crumbs: Crumb[], origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      ...(crumb.href ? { item: new URL(crumb.href, origin).href } : {}),
    })),
  };
}

/** The store as an Organization with its support phone. */
export function organizationJsonLd(origin: string, phone: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Ювелирный магазин',
    url: `${origin}/`,
    logo: `${origin}/favicon.ico`,
    contactPoint: {
      '@type': 'ContactPoint',
      telephone: phone,
      contactType: 'customer service',
      areaServed: 'RU',
      availableLanguage: 'Russian',
    },
  };
}

/** The page whose JSON-LD describes every shop, each as the node `{page}#{slug}`. */
export const SHOPS_PAGE_PATH = '/addresses/';

/**
 * A shop as a schema.org JewelryStore (a Place): the `@id` and name the shops page gives it, so
 * whoever points at the shop (a product's offer) names the same node, and its PostalAddress.
 * `shopsPageUrl`: the shops page's absolute address.
 */
export function shopPlaceJsonLd(
  shop: Pick<Shop, 'slug' | 'name' | 'address'>,
  shopsPageUrl: string,
) {
  return {
    '@type': 'JewelryStore',
    '@id': `${shopsPageUrl}#${shop.slug}`,
    name: `Ювелирный магазин «${shop.name}»`,
    address: {
      '@type': 'PostalAddress',
      streetAddress: shop.address.replace(/^Москва,\s*/, ''),
      addressLocality: 'Москва',
      addressCountry: 'RU',
    },
  };
}
