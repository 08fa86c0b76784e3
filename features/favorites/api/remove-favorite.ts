'use client';

import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';

import { browserClient } from '@/lib/api/browser';

import { favoriteKeys } from './favorite-keys';

/** Removes a product from the logged-in customer's favourites (DELETE /product/wishlist/{id}). */
export async function removeFavorite(productId: string): Promise<void> {
  await browserClient('catalog').delete(`/product/wishlist/${encodeURIComponent(productId)}`, {
    silent: true,
  });
}

type RemoveFavoriteConfig = Omit<UseMutationOptions<void, Error, string>, 'mutationFn'>;

export function useRemoveFavorite({
  mutationConfig,
}: { mutationConfig?: RemoveFavoriteConfig } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: removeFavorite,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: favoriteKeys.all });
      return onSuccess?.(...args);
    },
  });
}
