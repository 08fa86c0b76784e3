'use client';

import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';

import type { WishlistChangeResponse } from '@/lib/api/contracts/wishlist';

import { applyFavoriteChange } from './get-favorite-ids';

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
    mutationFn: async (productId: string) =>
      (await import('./favorite-requests')).removeFavorite(productId),
    onSuccess: (...args) => {
      applyFavoriteChange(queryClient, args[0]);
      return onSuccess?.(...args);
    },
  });
}
