/**
 * One Idempotency-Key per cart for the order POSTs: reused on retries, clicks and reloads. The
 * scope is the cart uuid (POST /order/api/order) or `'legacy-order'` (POST /main/orders/order).
 */
export const idempotencyStorageKey = (scope: string) => `checkout-idempotency-${scope}`;

const PENDING_PREFIX = 'checkout-pending-order-';
/** Where the order attempt of a scope waits for its answer (this tab's sessionStorage). */
export const pendingOrderStorageKey = (scope: string) => `${PENDING_PREFIX}${scope}`;

/** Which order endpoint an attempt was sent to: the order service or the legacy checkout. */
export type OrderFlow = 'order' | 'legacy';

type PendingRecord = { flow: OrderFlow; key: string; body: Record<string, unknown> };

/** An order attempt sent and not yet answered: its key and the body it was sent with. */
export type PendingOrder = PendingRecord & { scope: string };

/**
 * Whether what the storage held is an attempt this code wrote. A plain check, not zod: the cart
 * page reads it on its first load, which zod's 31 KiB (gzip) would otherwise ride along with.
 */
function isPendingRecord(value: unknown): value is PendingRecord {
  if (typeof value !== 'object' || value === null) return false;
  const { flow, key, body } = value as Partial<Record<keyof PendingRecord, unknown>>;
  return (
    (flow === 'order' || flow === 'legacy') &&
    typeof key === 'string' &&
    key.length > 0 &&
    typeof body === 'object' &&
    body !== null &&
    !Array.isArray(body)
  );
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function getIdempotencyKey(scope: string): string {
  const store = storage();
  const existing = store?.getItem(idempotencyStorageKey(scope));
  if (existing) return existing;
  const key = crypto.randomUUID();
  store?.setItem(idempotencyStorageKey(scope), key);
  return key;
}

/**
 * The order is placed: its key and its pending attempt go (a next order of this cart gets a new
 * key).
 */
export function clearIdempotencyKey(scope: string): void {
  storage()?.removeItem(idempotencyStorageKey(scope));
  forgetPendingOrder(scope);
}

/**
 * Called just before an order POST is sent: answers the scope's key and remembers the attempt
 * (key and body), so that a page that finds the cart emptied by an order whose answer was lost
 * can send the very same request again and learn which order it made.
 */
export function startOrderAttempt(scope: string, flow: OrderFlow, body: object): string {
  const key = getIdempotencyKey(scope);
  try {
    storage()?.setItem(pendingOrderStorageKey(scope), JSON.stringify({ flow, key, body }));
  } catch {
    // a full storage only loses the replay after a reload, never the order itself
  }
  return key;
}

function readPending(store: Storage, scope: string): PendingOrder | null {
  let raw: unknown;
  try {
    raw = JSON.parse(store.getItem(pendingOrderStorageKey(scope)) ?? 'null');
  } catch {
    return null;
  }
  if (!isPendingRecord(raw)) return null;
  const { flow, key, body } = raw;
  return { flow, key, body, scope };
}

// The scopes whose order POST this page is sending right now, and who wants to know of a change.
const sending = new Set<string>();
const sendingListeners = new Set<() => void>();

/**
 * Marks an attempt of this page as being sent (true) or answered (false). While it is sent, its
 * pending record is not a lost attempt: a cart read meanwhile may already find the cart emptied by
 * that very order, and must not send it a second time.
 */
export function markSending(scope: string, on: boolean): void {
  if (on) sending.add(scope);
  else sending.delete(scope);
  for (const listener of sendingListeners) listener();
}

/** Calls `listener` whenever an attempt starts or stops being sent; answers the unsubscribe. */
export function subscribeToSending(listener: () => void): () => void {
  sendingListeners.add(listener);
  return () => {
    sendingListeners.delete(listener);
  };
}

/**
 * This tab's pending order attempts of the given flows (oldest storage order first), without
 * those this page is still sending.
 */
export function pendingOrders(flows: readonly OrderFlow[]): PendingOrder[] {
  const store = storage();
  if (!store) return [];
  const found: PendingOrder[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const name = store.key(index);
    if (!name?.startsWith(PENDING_PREFIX)) continue;
    if (sending.has(name.slice(PENDING_PREFIX.length))) continue;
    const pending = readPending(store, name.slice(PENDING_PREFIX.length));
    if (pending && flows.includes(pending.flow)) found.push(pending);
  }
  return found;
}

/** The pending attempt of one scope, or null. */
export function readPendingOrder(scope: string): PendingOrder | null {
  const store = storage();
  return store ? readPending(store, scope) : null;
}

/** The server answered that the attempt made no order: nothing is left to ask about. */
export function forgetPendingOrder(scope: string): void {
  storage()?.removeItem(pendingOrderStorageKey(scope));
}
