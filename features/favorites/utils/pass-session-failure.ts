import { classifyFailure, isApiError } from '@/lib/platform/api/errors';
import { emitHttpEvent } from '@/lib/platform/api/http-events';

/**
 * Favourites calls are silent (the caller shows its own message), but a 401 still logs out and a
 * 429 still opens the too-many-requests modal: those go on to the app shell. True when passed on.
 */
export function passSessionFailure(error: unknown): boolean {
  if (isApiError(error) && (error.status === 401 || error.status === 429)) {
    emitHttpEvent({ action: classifyFailure(error.status, error.url), error });
    return true;
  }
  return false;
}
