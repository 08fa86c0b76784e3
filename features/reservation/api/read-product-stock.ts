import 'server-only';

import { CACHE, cachedGetter } from '@/lib/platform/api/cache';
import { cacheTags } from '@/lib/platform/api/cache-tags';
import { parseContract } from '@/lib/platform/api/client';
import { productStockResponseSchema, type ShopStock } from '@/lib/platform/api/contracts/stock';
import { isApiError } from '@/lib/platform/api/errors';
import { serverClient } from '@/lib/platform/api/server';

/**
 * How long the product view waits for the stock per shop: an optional part, so a slow catalogue
 * costs the view at most this much (the product itself comes from the data cache).
 */
export const STOCK_READ_TIMEOUT_MS = 1_000;

/** GET /catalog/product/{slug}/stock through the data cache (`CACHE.stock`, dropped with the product's tag). */
const fetchProductStock = cachedGetter(
  'product-stock',
  'catalog',
  CACHE.stock,
  async (slug: string): Promise<ShopStock[]> => {
    const path = `/product/${encodeURIComponent(slug)}/stock`;
    const response = await serverClient('catalog').get(path, { timeout: STOCK_READ_TIMEOUT_MS });
    return parseContract(productStockResponseSchema, response.data, path).shops;
  },
  (slug) => [cacheTags.product(slug)],
);

/**
 * The shops holding the product, for what the server draws (the product's JSON-LD, its Markdown
 * view): at most a minute old, like the kept page (`CACHE.stock`); what a shopper sees in the stock
 * dialog is read live in the browser. No shopper's header is sent: what every shop holds is the
 * same for everybody. Null when it could not be read — slow, down, refused or not matching its
 * contract — so the view says so rather than failing.
 */
export async function readProductStock(slug: string): Promise<ShopStock[] | null> {
  try {
    return await fetchProductStock(slug);
  } catch (error) {
    // read beside the product: an unknown product's 404 is the view's own 404, not news
    if (!isApiError(error) || error.status !== 404) {
      console.warn('[stock] the stock per shop could not be read', slug, error);
    }
    return null;
  }
}
