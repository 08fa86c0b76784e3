'use client';

import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';

import { browserClient } from '@/lib/api/browser';

import { favoriteKeys } from './favorite-keys';

/**
 * Adds a product to the logged-in customer's favourites (POST /product/wishlist/{id}). Silent:
 * the caller shows the favourite warnings of spec 8 (the 1000-item limit or a generic one).
 */
export async function addFavorite(productId: string): Promise<void> {
  await browserClient('catalog').post(
    `/product/wishlist/${encodeURIComponent(productId)}`,
    undefined,
    {
      silent: true,
    },
  );
}

type AddFavoriteConfig = Omit<UseMutationOptions<void, Error, string>, 'mutationFn'>;

export function useAddFavorite({ mutationConfig }: { mutationConfig?: AddFavoriteConfig } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: addFavorite,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: favoriteKeys.all });
      return onSuccess?.(...args);
    },
  });
}
