import { classifyFailure, isApiError } from './errors';
import { emitHttpEvent } from './http-events';

/** A 401 (the session is gone) or a 429 (too many requests): never worth another attempt. */
export function isSessionFailure(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.status === 429);
}

/**
 * Silent calls (account screens, favourites, a reservation's page) show their own message instead
 * of the global toast or not-found page, but a 401 must still log the customer out and a 429 still
 * open the too-many-requests modal: those two go on to the app shell. True when passed on.
 */
export function passSessionFailure(error: unknown): boolean {
  if (!isApiError(error) || !isSessionFailure(error)) return false;
  emitHttpEvent({ action: classifyFailure(error.status, error.url), error });
  return true;
}

/** `passSessionFailure`, then the error goes on to the caller: for a request's `.catch`. */
export function passOnSessionFailure(error: unknown): never {
  passSessionFailure(error);
  throw error;
}
