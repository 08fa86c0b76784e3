import { browserClient } from '@/lib/platform/api/browser';
import { parseContract } from '@/lib/platform/api/client';
import { productListResponseSchema } from '@/lib/platform/api/contracts/catalog';
import { productItem, type AnalyticsItem } from '@/lib/shop/analytics/items';
import { productPrices } from '@/lib/shop/product-price';

export type SearchSuggestion = {
  slug: string;
  name: string;
  image: string;
  price: number | null;
  /** The product as analytics reports it (impressions and clicks of the suggestions list). */
  analytics?: AnalyticsItem;
};
export type SearchSuggestions = { items: SearchSuggestion[]; total: number };

export const SUGGESTION_LIMIT = 6;

const PATH = '/product/list/by-category/root';

/** Products matching the text (name, SKU, vendor code), as header suggestions. */
export async function getSearchSuggestions(text: string): Promise<SearchSuggestions> {
  const body = { filter: { search: text }, limit: SUGGESTION_LIMIT };
  // a read sent as POST: safe to retry; failures stay quiet (the field still submits)
  const response = await browserClient('catalog').post(PATH, body, {
    retryable: true,
    silent: true,
  });
  const { products } = parseContract(productListResponseSchema, response.data, PATH);
  return {
    total: products.total,
    items: products.items.map((product) => ({
      slug: product.slug,
      name: product.name,
      image: product.images[0]?.image_url_sm ?? product.preview_image.image_url_lg,
      price: productPrices(product).current,
      analytics: productItem(product),
    })),
  };
}
