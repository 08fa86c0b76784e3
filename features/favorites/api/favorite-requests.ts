import { browserClient } from '@/lib/platform/api/browser';
import { parseContract } from '@/lib/platform/api/client';
import {
  wishlistChangeResponseSchema,
  type WishlistChangeResponse,
} from '@/lib/platform/api/contracts/wishlist';
import { getQueryClient } from '@/lib/platform/query/get-query-client';

import { applyFavoriteChange } from './get-favorite-ids';

/*
 * The favourites' writes with their contract checks. The heart (FavoriteButton) loads this module
 * on the first click, so neither the HTTP client nor React Query is part of the page's first load
 * (docs/performance.md).
 */

/**
 * Adds a product to the logged-in customer's favourites (POST /product/wishlist/{id}). Silent:
 * the caller shows the favourite warnings of spec 8 (the 1000-item limit or a generic one).
 */
export async function addFavorite(productId: string): Promise<WishlistChangeResponse> {
  const path = `/product/wishlist/${encodeURIComponent(productId)}`;
  const response = await browserClient('catalog').post(path, undefined, { silent: true });
  return parseContract(wishlistChangeResponseSchema, response.data, path);
}

/** Removes a product from the logged-in customer's favourites (DELETE /product/wishlist/{id}). */
export async function removeFavorite(productId: string): Promise<WishlistChangeResponse> {
  const path = `/product/wishlist/${encodeURIComponent(productId)}`;
  const response = await browserClient('catalog').delete(path, { silent: true });
  return parseContract(wishlistChangeResponseSchema, response.data, path);
}

/**
 * The heart's toggle: adds or removes, then the ids, the header count and the favourites list
 * follow (applyFavoriteChange).
 */
export async function setFavorite(
  productId: string,
  favorite: boolean,
): Promise<WishlistChangeResponse> {
  const change = await (favorite ? addFavorite : removeFavorite)(productId);
  await applyFavoriteChange(getQueryClient(), change);
  return change;
}
