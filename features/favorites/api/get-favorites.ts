'use client';

import { useInfiniteQuery } from '@tanstack/react-query';

import { browserClient } from '@/lib/platform/api/browser';
import { parseContract } from '@/lib/platform/api/client';
import {
  wishlistListResponseSchema,
  type WishlistListResponse,
} from '@/lib/platform/api/contracts/wishlist';
import { passSessionFailure } from '@/lib/platform/api/session-failure';
import { FAVORITES_PAGE_SIZE } from '@/lib/shop/constants';
import { useSessionStore } from '@/stores/session-store';

import { favoriteKeys } from './favorite-keys';

const PATH = '/product/list/wishlist';

/** One page of the favourites as products, newest first (POST /product/list/wishlist). */
export async function getFavoritesPage(skip: number): Promise<WishlistListResponse> {
  const response = await browserClient('catalog')
    .post(PATH, { skip, limit: FAVORITES_PAGE_SIZE }, { silent: true, retryable: true })
    .catch((error: unknown) => {
      passSessionFailure(error); // the page shows its own message for the rest
      throw error;
    });
  return parseContract(wishlistListResponseSchema, response.data, PATH);
}

/** The next `skip`: everything loaded so far, or none when the total is reached. */
export function nextFavoritesSkip(pages: WishlistListResponse[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.products.items.length, 0);
  const total = pages.at(-1)?.products.total ?? 0;
  const lastEmpty = (pages.at(-1)?.products.items.length ?? 0) === 0;
  return loaded < total && !lastEmpty ? loaded : undefined;
}

/** The favourites page's list: 20 per page, «Показать ещё» loads the next. Signed-in only. */
export function useFavorites() {
  const enabled = useSessionStore((s) => s.hydrated && s.loggedIn);
  return useInfiniteQuery({
    queryKey: favoriteKeys.list(),
    queryFn: ({ pageParam }) => getFavoritesPage(pageParam),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextFavoritesSkip(pages),
    enabled,
  });
}
