import { browserClient } from '@/lib/platform/api/browser';
import { parseContract } from '@/lib/platform/api/client';
import {
  collectionProductsResponseSchema,
  productListResponseSchema,
  type ProductListRequest,
} from '@/lib/platform/api/contracts/catalog';

import { toTile, type Tile } from '../utils/tile';

/** Which list a listing page shows: a category (null = the whole catalogue) or a collection. */
export type ListingSource =
  { kind: 'category'; slug: string | null } | { kind: 'collection'; slug: string };

/**
 * One more page of a listing as the cards' tiles, fetched in the browser for «Показать ещё»
 * (same-origin through /svc/catalog). A read sent as POST, so it may be retried. `silent`: the
 * listing shows its own message; a failed «show more» must not blank the page with the global
 * not-found handling.
 */
export async function loadListingPage(
  source: ListingSource,
  request: ProductListRequest,
): Promise<{ tiles: Tile[]; total: number }> {
  const client = browserClient('catalog');
  const options = { retryable: true, silent: true };
  if (source.kind === 'collection') {
    const path = `/product/list/collection/${encodeURIComponent(source.slug)}`;
    const response = await client.post(path, request, options);
    const data = parseContract(collectionProductsResponseSchema, response.data, path);
    return { tiles: data.items.map(toTile), total: data.total };
  }
  const path = `/product/list/by-category/${encodeURIComponent(source.slug ?? 'root')}`;
  const response = await client.post(path, request, options);
  const data = parseContract(productListResponseSchema, response.data, path);
  return { tiles: data.products.items.map(toTile), total: data.products.total };
}
