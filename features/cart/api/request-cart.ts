import { browserClient } from '@/lib/api/browser';
import type { Cart } from '@/lib/api/contracts/cart';
import { classifyFailure, isApiError } from '@/lib/api/errors';
import { emitHttpEvent } from '@/lib/api/http-events';

import { reportCartFailure } from '../utils/report-cart-failure';

import { readCartAnswer } from './read-cart-answer';

const PATH = '/api/cart';

/**
 * GET /api/cart and its contract check. Loaded on demand by getCart (get-cart.ts), so the HTTP
 * client is not part of every page's first load (docs/performance.md).
 *
 * Silent, reported here: the cart view shows its own failed state with a retry, so a read that got
 * no answer (a timeout, a dropped connection) must not replace the page with the not-found page, as
 * the HTTP layer does for other requests with no status (issue 8, fault matrix). A 404 still shows
 * the not-found page (spec 7), and 401 and 429 still reach the app shell.
 */
export async function requestCart(): Promise<Cart> {
  const response = await browserClient('cart')
    .get(PATH, { silent: true })
    .catch((error: Error) => {
      if (isApiError(error) && error.status === 404) {
        emitHttpEvent({ action: classifyFailure(error.status, error.url), error });
      } else {
        reportCartFailure(error);
      }
      throw error;
    });
  return readCartAnswer(response.data, PATH);
}
