/**
 * Load failures of the Yandex Maps script, shared by every map of the store (checkout pickup,
 * shops). @pbe/react-yandex-maps loads the script itself and has
 * no load-error path: a failed script rejects a promise nobody handles (console and error-reporting
 * noise) and its map just never appears. So the store watches the script's `error` event itself,
 * stops it before the library's handler (the library's promise then stays pending, harmlessly) and
 * tells the map to give way to the list. A failure or a timeout is remembered for the page view:
 * coming back to a map does not make the shopper wait for it again.
 */

/** How long the map script may take before the list is offered on its own. */
export const MAP_LOAD_TIMEOUT_MS = 6000;

const YANDEX_MAPS_SCRIPT = /^https:\/\/(?:enterprise\.)?api-maps\.yandex\.ru\//;

const listeners = new Set<() => void>();
let unavailable = false;
let watching = false;

function onScriptError(event: Event) {
  const target = event.target;
  if (!(target instanceof HTMLScriptElement) || !YANDEX_MAPS_SCRIPT.test(target.src)) return;
  event.stopPropagation();
  markYandexMapsUnavailable();
}

/** Calls `listener` when the map script fails to load; returns the unsubscribe. */
export function onYandexMapsUnavailable(listener: () => void): () => void {
  if (!watching) {
    // capture phase on window: runs before the script element's own onerror
    window.addEventListener('error', onScriptError, true);
    watching = true;
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Records that the map cannot be shown in this page view (failed or timed out). */
export function markYandexMapsUnavailable(): void {
  unavailable = true;
  for (const listener of [...listeners]) listener();
}

export function isYandexMapsUnavailable(): boolean {
  return unavailable;
}

/** Tests only: forget a recorded failure. */
export function resetYandexMapsAvailability(): void {
  unavailable = false;
}
