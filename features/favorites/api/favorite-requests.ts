import { browserClient } from '@/lib/api/browser';
import { parseContract } from '@/lib/api/client';
import {
  wishlistChangeResponseSchema,
  type WishlistChangeResponse,
} from '@/lib/api/contracts/wishlist';

/*
 * The favourites' writes with their contract checks. The hooks (add-favorite.ts,
 * remove-favorite.ts) load this module on the first click, so the HTTP client is not part of the
 * page's first load (issue 7).
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
