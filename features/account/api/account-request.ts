import { classifyFailure, isApiError } from '@/lib/platform/api/errors';
import { emitHttpEvent } from '@/lib/platform/api/http-events';

/**
 * Account calls are `silent` (each screen shows its own message instead of the global toast or
 * not-found page), but a 401 must still log the customer out and a 429 still open the
 * too-many-requests modal: those two are passed on to the app shell here.
 */
export function passOnSessionFailure(error: unknown): never {
  if (isApiError(error) && (error.status === 401 || error.status === 429)) {
    emitHttpEvent({ action: classifyFailure(error.status, ''), error });
  }
  throw error;
}

/** Whether a failed account query is worth another attempt (not when the session is gone). */
export function isSessionFailure(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.status === 429);
}
