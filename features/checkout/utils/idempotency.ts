/** One Idempotency-Key per cart for POST /order/api/order: reused on retries, clicks and reloads. */
export const idempotencyStorageKey = (cartUuid: string) => `checkout-idempotency-${cartUuid}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function getIdempotencyKey(cartUuid: string): string {
  const store = storage();
  const existing = store?.getItem(idempotencyStorageKey(cartUuid));
  if (existing) return existing;
  const key = crypto.randomUUID();
  store?.setItem(idempotencyStorageKey(cartUuid), key);
  return key;
}

export function clearIdempotencyKey(cartUuid: string): void {
  storage()?.removeItem(idempotencyStorageKey(cartUuid));
}
