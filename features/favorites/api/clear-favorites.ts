'use client';

import { useMutation, type UseMutationOptions, useQueryClient } from '@tanstack/react-query';

import { browserClient } from '@/lib/platform/api/browser';
import { parseContract } from '@/lib/platform/api/client';
import {
  wishlistClearResponseSchema,
  type WishlistShortResponse,
} from '@/lib/platform/api/contracts/wishlist';

import { favoriteKeys } from './favorite-keys';

const PATH = '/product/wishlist';

/** Clears every favourite (DELETE /product/wishlist). */
export async function clearFavorites(): Promise<void> {
  const response = await browserClient('catalog').delete(PATH, { silent: true });
  parseContract(wishlistClearResponseSchema, response.data, PATH);
}

type ClearFavoritesConfig = Omit<UseMutationOptions<void, Error, void>, 'mutationFn'>;

/** Clears, then empties the cached ids and list and sets the count to 0 (badge hidden). */
export function useClearFavorites({
  mutationConfig,
}: { mutationConfig?: ClearFavoritesConfig } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: clearFavorites,
    onSuccess: (...args) => {
      queryClient.setQueryData<WishlistShortResponse>(favoriteKeys.ids(), { ids: [], count: 0 });
      void queryClient.invalidateQueries({ queryKey: favoriteKeys.list() });
      return onSuccess?.(...args);
    },
  });
}
