import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { browserClient } from '@/lib/platform/api/browser';
import { ApiError } from '@/lib/platform/api/errors';

import {
  getIdempotencyKey,
  idempotencyStorageKey,
  pendingOrders,
  readPendingOrder,
  type PendingOrder,
} from '../utils/idempotency';

import { replayPendingOrder, sendOrderAttempt } from './replay-order';

vi.mock('@/lib/platform/api/browser', () => ({ browserClient: vi.fn() }));

const http = { post: vi.fn() };
const body = { cartUuid: 'cart-1', customerName: 'Анна' };
const pending: PendingOrder = { scope: 'cart-1', flow: 'order', key: 'key-1', body };
const order = {
  uuid: 'order-1',
  number: 'Z-100001',
  status: 'new',
  items: [],
  totals: {
    quantity: 1,
    items: 10000,
    saving: 0,
    promo: 0,
    discount: 0,
    delivery: 0,
    total: 10000,
  },
  promocode: null,
  delivery: {
    type: 'point',
    pointUuid: 'point-1',
    pointName: 'ПВЗ Арбат',
    address: null,
    fias: null,
    postIndex: null,
    country: 'RU',
    cost: 0,
    date: null,
    timeBegin: null,
    timeEnd: null,
  },
  paySystem: { uuid: 'pay-cash', code: 'cash', name: 'При получении' },
  customer: {
    name: 'Анна',
    surname: 'Иванова',
    patronymic: null,
    phone: '+7 (999) 123-45-67',
    email: null,
  },
  comment: null,
  createdAt: '2025-01-01T00:00:00Z',
  paymentUrl: null,
};
const fail = (status: number | null) => Promise.reject(new ApiError({ message: 'x', status }));

beforeEach(() => {
  vi.mocked(browserClient).mockReturnValue(http as unknown as ReturnType<typeof browserClient>);
  window.sessionStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('replayPendingOrder', () => {
  it('sends the same body with the same key and answers the order page', async () => {
    http.post.mockResolvedValue({ data: { order } });
    expect(await replayPendingOrder(pending, 'http://localhost')).toEqual({
      status: 'placed',
      url: '/checkout/success/?order=order-1',
    });
    expect(http.post).toHaveBeenCalledWith('/api/order', body, {
      idempotencyKey: 'key-1',
      silent: true,
    });
  });

  it('an answer that does not match the contract tells nothing: the attempt is kept', async () => {
    http.post.mockResolvedValue({ data: { order: { uuid: 'order-1' } } });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await replayPendingOrder(pending, 'http://localhost')).toEqual({ status: 'unknown' });
  });

  it('a legacy attempt goes to the legacy endpoint and its success page', async () => {
    http.post.mockResolvedValue({
      data: {
        id: 'order-9',
        number: 'Z-100009',
        delivery: { delivery_type: 'pvz', currier_delivery_id: null, pvz_id: 'p1' },
        summary: { products_total: 5000, discount: 0, delivery: 199, total: 5199 },
        payment_url: null,
      },
    });
    const legacy: PendingOrder = { scope: 'legacy-order', flow: 'legacy', key: 'k', body: {} };
    expect(await replayPendingOrder(legacy, 'http://localhost')).toEqual({
      status: 'placed',
      url: '/checkout_old/success/?order=order-9',
    });
    expect(http.post).toHaveBeenCalledWith(
      '/orders/order',
      {},
      { idempotencyKey: 'k', silent: true },
    );
  });

  it.each([
    [422, 'none'],
    [404, 'none'],
    [429, 'unknown'],
    [503, 'unknown'],
    [null, 'unknown'],
  ] as const)('an answer %s means %s', async (status, expected) => {
    http.post.mockImplementation(() => fail(status));
    expect(await replayPendingOrder(pending, 'http://localhost')).toEqual({ status: expected });
  });

  it('sends one request per attempt at a time', async () => {
    let answer: (value: unknown) => void = () => undefined;
    http.post.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const first = replayPendingOrder(pending, 'http://localhost');
    const second = replayPendingOrder(pending, 'http://localhost');
    answer(Promise.reject(new ApiError({ message: 'x', status: 422 })));
    expect(await first).toEqual({ status: 'none' });
    expect(await second).toEqual({ status: 'none' });
    expect(http.post).toHaveBeenCalledTimes(1);
  });
});

describe('sendOrderAttempt', () => {
  const refuse = (status: number | null) => () =>
    Promise.reject(new ApiError({ message: 'x', status }));

  it('is no lost attempt while it is sent: a cart read meanwhile finds nothing to replay', async () => {
    let answer!: (value: string) => void;
    const sent = sendOrderAttempt('cart-1', 'order', body, (key) => {
      expect(readPendingOrder('cart-1')).toMatchObject({ key, body });
      return new Promise<string>((resolve) => (answer = resolve));
    });
    // the order emptied the cart before its answer came: no replay of the very same POST
    expect(pendingOrders(['order'])).toEqual([]);
    answer('placed');
    expect(await sent).toBe('placed');
    // the order is placed: its attempt is gone (nothing to replay); its key stays while this page
    // does, so a request after it gets the same order back (leaveForOrder clears it on leaving)
    expect(readPendingOrder('cart-1')).toBeNull();
    expect(pendingOrders(['order'])).toEqual([]);
    expect(window.sessionStorage.getItem(idempotencyStorageKey('cart-1'))).not.toBeNull();
  });

  it('forgets an attempt the server refused, keeps one it never answered for the replay', async () => {
    await expect(sendOrderAttempt('cart-1', 'order', body, refuse(null))).rejects.toThrow();
    expect(pendingOrders(['order']).map((found) => found.scope)).toEqual(['cart-1']);
    await expect(sendOrderAttempt('cart-1', 'order', body, refuse(500))).rejects.toThrow();
    expect(readPendingOrder('cart-1')).not.toBeNull();
    const key = getIdempotencyKey('cart-1');
    await expect(sendOrderAttempt('cart-1', 'order', body, refuse(422))).rejects.toThrow();
    expect(readPendingOrder('cart-1')).toBeNull();
    // a refusal made no order: the key stays for the next try of this cart
    expect(getIdempotencyKey('cart-1')).toBe(key);
  });
});
