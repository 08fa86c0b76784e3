import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { browserClient } from '@/lib/platform/api/browser';
import type { Cart } from '@/lib/platform/api/contracts/cart';
import { ApiError } from '@/lib/platform/api/errors';
import { readStorage, legacyCartToken, writeStorage } from '@/lib/platform/browser-session';
import { getQueryClient } from '@/lib/platform/query/get-query-client';
import { notify } from '@/lib/platform/toast';
import { STORAGE_KEYS } from '@/lib/shop/constants';

import { cartKeys, getCart } from '../api/get-cart';
import { makeCart, makeCartItem } from '../testing/make-cart';

import { INITIAL_CART_UI, ITEM_REMOVED, QUANTITY_CHANGED, useCartStore } from './cart-store';

vi.mock('@/lib/platform/api/browser', () => ({ browserClient: vi.fn() }));
vi.mock('@/lib/platform/toast', () => ({
  notify: { success: vi.fn(), info: vi.fn(), warning: vi.fn(), error: vi.fn() },
}));

const http = { get: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() };
const answer = (cart: Cart) => ({ data: { cart } });
const cached = () => getQueryClient().getQueryData<Cart>(cartKeys.current());
const store = () => useCartStore.getState();
const requests = () =>
  http.get.mock.calls.length +
  http.put.mock.calls.length +
  http.patch.mock.calls.length +
  http.delete.mock.calls.length;
const unprocessable = (field: string, message: string) =>
  new ApiError({ status: 422, message: 'Validation Error', fieldErrors: { [field]: [message] } });

beforeEach(() => {
  vi.mocked(browserClient).mockReturnValue(http as unknown as ReturnType<typeof browserClient>);
  useCartStore.setState(INITIAL_CART_UI);
  getQueryClient().clear();
  window.localStorage.clear();
  document.cookie = 'cart_session=; max-age=0; path=/';
});

afterEach(() => vi.clearAllMocks());

describe('cart store: client guards of spec 5', () => {
  it.each([
    ['increase', () => store().increase(''), 'Не передан uuid'],
    ['decrease', () => store().decrease(''), 'Не передан uuid'],
    ['remove', () => store().remove(''), 'Не передан uuid'],
    ['applyPromo', () => store().applyPromo('   '), 'Не передан code'],
  ])('%s returns false with a warning and sends nothing', async (_name, act, message) => {
    await expect(act()).resolves.toBe(false);
    expect(notify.warning).toHaveBeenCalledWith(message, { toastId: message });
    expect(requests()).toBe(0);
    expect(store().loading).toBe(false);
  });
});

