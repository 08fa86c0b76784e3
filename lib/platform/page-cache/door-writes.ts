import 'server-only';

import { onDoorWrite, type DoorWrite } from '@/lib/platform/api/door-events';
import {
  lastPieceSlugs,
  orderedProductTags,
  placesOrder,
} from '@/lib/platform/api/ordered-products';

import { noteCartWrite } from './cart-writes';
import { forgetChanged } from './forget-changed';

/** A write that can change a cart: any cart write, an order (it takes the ordered lines). */
function changesCart({ service, segments }: DoorWrite): boolean {
  if (service === 'cart' || service === 'order') return true;
  return service === 'main' && segments.join('/') === 'orders/order';
}

/**
 * What the kept pages must follow of the service door's writes (lib/platform/api/door-events.ts), subscribed
 * once by the door's route handler:
 *
 * - the cart page kept for a session is out of date once its cart may have changed (an answer
 *   below 500: a refused write may still have changed it);
 * - an order may take the last piece of a size: which products it empties is known only before it
 *   is placed, so the cart is read then, and once the order is placed (201, not a replay of an
 *   earlier one) this instance stops offering those pieces at once, told or not by the back end's
 *   webhook.
 */
export function followDoorWrites(): void {
  onDoorWrite('page-cache', async (write) => {
    const { session } = write;
    if (!session) return;
    const ordered = placesOrder(write.service, write.method, write.segments)
      ? await lastPieceSlugs(session)
      : [];
    return async (status) => {
      if (ordered.length > 0 && status === 201) {
        await forgetChanged({ tags: orderedProductTags(ordered) }, 'order');
      }
      if (changesCart(write) && status < 500) await noteCartWrite(session);
    };
  });
}
