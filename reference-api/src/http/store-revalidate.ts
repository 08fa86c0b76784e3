/**
 * The storefront's revalidation webhook, called as a real back end would when an admin
 * write changes what shoppers see: `POST {STORE_REVALIDATE_URL}` with `Authorization: Bearer
 * {REVALIDATE_SECRET}` and `{"tags": [...], "paths": [...]}` (the store's app/api/revalidate).
 * No URL (or no secret): no call, no error. A failed call is logged and never fails the write: the
 * store's caches then expire on their own (docs/caching.md).
 */
export type StoreChange = { tags?: string[]; paths?: string[] };

export type StoreRevalidator = (change: StoreChange) => Promise<void>;

/** How long an admin write waits for the store's answer before it answers anyway. */
const WEBHOOK_TIMEOUT_MS = 2_000;

export function storeRevalidator(
  env: NodeJS.ProcessEnv = process.env,
  log: (line: string) => void = (line) => console.warn(line),
): StoreRevalidator {
  const url = env.STORE_REVALIDATE_URL?.trim();
  const secret = env.REVALIDATE_SECRET?.trim();
  if (!url || !secret) return async () => undefined;
  return async (change) => {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
        body: JSON.stringify(change),
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
      if (!response.ok) log(`store revalidation: ${url} answered ${response.status}`);
    } catch (error) {
      log(`store revalidation: ${url} failed: ${(error as Error).message}`);
    }
  };
}