describe('cart store: success', () => {
  it('increase calls the service silently, writes the cache, migrates a legacy token, toasts', async () => {
    const cart = makeCart([makeCartItem('a', { quantity: 2 })]);
    window.localStorage.setItem('shop_cart_token', 'legacy-9');
    http.patch.mockResolvedValue(answer(cart));
    await expect(store().increase('a')).resolves.toBe(true);
    expect(http.patch).toHaveBeenCalledWith('/api/cart/item/increase/a', {}, { silent: true });
    expect(cached()?.totals.quantity).toBe(2);
    expect(legacyCartToken()).toBeNull(); // the door keeps the session from this answer on
    expect(notify.success).toHaveBeenCalledWith(QUANTITY_CHANGED, { toastId: QUANTITY_CHANGED });
  });

  it('a read of the cart still on its way when a write answers does not put the older cart back', async () => {
    // the read that follows hydration, left just before a tap on «+» and answered after it
    document.cookie = 'cart_session=1; path=/'; // the door's hint: this browser has a cart
    writeStorage(STORAGE_KEYS.productLists, '[["sku-a","Каталог"]]');
    let answerRead: (cart: Cart) => void = () => {};
    http.get.mockReturnValueOnce(
      new Promise((resolve) => (answerRead = (cart) => resolve(answer(cart)))),
    );
    const read = getQueryClient().fetchQuery({ queryKey: cartKeys.current(), queryFn: getCart });
    await vi.waitFor(() => expect(http.get).toHaveBeenCalledWith('/api/cart', { silent: true }));
    http.patch.mockResolvedValue(answer(makeCart([makeCartItem('a', { quantity: 2 })])));
    await expect(store().increase('a')).resolves.toBe(true);
    // older: before the tap, and before another tab emptied the cart and added the line again
    answerRead(makeCart([]));
    await expect(read).rejects.toThrow(); // dropped: cancelled by the write's answer
    expect(cached()?.totals.quantity).toBe(2);
    // what the browser stores follows the write, not the older answer
    await new Promise((resolve) => setTimeout(resolve, 0)); // the older answer has been handled
    expect(readStorage(STORAGE_KEYS.productLists)).toBe('[["sku-a","Каталог"]]');
  });

  it('remove deletes the line and says so; an emptied cart clears the stored product lists', async () => {
    writeStorage(STORAGE_KEYS.productLists, '[["sku-a","Каталог"]]');
    http.delete.mockResolvedValue(answer(makeCart([])));
    await expect(store().remove('a')).resolves.toBe(true);
    expect(http.delete).toHaveBeenCalledWith('/api/cart/item/a', { silent: true });
    expect(notify.success).toHaveBeenCalledWith(ITEM_REMOVED, { toastId: ITEM_REMOVED });
    expect(readStorage(STORAGE_KEYS.productLists)).toBeNull();
  });

  it.each([
    ['decrease', () => store().decrease('a'), 'patch', ['/api/cart/item/decrease/a', {}]],
    [
      'clearOutOfStock',
      () => store().clearOutOfStock(),
      'delete',
      ['/api/cart/clear-out-of-stock'],
    ],
    ['removePromo', () => store().removePromo(), 'delete', ['/api/cart/promocode']],
  ] as const)('%s sends its request and returns true', async (_name, act, method, args) => {
    http[method].mockResolvedValue(answer(makeCart([makeCartItem('a')])));
    await expect(act()).resolves.toBe(true);
    expect(http[method]).toHaveBeenCalledWith(...args, { silent: true });
    expect(cached()?.items).toHaveLength(1);
  });

  it('applyPromo trims the code, stores it and writes the cart', async () => {
    const cart = makeCart([makeCartItem('a')], {
      adjustments: [{ type: 'promo', promocode: 'GOLD10', amount: -1000 }],
    });
    http.put.mockResolvedValue(answer(cart));
    await expect(store().applyPromo(' GOLD10 ')).resolves.toBe(true);
    expect(http.put).toHaveBeenCalledWith(
      '/api/cart/promocode',
      { code: 'GOLD10' },
      { silent: true },
    );
    expect(readStorage(STORAGE_KEYS.promocode)).toBe('GOLD10');
    expect(cached()?.adjustments).toHaveLength(1);
  });

  it('removePromo forgets the stored code', async () => {
    writeStorage(STORAGE_KEYS.promocode, 'GOLD10');
    http.delete.mockResolvedValue(answer(makeCart([makeCartItem('a')])));
    await store().removePromo();
    expect(readStorage(STORAGE_KEYS.promocode)).toBeNull();
  });
});

describe('cart store: loading and failures', () => {
  it('sets loading and the busy line while the request runs', async () => {
    let resolve: (value: unknown) => void = () => undefined;
    http.patch.mockReturnValue(new Promise((done) => (resolve = done)));
    const pending = store().increase('a');
    expect(store()).toMatchObject({ loading: true, busyUuid: 'a', action: 'increase' });
    resolve(answer(makeCart([makeCartItem('a')])));
    await pending;
    expect(store()).toMatchObject({ loading: false, busyUuid: null, action: null });
  });

  it('a 422 returns false, toasts the field message and leaves the cache alone', async () => {
    http.patch.mockRejectedValue(unprocessable('quantity', 'Больше нет в наличии'));
    await expect(store().increase('a')).resolves.toBe(false);
    expect(notify.warning).toHaveBeenCalledWith('Больше нет в наличии', {
      toastId: 'Больше нет в наличии',
    });
    expect(cached()).toBeUndefined();
    expect(store().loading).toBe(false);
  });

  it('other failures toast the ApiError message', async () => {
    http.delete.mockRejectedValue(new ApiError({ status: 500, message: 'Ошибка сервера' }));
    await expect(store().clearOutOfStock()).resolves.toBe(false);
    expect(notify.error).toHaveBeenCalledWith('Ошибка сервера', { toastId: 'Ошибка сервера' });
  });

  it('a refused promo code is kept for the field, not toasted', async () => {
    http.put.mockRejectedValue(unprocessable('code', 'Промокод не найден'));
    await expect(store().applyPromo('NOPE')).resolves.toBe(false);
    expect(store().promoError).toBe('Промокод не найден');
    expect(notify.warning).not.toHaveBeenCalled();
    expect(readStorage(STORAGE_KEYS.promocode)).toBeNull();
  });
});

describe('cart store: notices', () => {
  it('shows the one-off notices of an answer', async () => {
    const notice = 'Промокод GOLD10 больше не действует и удалён';
    http.patch.mockResolvedValue(answer(makeCart([makeCartItem('a')], { notices: [notice] })));
    await store().decrease('a');
    expect(notify.info).toHaveBeenCalledWith(notice, { toastId: notice });
  });
});
