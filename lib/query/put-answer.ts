import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** When (performance.now()) a write's answer last changed each query, by its key. */
const changedAt = new Map<string, number>();

/** Notes that a write's answer changes `queryKey` now: a read that left before is older. */
export function noteAnswered(queryKey: QueryKey): void {
  changedAt.set(JSON.stringify(queryKey), performance.now());
}

/**
 * Whether a write's answer changed `queryKey` after a read of it left at `leftAt`
 * (performance.now()): that read's answer is older, and what it would do on landing (keep a count,
 * store a promo code) is left to the write's answer.
 */
export function answeredSince(queryKey: QueryKey, leftAt: number): boolean {
  return (changedAt.get(JSON.stringify(queryKey)) ?? -Infinity) >= leftAt;
}

/**
 * Puts what a write answered into its query. A read of that query still on its way is cancelled
 * first (its answer is dropped; see answeredSince for what it does on landing): it may have left
 * before the write, and landing after the write's answer it would put the older data back on
 * screen. Seen on the cart: «+» tapped as the page hydrated, the read that follows hydration
 * answered 2 ms after the write, and the line showed 1 while the service kept 2.
 */
export async function putAnswer<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  data: T,
): Promise<void> {
  noteAnswered(queryKey);
  await queryClient.cancelQueries({ queryKey, exact: true });
  queryClient.setQueryData(queryKey, data);
}
