// @vitest-environment node
import { describe, expect, it } from 'vitest';

import {
  trackAddToCart,
  trackPurchase,
  trackSearch,
  trackSelectItem,
  trackViewItemList,
} from './events';
import { createSeenTracker } from './impressions';
import { listNameOf, rememberListName } from './list-names';

describe('analytics on the server', () => {
  it('is a no-op without window and never throws', () => {
    const item = { item_id: 'SKU-1', item_name: 'Кольцо', price: 100 };
    expect(typeof window).toBe('undefined');
    expect(() => {
      trackViewItemList({ name: 'Каталог' }, [item]);
      trackSelectItem({ name: 'Каталог' }, item);
      trackAddToCart(item);
      trackSearch('кольцо');
      rememberListName('SKU-1', 'Каталог');
    }).not.toThrow();
    expect(trackPurchase({ transactionId: '1', value: 100, shipping: 0, items: [item] })).toBe(
      false,
    );
    expect(listNameOf('SKU-1')).toBeUndefined();
    const tracker = createSeenTracker({ keyOf: String, send: () => {} });
    expect(() => tracker.disconnect()).not.toThrow();
  });
});
