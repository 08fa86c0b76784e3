/**
 * The data cache's tags: what a revalidation (app/api/revalidate) can name. Broad tags
 * empty a whole kind; the fine ones, one product, listing or SEO record, so a price change does not
 * empty the cache:
 * - `product:{slug}`: that product's data and every kept page drawn with it;
 * - `product-lists`: every listing (categories, collections, search, recommendations, sitemap),
 *   whose prices and stock follow their products;
 * - `category:{slug}` / `collection:{slug}`: one listing; `seo:{path}`: one page's SEO record.
 * docs/caching.md lists them with the calls of the reference API that send them.
 */
export const cacheTags = {
  product: (slug: string) => `product:${slug}`,
  category: (slug: string | null) => `category:${slug ?? 'root'}`,
  collection: (slug: string) => `collection:${slug}`,
  seo: (path: string) => `seo:${path}`,
  productLists: 'product-lists',
} as const;

/** Next drops a tag over 256 characters (with a warning). */
export const CACHE_TAG_MAX_LENGTH = 256;

/** What a revalidation may name: letters and dashes, then `:` and a value without whitespace. */
export const CACHE_TAG_PATTERN = /^[a-z][a-z-]{0,40}(?::\S{1,200})?$/;
