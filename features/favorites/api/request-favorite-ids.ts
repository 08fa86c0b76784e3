import { browserClient } from '@/lib/platform/api/browser';
import { parseContract } from '@/lib/platform/api/client';
import {
  wishlistShortResponseSchema,
  type WishlistShortResponse,
} from '@/lib/platform/api/contracts/wishlist';
import { passSessionFailure } from '@/lib/platform/api/session-failure';

const PATH = '/product/wishlist/short';

/** POST /product/wishlist/short and its contract check; loaded on demand (first-load JS, docs/performance.md). */
export async function requestFavoriteIds(): Promise<WishlistShortResponse> {
  const response = await browserClient('catalog')
    .post(PATH, undefined, { silent: true, retryable: true })
    .catch((error: unknown) => {
      passSessionFailure(error); // other failures: the stored count stays, the hearts stay off
      throw error;
    });
  return parseContract(wishlistShortResponseSchema, response.data, PATH);
}
