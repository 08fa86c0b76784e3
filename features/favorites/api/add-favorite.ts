'use client';

import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';

import type { WishlistChangeResponse } from '@/lib/api/contracts/wishlist';

import { applyFavoriteChange } from './get-favorite-ids';

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
    mutationFn: async (productId: string) =>
      (await import('./favorite-requests')).addFavorite(productId),
    onSuccess: (...args) => {
      applyFavoriteChange(queryClient, args[0]);
      return onSuccess?.(...args);
    },
  });
}
