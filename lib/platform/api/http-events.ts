import type { ApiError, FailureAction } from './errors';

export type HttpEvent = { action: FailureAction; error: ApiError };
type Listener = (event: HttpEvent) => void;

const listeners = new Set<Listener>();

/**
 * The browser's HTTP layer reports failures here; the app shell (app/providers.tsx) turns them into
 * logout, the too-many-requests modal, the not-found page or a toast. lib cannot import stores or
 * UI, so this small bus is the seam.
 */
export function onHttpEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitHttpEvent(event: HttpEvent): void {
  for (const listener of listeners) listener(event);
}
