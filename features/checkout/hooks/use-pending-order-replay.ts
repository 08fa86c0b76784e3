'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';

import {
  forgetPendingOrder,
  pendingOrders,
  readPendingOrder,
  subscribeToSending,
  type OrderFlow,
} from '../utils/idempotency';
import { leaveForOrder } from '../utils/leave-for-order';

// sessionStorage has no change event within its own tab: the hook re-reads it on every render and
// whenever an order POST of this page starts or ends

/**
 * An order whose answer was lost has already taken its lines from the cart, so a reload
 * finds the cart empty. When `cartEmpty` and this tab has a pending attempt of one of `flows`, the
 * attempt is sent again (same key, same body); the order the key made sends the browser to its
 * page as a normal answer does, a refusal forgets the attempt. A cart with lines never replays.
 *
 * Answers true while the replay runs (and while the browser leaves for the order's page): the page
 * then shows a short status instead of its empty cart. The server render sees no pending attempt.
 */
export function usePendingOrderReplay(cartEmpty: boolean, flows: readonly OrderFlow[]): boolean {
  const scope = useSyncExternalStore(
    subscribeToSending,
    () => (cartEmpty ? (pendingOrders(flows)[0]?.scope ?? null) : null),
    () => null,
  );
  // the scope whose replay ended without an order to go to, and whether the page is leaving
  const [ended, setEnded] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    const pending = scope ? readPendingOrder(scope) : null;
    if (!pending) return;
    let mounted = true;
    // one request per scope: a remount (strict mode) shares it, and only the mounted page acts;
    // the replay (both checkouts' order calls) loads only when there is an attempt to replay: the
    // cart page's first load stays without it
    void import('../api/replay-order')
      .then(({ replayPendingOrder }) => replayPendingOrder(pending, window.location.origin))
      .then((outcome) => {
        if (!mounted) return;
        if (outcome.status === 'placed') {
          setLeaving(true);
          leaveForOrder(pending.scope, pending.flow, outcome.url);
          return;
        }
        if (outcome.status === 'none') forgetPendingOrder(pending.scope);
        setEnded(pending.scope);
      })
      .catch((error: unknown) => {
        // the replay's code did not load (a new deployment, the network): the attempt is kept for
        // a later load and the page shows the cart as it is
        console.warn('[checkout] the pending order could not be checked', error);
        if (mounted) setEnded(pending.scope);
      });
    return () => {
      mounted = false;
    };
  }, [scope]);

  return leaving || (scope !== null && scope !== ended);
}
