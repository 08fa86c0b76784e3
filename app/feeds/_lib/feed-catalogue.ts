import 'server-only';

import { getCategoryTree } from '@/features/catalog/api/get-category-tree';
import { getCategoryProducts } from '@/features/catalog/api/get-products';
import { indexCategories, type FeedContext } from '@/features/feeds/utils/feed-product';
import { getProduct } from '@/features/product/api/get-product';
import { productPath } from '@/features/product/seo';
import { getSitemapEntries } from '@/features/seo/api/get-sitemap-entries';
import type { Product, ProductListResponse, SortSpec } from '@/lib/platform/api/contracts/catalog';
import { siteUrl } from '@/lib/platform/env';

/** The catalogue's largest page; a stable order (creation, then the service's own tie-break). */
const PAGE_SIZE = 100;
const ORDER: SortSpec = [{ field: 'new', direction: 'desc' }];
/** Products the listing did not show are read one by one, this many at a time. */
const SINGLE_READS = 8;

export type FeedCatalogue = { context: FeedContext; pages: () => AsyncGenerator<Product[]> };

const readPage = (skip: number): Promise<ProductListResponse> =>
  getCategoryProducts(null, { skip, limit: PAGE_SIZE, sort: ORDER });

/**
 * The products of the feeds: exactly the sitemap's (its enumeration, features/seo), in pages of
 * the whole catalogue's listing (POST /product/list/by-category/root, the call `/catalog/` makes;
 * cached under `products` and `product-lists`, so the revalidation webhook refreshes them). A
 * listed product the sitemap does not have is skipped; one the sitemap has but no page showed (a
 * listing that hides it, or one that moved between two page reads) is read by itself
 * (GET /product/{slug}, the product page's call, under its `product:{slug}` tag). Each product
 * comes once.
 *
 * The sitemap, the category tree and the first page are read before anything is sent, so a
 * catalogue that cannot answer gets an honest error status instead of a broken feed.
 */
export async function openFeedCatalogue(): Promise<FeedCatalogue> {
  const [entries, tree, first] = await Promise.all([
    getSitemapEntries(),
    getCategoryTree(),
    readPage(0),
  ]);
  const context: FeedContext = {
    origin: siteUrl(),
    productPath,
    categories: indexCategories(tree),
  };
  async function* pages(): AsyncGenerator<Product[]> {
    const pending = new Set(entries.products.map((product) => product.slug));
    let page = first;
    for (let skip = 0; ;) {
      const items = page.products.items;
      yield items.filter((product) => pending.delete(product.slug));
      skip += PAGE_SIZE;
      if (items.length === 0 || skip >= page.products.total || pending.size === 0) break;
      page = await readPage(skip);
    }
    const missing = [...pending];
    for (let start = 0; start < missing.length; start += SINGLE_READS) {
      const read = await Promise.all(missing.slice(start, start + SINGLE_READS).map(getProduct));
      yield read.filter((product): product is Product => product !== null);
    }
  }
  return { context, pages };
}
