import { z } from 'zod';

import { FAVORITES_PAGE_SIZE } from '../../../shop/constants';

import { productSchema } from './catalog';
import { paginationSchema } from './common';

/**
 * Favourites in the catalogue service (spec 7 «Wishlist»): every call needs the access token in
 * the `token` header (401 otherwise). Product ids are the products' `id`.
 */
export { WISHLIST_LIMIT_CODE, WISHLIST_LIMIT_MESSAGE } from './wishlist-messages';

/** POST / DELETE /catalog/product/wishlist/{id}: the product's new state and the new count. */
export const wishlistChangeResponseSchema = z.object({
  productId: z.string(),
  isFavorite: z.boolean(),
  count: z.number().int(),
});
export type WishlistChangeResponse = z.infer<typeof wishlistChangeResponseSchema>;

/** POST /catalog/product/wishlist/short: every favourite id, newest first, and the count. */
export const wishlistShortResponseSchema = z.object({
  ids: z.array(z.string()),
  count: z.number().int(),
});
export type WishlistShortResponse = z.infer<typeof wishlistShortResponseSchema>;

/** POST /catalog/product/list/wishlist body (page size 20, at most 100). */
export const wishlistListRequestSchema = z.object({
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(FAVORITES_PAGE_SIZE),
});

/** The favourites as a product list (newest first), shaped like the other lists. */
export const wishlistListResponseSchema = z.object({
  products: z.object({ items: z.array(productSchema), total: z.number().int() }),
  pagination: paginationSchema,
});
export type WishlistListResponse = z.infer<typeof wishlistListResponseSchema>;

/** DELETE /catalog/product/wishlist: clears every favourite. */
export const wishlistClearResponseSchema = z.object({ count: z.literal(0) });
