import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

import type { ApiErrorBody } from '../../../lib/platform/api/contracts/common';

/**
 * The largest request body of the whole API: the biggest legitimate one is a vacancy CV (5 MB plus
 * its form fields, which its own route limits more tightly), so 6 MB leaves room and nothing more.
 */
export const BODY_MAX_BYTES = 6 * 1024 * 1024;

const TOO_LARGE: ApiErrorBody = { message: 'Слишком большой запрос', statusCode: 413 };

/**
 * Defence in depth: the store's door limits bodies too, but a direct caller must not
 * make the API buffer 100 MB either. A declared Content-Length over the limit is refused before
 * reading; a streamed body is counted and cut off as soon as it passes the limit.
 */
export function requestBodyLimit(maxSize: number = BODY_MAX_BYTES): MiddlewareHandler {
  return bodyLimit({ maxSize, onError: (c) => c.json(TOO_LARGE, 413) });
}
