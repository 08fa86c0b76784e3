'use client';

import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';

import { browserClient } from '@/lib/api/browser';
import { parseContract } from '@/lib/api/client';
import {
  wishlistChangeResponseSchema,
  type WishlistChangeResponse,
} from '@/lib/api/contracts/wishlist';

import { applyFavoriteChange } from './get-favorite-ids';

/** Removes a product from the logged-in customer's favourites (DELETE /product/wishlist/{id}). */
export async function removeFavorite(productId: string): Promise<WishlistChangeResponse> {
  const path = `/product/wishlist/${encodeURIComponent(productId)}`;
  const response = await browserClient('catalog').delete(path, { silent: true });
  return parseContract(wishlistChangeResponseSchema, response.data, path);
}

type RemoveFavoriteConfig = Omit<
  UseMutationOptions<WishlistChangeResponse, Error, string>,
  'mutationFn'
>;

export function useRemoveFavorite({
  mutationConfig,
}: { mutationConfig?: RemoveFavoriteConfig } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: removeFavorite,
    onSuccess: (...args) => {
      applyFavoriteChange(queryClient, args[0]);
      return onSuccess?.(...args);
    },
  });
}
