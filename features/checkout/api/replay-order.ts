'use client';

import type { LegacyOrderBody } from '@/lib/platform/api/contracts/legacy-checkout';
import type { OrderCreateBody } from '@/lib/platform/api/contracts/order';
import { isApiError } from '@/lib/platform/api/errors';

import {
  forgetPendingOrder,
  markSending,
  startOrderAttempt,
  type OrderFlow,
  type PendingOrder,
} from '../utils/idempotency';
import { afterOrderUrl, legacyAfterOrderUrl } from '../utils/order-urls';

import { createOrder } from './checkout-api';
import { createLegacyOrder } from './legacy-api';

/**
 * `placed`: the key made an order, `url` is its next page. `none`: the server answered that the key
 * made no order (the attempt is settled). `unknown`: no answer, or one that tells nothing.
 */
export type ReplayOutcome = { status: 'placed'; url: string } | { status: 'none' | 'unknown' };

/**
 * A 4xx is the server's word that this key has no order to answer (e.g. 422 `cart_empty`, 404
 * `cart_not_found`): the replay lookup by key runs before every cart check. A timeout (408), too
 * many requests (429), a 5xx or no answer tell nothing: the attempt is kept for a later load.
 */
function answeredWithoutOrder(failure: unknown): boolean {
  if (!isApiError(failure) || failure.status === null) return false;
  const { status } = failure;
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/**
 * Sends an order attempt of `scope` with its key: remembered with its body before it leaves (a lost
 * answer is asked again after a reload), marked as being sent while it is (a cart read that finds
 * the cart emptied meanwhile does not replay it), settled by its answer: an order forgets the
 * attempt but keeps the key until the page is left (leaveForOrder), so that any request after it
 * gets that order back; a refusal (a 4xx) forgets the attempt; no answer keeps it for the replay.
 */
export async function sendOrderAttempt<T>(
  scope: string,
  flow: OrderFlow,
  body: object,
  send: (idempotencyKey: string) => Promise<T>,
): Promise<T> {
  const key = startOrderAttempt(scope, flow, body);
  markSending(scope, true);
  try {
    const placed = await send(key);
    forgetPendingOrder(scope); // answered: nothing to replay
    return placed;
  } catch (failure) {
    if (answeredWithoutOrder(failure)) forgetPendingOrder(scope);
    throw failure;
  } finally {
    markSending(scope, false);
  }
}

async function send(pending: PendingOrder, origin: string): Promise<ReplayOutcome> {
  try {
    if (pending.flow === 'order') {
      // the very body the lost attempt was sent with (stored by startOrderAttempt)
      const order = await createOrder(pending.body as OrderCreateBody, pending.key);
      return { status: 'placed', url: afterOrderUrl(order, origin) };
    }
    const created = await createLegacyOrder(pending.body as LegacyOrderBody, pending.key);
    return { status: 'placed', url: legacyAfterOrderUrl(created, origin) };
  } catch (failure) {
    return { status: answeredWithoutOrder(failure) ? 'none' : 'unknown' };
  }
}

const inFlight = new Map<string, Promise<ReplayOutcome>>();

/**
 * Sends a pending order attempt again, with its own Idempotency-Key and body. With an
 * empty cart the server cannot create an order: it answers the one the key made, or refuses.
 * One request per scope at a time (a remount or a second caller shares it).
 */
export function replayPendingOrder(pending: PendingOrder, origin: string): Promise<ReplayOutcome> {
  const running = inFlight.get(pending.scope);
  if (running) return running;
  const replay = send(pending, origin).finally(() => inFlight.delete(pending.scope));
  inFlight.set(pending.scope, replay);
  return replay;
}
