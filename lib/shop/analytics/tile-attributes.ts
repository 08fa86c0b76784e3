import type { Promotion } from './events';
import type { AnalyticsItem } from './items';

/**
 * Tiles say what they show in a data attribute, so server-rendered cards need no client code of
 * their own: the list around them (useListTracking) reads it. A product tile names its item by id
 * only; the item itself reaches the browser once, from the list (TrackedList `items`, for tiles
 * drawn on the server) or from the tile drawn in the browser. A page of 29 tiles carried every
 * item twice, in the HTML and again in the flight data, escaped (docs/performance.md).
 */
export const ITEM_ATTRIBUTE = 'data-analytics-item';
export const PROMOTION_ATTRIBUTE = 'data-analytics-promotion';

/** The items of the tiles this page has shown, by id (in the browser only). */
const knownItems = new Map<string, AnalyticsItem>();

/** Makes items known to the lists of this page; on the server, nothing (no state across requests). */
export function rememberItems(items: readonly AnalyticsItem[]): void {
  if (typeof window === 'undefined') return;
  for (const item of items) knownItems.set(item.item_id, item);
}

/** The item a tile names, when this page has been given it. */
export const knownItem = (id: string): AnalyticsItem | null => knownItems.get(id) ?? null;

export function itemTileProps(item: AnalyticsItem): { [ITEM_ATTRIBUTE]: string } {
  rememberItems([item]);
  return { [ITEM_ATTRIBUTE]: item.item_id };
}

export function promotionTileProps(promotion: Promotion): { [PROMOTION_ATTRIBUTE]: string } {
  return { [PROMOTION_ATTRIBUTE]: JSON.stringify(promotion) };
}

/** A promotion tile's payload, or null when it is not one. */
export function promotionOf(value: string): Promotion | null {
  try {
    return JSON.parse(value) as Promotion;
  } catch {
    return null;
  }
}
