import type { Promotion } from './events';
import type { AnalyticsItem } from './items';

/**
 * Tiles carry their analytics payload in a data attribute, so server-rendered cards need no client
 * code of their own: the list around them (useListTracking) reads it.
 */
export const ITEM_ATTRIBUTE = 'data-analytics-item';
export const PROMOTION_ATTRIBUTE = 'data-analytics-promotion';

export function itemTileProps(item: AnalyticsItem): { [ITEM_ATTRIBUTE]: string } {
  return { [ITEM_ATTRIBUTE]: JSON.stringify(item) };
}

export function promotionTileProps(promotion: Promotion): { [PROMOTION_ATTRIBUTE]: string } {
  return { [PROMOTION_ATTRIBUTE]: JSON.stringify(promotion) };
}
