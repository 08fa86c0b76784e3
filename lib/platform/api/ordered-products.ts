import 'server-only';

import { z } from 'zod';

import { cacheTags } from './cache-tags';
import { readSessionCart } from './server-cart';

/** The door's calls that place an order: the new flow's and the legacy one's. */
export function placesOrder(service: string, method: string, segments: readonly string[]): boolean {
  if (method.toUpperCase() !== 'POST') return false;
  const path = segments.join('/');
  return (
    (service === 'order' && path === 'api/order') || (service === 'main' && path === 'orders/order')
  );
}

/** Only what the door needs of a cart answer: the lines an order takes, and their stock. */
const cartLinesSchema = z.object({
  cart: z.object({
    items: z.array(
      z.object({
        product: z.object({ slug: z.string() }),
        quantity: z.number(),
        selected: z.boolean().optional(),
        available: z.number().optional(),
      }),
    ),
  }),
});

/** The cart read before an order may take this long; past it the order goes ahead untold. */
const CART_READ_TIMEOUT_MS = 1_000;

/**
 * The products whose last piece of an offer an order of this cart session will take (its selected
 * lines that hold all the stock; a line of unknown stock counts), read from the cart service just
 * before the order is sent; empty when the cart cannot be read in time. Only those change what the
 * store shows (sizes on sale, the «Размер» filter): an order that leaves pieces forgets nothing.
 */
export async function lastPieceSlugs(session: string): Promise<string[]> {
  try {
    const { cart } = await readSessionCart(session, CART_READ_TIMEOUT_MS, cartLinesSchema);
    const slugs = cart.items
      .filter((item) => item.selected !== false)
      .filter((item) => item.available === undefined || item.quantity >= item.available)
      .map((item) => item.product.slug);
    return [...new Set(slugs)];
  } catch {
    return [];
  }
}

/** What an order that took these products makes stale: their pages and every listing. */
export const orderedProductTags = (slugs: readonly string[]): string[] => [
  ...slugs.map(cacheTags.product),
  cacheTags.productLists,
];
