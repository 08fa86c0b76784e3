import { createSeenTracker } from './impressions';

export type TileTracking<T> = {
  /** The data attribute each tile carries. */
  attribute: string;
  /** The tile's payload from the attribute's value (null: not a tile this list counts). */
  payloadOf: (value: string) => T | null;
  keyOf: (payload: T) => string;
  /** Tiles seen, one batch. */
  send: (batch: T[]) => void;
  /** A link inside a tile was followed. */
  select: (payload: T) => void;
  /** Adds the tile's position among the container's tiles (0-based). */
  withIndex?: (payload: T, index: number) => T;
};

/**
 * Tracks the tiles inside a container: impressions of tiles really seen, and clicks on their links.
 * Tiles added later («Показать ещё», a client render) are picked up. Answers the cleanup.
 */
export function trackTiles<T>(container: HTMLElement, tracking: TileTracking<T>): () => void {
  const { attribute, payloadOf, keyOf, send, select, withIndex } = tracking;
  const tracker = createSeenTracker<T>({ keyOf, send });
  const tiles = () => Array.from(container.querySelectorAll(`[${attribute}]`));
  const read = (tile: Element, index: number): T | null => {
    const payload = payloadOf(tile.getAttribute(attribute) ?? '');
    return payload && withIndex ? withIndex(payload, index) : payload;
  };

  const scan = () =>
    tiles().forEach((tile, index) => {
      const payload = read(tile, index);
      if (payload) tracker.observe(tile, payload);
    });

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const tile = target?.closest('a') ? target.closest(`[${attribute}]`) : null;
    if (!tile || !container.contains(tile)) return;
    const payload = read(tile, tiles().indexOf(tile));
    if (payload) select(payload);
  };

  scan();
  const mutations = typeof MutationObserver === 'undefined' ? null : new MutationObserver(scan);
  mutations?.observe(container, { childList: true, subtree: true });
  container.addEventListener('click', onClick);
  return () => {
    mutations?.disconnect();
    container.removeEventListener('click', onClick);
    tracker.disconnect();
  };
}
