import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Puts what a write answered into its query. A read of that query still on its way is cancelled
 * first (its answer is dropped): it may have left before the write, and landing after the write's
 * answer it would put the older data back on screen. Seen on the cart: «+» tapped as the page
 * hydrated, the read that follows hydration answered 2 ms after the write, and the line showed 1
 * while the service kept 2. What an answer does besides (a stored promo code, a count) follows the
 * query's data, so a dropped read does nothing at all.
 */
export async function putAnswer<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  data: T,
): Promise<void> {
  await queryClient.cancelQueries({ queryKey, exact: true });
  queryClient.setQueryData(queryKey, data);
}
