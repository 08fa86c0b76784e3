import 'server-only';

import { parseContract } from '@/lib/platform/api/client';
import { productStockResponseSchema, type ShopStock } from '@/lib/platform/api/contracts/stock';
import { isApiError } from '@/lib/platform/api/errors';
import { serverClient } from '@/lib/platform/api/server';

/**
 * How long the product view waits for the stock per shop: an optional part, so a slow catalogue
 * costs the view at most this much (the product itself comes from the data cache).
 */
export const STOCK_READ_TIMEOUT_MS = 1_000;

/**
 * The shops holding the product (GET /catalog/product/{slug}/stock), read fresh for every view:
 * the stock changes with each reservation and is never cached (the service says `no-store`; no
 * webhook tells the store of it). No shopper's header is sent: what every shop holds is the same
 * for everybody. Null when it could not be read — slow, down, refused or not matching its
 * contract — so the view says so rather than failing.
 */
export async function readProductStock(slug: string): Promise<ShopStock[] | null> {
  const path = `/product/${encodeURIComponent(slug)}/stock`;
  try {
    const response = await serverClient('catalog').get(path, { timeout: STOCK_READ_TIMEOUT_MS });
    return parseContract(productStockResponseSchema, response.data, path).shops;
  } catch (error) {
    // read beside the product: an unknown product's 404 is the view's own 404, not news
    if (!isApiError(error) || error.status !== 404) {
      console.warn('[md] the stock per shop could not be read', slug, error);
    }
    return null;
  }
}
