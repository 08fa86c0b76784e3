/**
 * Whether the browser is online: its `online`/`offline` events, re-read when a request
 * of the store's HTTP layer fails without an answer (the event can come after the failure). The
 * server always says online: a page rendered for everybody (the page cache) shows no offline state.
 */
const listeners = new Set<() => void>();
let watching = false;

function notify(): void {
  for (const listener of [...listeners]) listener();
}

/** Calls `listener` whenever the status may have changed; returns the unsubscribe. */
export function subscribeOnlineStatus(listener: () => void): () => void {
  if (!watching && typeof window !== 'undefined') {
    window.addEventListener('online', notify);
    window.addEventListener('offline', notify);
    watching = true;
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The browser's view: false only when it knows it has no network. */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** A request failed without an answer: the subscribers read the status again. */
export function noteRequestWithoutAnswer(): void {
  notify();
}
