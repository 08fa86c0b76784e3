import { beforeEach, describe, expect, it } from 'vitest';

import {
  clearIdempotencyKey,
  forgetPendingOrder,
  getIdempotencyKey,
  idempotencyStorageKey,
  pendingOrders,
  pendingOrderStorageKey,
  readPendingOrder,
  startOrderAttempt,
} from './idempotency';

beforeEach(() => window.sessionStorage.clear());

describe('order attempts', () => {
  it('an attempt is remembered with its key and the exact body it is sent with', () => {
    const body = { cartUuid: 'cart-1', customerName: 'Анна', comment: undefined };
    const key = startOrderAttempt('cart-1', 'order', body);
    expect(key).toBe(getIdempotencyKey('cart-1'));
    expect(readPendingOrder('cart-1')).toEqual({
      scope: 'cart-1',
      flow: 'order',
      key,
      body: { cartUuid: 'cart-1', customerName: 'Анна' },
    });
    // a second attempt of the same cart keeps the key (one order per key)
    expect(startOrderAttempt('cart-1', 'order', { ...body, customerName: 'Мария' })).toBe(key);
    expect(readPendingOrder('cart-1')?.body).toMatchObject({ customerName: 'Мария' });
  });

  it('lists the pending attempts of the flows asked for', () => {
    startOrderAttempt('cart-1', 'order', { cartUuid: 'cart-1' });
    startOrderAttempt('legacy-order', 'legacy', { payment_type: 2 });
    window.sessionStorage.setItem('unrelated', 'x');
    expect(pendingOrders(['order']).map((pending) => pending.scope)).toEqual(['cart-1']);
    expect(pendingOrders(['legacy']).map((pending) => pending.scope)).toEqual(['legacy-order']);
    expect(pendingOrders(['order', 'legacy'])).toHaveLength(2);
  });

  it('ignores a damaged record', () => {
    window.sessionStorage.setItem(pendingOrderStorageKey('cart-1'), '{not json');
    window.sessionStorage.setItem(pendingOrderStorageKey('cart-2'), '{"flow":"order","key":""}');
    const damaged = [
      { flow: 'other', key: 'k', body: {} },
      { flow: 'order', key: 7, body: {} },
      { flow: 'order', key: 'k', body: [] },
      { flow: 'order', key: 'k', body: null },
      { flow: 'legacy', key: 'k' },
      ['order', 'k', {}],
    ];
    damaged.forEach((record, i) =>
      window.sessionStorage.setItem(pendingOrderStorageKey(`bad-${i}`), JSON.stringify(record)),
    );
    expect(pendingOrders(['order', 'legacy'])).toEqual([]);
    expect(readPendingOrder('cart-1')).toBeNull();
  });

  it('a placed order clears the key and the attempt; a settled one only the attempt', () => {
    startOrderAttempt('cart-1', 'order', { cartUuid: 'cart-1' });
    forgetPendingOrder('cart-1');
    expect(readPendingOrder('cart-1')).toBeNull();
    expect(window.sessionStorage.getItem(idempotencyStorageKey('cart-1'))).not.toBeNull();

    startOrderAttempt('cart-1', 'order', { cartUuid: 'cart-1' });
    clearIdempotencyKey('cart-1');
    expect(readPendingOrder('cart-1')).toBeNull();
    expect(window.sessionStorage.getItem(idempotencyStorageKey('cart-1'))).toBeNull();
  });
});
