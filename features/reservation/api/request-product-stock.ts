import { browserClient } from '@/lib/platform/api/browser';
import { parseContract } from '@/lib/platform/api/client';
import {
  productStockResponseSchema,
  type ProductStockResponse,
} from '@/lib/platform/api/contracts/stock';

/**
 * GET /catalog/product/{slug}/stock: what each shop can reserve of each size. Silent: the stock
 * button says itself that the stock could not be read (a 404 here must not turn the product page
 * into the not-found page). Loaded after the page (first-load JS, docs/performance.md).
 */
export async function requestProductStock(slug: string): Promise<ProductStockResponse> {
  const path = `/product/${encodeURIComponent(slug)}/stock`;
  const response = await browserClient('catalog').get(path, { silent: true });
  return parseContract(productStockResponseSchema, response.data, path);
}
