import { browserClient } from '@/lib/api/browser';
import type { Cart } from '@/lib/api/contracts/cart';
import { classifyFailure, isApiError } from '@/lib/api/errors';
import { emitHttpEvent } from '@/lib/api/http-events';

import { readCartAnswer } from './read-cart-answer';

const PATH = '/api/cart';

/**
 * GET /api/cart and its contract check. Loaded on demand by getCart (get-cart.ts), so the HTTP
 * client is not part of every page's first load (docs/performance.md).
 *
 * Silent, reported here: the cart view shows its own failed state with a retry and the header's
 * count keeps its last value, so a failed read raises no toast, and a read that got no answer (a
 * timeout, a dropped connection) must not replace the page with the not-found page, as the HTTP
 * layer does for other requests with no status (fault matrix). A 404 still shows the not-found
 * page (spec 7), and 401 and 429 still reach the app shell.
 */
const SHELL_STATUSES = new Set([401, 404, 429]);

export async function requestCart(): Promise<Cart> {
  const response = await browserClient('cart')
    .get(PATH, { silent: true })
    .catch((error: Error) => {
      if (isApiError(error) && error.status !== null && SHELL_STATUSES.has(error.status)) {
        emitHttpEvent({ action: classifyFailure(error.status, error.url), error });
      }
      throw error;
    });
  return readCartAnswer(response.data, PATH);
}
