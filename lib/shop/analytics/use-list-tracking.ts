'use client';

import { useCallback, type RefCallback } from 'react';

import {
  trackSelectItem,
  trackSelectPromotion,
  trackViewItemList,
  trackViewPromotion,
  type Promotion,
} from './events';
import type { AnalyticsItem } from './items';
import { ITEM_ATTRIBUTE, knownItem, PROMOTION_ATTRIBUTE, promotionOf } from './tile-attributes';
import { trackTiles } from './track-tiles';

/**
 * A ref for a product list's container: `view_item_list` for the tiles (`itemTileProps`) really
 * seen, batched, each once per page view, and `select_item` (remembering the list) when a tile's
 * link is followed. `name` is the list name marketers see (docs/analytics.md).
 */
export function useListTracking(name: string, id?: string): RefCallback<HTMLElement> {
  return useCallback(
    (container: HTMLElement | null) => {
      if (!container) return;
      const list = { name, id };
      return trackTiles<AnalyticsItem>(container, {
        attribute: ITEM_ATTRIBUTE,
        payloadOf: knownItem,
        keyOf: (item) => item.item_id,
        send: (items) => trackViewItemList(list, items),
        select: (item) => trackSelectItem(list, item),
        withIndex: (item, index) => ({ ...item, index }),
      });
    },
    [name, id],
  );
}

/** A ref for a banner container: `view_promotion` for banners seen, `select_promotion` on click. */
export function usePromotionTracking(): RefCallback<HTMLElement> {
  return useCallback((container: HTMLElement | null) => {
    if (!container) return;
    return trackTiles<Promotion>(container, {
      attribute: PROMOTION_ATTRIBUTE,
      payloadOf: promotionOf,
      keyOf: (promotion) => promotion.promotion_id,
      send: trackViewPromotion,
      select: trackSelectPromotion,
    });
  }, []);
}
