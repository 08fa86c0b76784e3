/** Spec 9: a tile counts as seen when at least half of it stays visible this long. */
export const SEEN_RATIO = 0.5;
export const SEEN_MS = 300;
/** Seen tiles wait this long for others, then go out as one event (and at once on pagehide). */
export const BATCH_MS = 1000;

export type SeenTracker<T> = {
  observe: (element: Element, payload: T) => void;
  unobserve: (element: Element) => void;
  /** Sends the pending batch now. */
  flush: () => void;
  /** Sends the pending batch and stops watching. */
  disconnect: () => void;
};

type SeenTrackerOptions<T> = {
  /** Which payloads are the same tile (each counts once per tracker, i.e. per page view). */
  keyOf: (payload: T) => string;
  send: (batch: T[]) => void;
};

/**
 * Watches elements and hands their payloads over in batches once seen (≥ 50 % visible for
 * 300 ms, spec 9), each key once. Without IntersectionObserver (old browsers, the server) nothing
 * is counted: better no impressions than impressions of tiles nobody saw.
 */
export function createSeenTracker<T>({ keyOf, send }: SeenTrackerOptions<T>): SeenTracker<T> {
  const payloads = new Map<Element, T>();
  const timers = new Map<Element, ReturnType<typeof setTimeout>>();
  const counted = new Set<string>();
  let batch: T[] = [];
  let batchTimer: ReturnType<typeof setTimeout> | null = null;

  const flush = () => {
    if (batchTimer) clearTimeout(batchTimer);
    batchTimer = null;
    if (batch.length === 0) return;
    const out = batch;
    batch = [];
    try {
      send(out);
    } catch {
      // analytics is best effort
    }
  };

  const stopTimer = (element: Element) => {
    const timer = timers.get(element);
    if (timer) clearTimeout(timer);
    timers.delete(element);
  };

  const count = (element: Element) => {
    timers.delete(element);
    const payload = payloads.get(element);
    if (payload === undefined) return;
    observer?.unobserve(element);
    const key = keyOf(payload);
    if (counted.has(key)) return;
    counted.add(key);
    batch.push(payload);
    if (!batchTimer) batchTimer = setTimeout(flush, BATCH_MS);
  };

  const observer =
    typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              const seen = entry.isIntersecting && entry.intersectionRatio >= SEEN_RATIO;
              if (!seen) stopTimer(entry.target);
              else if (!timers.has(entry.target)) {
                timers.set(
                  entry.target,
                  setTimeout(() => count(entry.target), SEEN_MS),
                );
              }
            }
          },
          { threshold: [0, SEEN_RATIO] },
        );

  const onPageHide = () => flush();
  if (observer && typeof window !== 'undefined') window.addEventListener('pagehide', onPageHide);

  return {
    observe(element, payload) {
      if (!observer || payloads.has(element)) return;
      if (counted.has(keyOf(payload))) return;
      payloads.set(element, payload);
      observer.observe(element);
    },
    unobserve(element) {
      stopTimer(element);
      payloads.delete(element);
      observer?.unobserve(element);
    },
    flush,
    disconnect() {
      flush();
      for (const element of timers.keys()) stopTimer(element);
      payloads.clear();
      observer?.disconnect();
      if (typeof window !== 'undefined') window.removeEventListener('pagehide', onPageHide);
    },
  };
}
