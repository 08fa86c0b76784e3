'use client';

import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';

import { browserClient } from '@/lib/api/browser';
import { parseContract } from '@/lib/api/client';
import {
  wishlistChangeResponseSchema,
  type WishlistChangeResponse,
} from '@/lib/api/contracts/wishlist';

import { applyFavoriteChange } from './get-favorite-ids';

/**
 * Adds a product to the logged-in customer's favourites (POST /product/wishlist/{id}). Silent:
 * the caller shows the favourite warnings of spec 8 (the 1000-item limit or a generic one).
 */
export async function addFavorite(productId: string): Promise<WishlistChangeResponse> {
  const path = `/product/wishlist/${encodeURIComponent(productId)}`;
  const response = await browserClient('catalog').post(path, undefined, { silent: true });
  return parseContract(wishlistChangeResponseSchema, response.data, path);
}

type AddFavoriteConfig = Omit<
  UseMutationOptions<WishlistChangeResponse, Error, string>,
  'mutationFn'
>;

/** Adds and updates the cached ids, the header count (stored too) and the favourites list. */
export function useAddFavorite({ mutationConfig }: { mutationConfig?: AddFavoriteConfig } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: addFavorite,
    onSuccess: (...args) => {
      applyFavoriteChange(queryClient, args[0]);
      return onSuccess?.(...args);
    },
  });
}
