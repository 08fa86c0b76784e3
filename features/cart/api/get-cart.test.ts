import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { browserClient } from '@/lib/platform/api/browser';
import type { Cart } from '@/lib/platform/api/contracts/cart';
import { readStorage, writeStorage } from '@/lib/platform/browser-session';
import { getQueryClient } from '@/lib/platform/query/get-query-client';
import { STORAGE_KEYS } from '@/lib/shop/constants';
import { BrowserQueries } from '@/tests/test-utils';

import { makeCart, makeCartItem } from '../testing/make-cart';

import { cartKeys, getCart, putCartAnswer, useCart, useCartCount } from './get-cart';

vi.mock('@/lib/platform/api/browser', () => ({ browserClient: vi.fn() }));
vi.mock('@/lib/platform/toast', () => ({ notify: { error: vi.fn(), warning: vi.fn() } }));

const get = vi.fn();
const LISTS = '[["sku-a","Каталог"]]';
const promoted = (code: string): Cart =>
  makeCart([makeCartItem('a')], {
    promocode: code,
    adjustments: [{ type: 'promo', promocode: code, amount: -500 } as Cart['adjustments'][number]],
  });

beforeEach(() => {
  vi.mocked(browserClient).mockReturnValue({ get } as unknown as ReturnType<typeof browserClient>);
  getQueryClient().clear();
  window.localStorage.clear();
  document.cookie = 'cart_session=1; path=/';
});
afterEach(() => {
  vi.clearAllMocks();
  document.cookie = 'cart_session=; max-age=0; path=/';
});

describe('what the browser stores follows the cart query (one observer)', () => {
  it('a read that lands stores what its cart says: an empty cart clears the product lists', async () => {
    writeStorage(STORAGE_KEYS.productLists, LISTS);
    get.mockResolvedValueOnce({ data: { cart: makeCart([]) } });
    const { result } = renderHook(() => useCart(), { wrapper: BrowserQueries });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(readStorage(STORAGE_KEYS.productLists)).toBeNull();
  });

  it('a read overtaken by a write’s answer is dropped and stores nothing; the write’s cart does', async () => {
    writeStorage(STORAGE_KEYS.productLists, LISTS);
    let land!: (value: unknown) => void;
    get.mockReturnValueOnce(new Promise((resolve) => (land = resolve)));
    const read = getQueryClient()
      .fetchQuery({ queryKey: cartKeys.current(), queryFn: getCart })
      .catch(() => 'dropped');
    await vi.waitFor(() => expect(get).toHaveBeenCalled());
    await putCartAnswer(promoted('GOLD10'));
    land({ data: { cart: makeCart([]) } }); // the older, empty cart
    expect(await read).toBe('dropped');
    expect(getQueryClient().getQueryData<Cart>(cartKeys.current())?.items).toHaveLength(1);
    expect(readStorage(STORAGE_KEYS.productLists)).toBe(LISTS);
    expect(readStorage(STORAGE_KEYS.promocode)).toBe('GOLD10');
  });

  it('the server-drawn cart hydrates as fresh: no read at once, its promo code is stored', async () => {
    const { result } = renderHook(
      () => useCart({ cart: promoted('SILVER5'), drawnAt: Date.now() }),
      { wrapper: BrowserQueries },
    );
    expect(result.current.data?.promocode).toBe('SILVER5');
    expect(result.current.isStale).toBe(false);
    expect(get).not.toHaveBeenCalled();
    expect(readStorage(STORAGE_KEYS.promocode)).toBe('SILVER5');
  });

  it('no server cart (no session cookie) is stale: a legacy token still gets its cart read', async () => {
    get.mockResolvedValueOnce({ data: { cart: makeCart([makeCartItem('b')]) } });
    const { result } = renderHook(() => useCart({ cart: null, drawnAt: Date.now() }), {
      wrapper: BrowserQueries,
    });
    await waitFor(() => expect(result.current.data?.items).toHaveLength(1));
    expect(get).toHaveBeenCalledTimes(1);
  });
});

describe('the header’s cart count', () => {
  it('is drawn as 0 on the server and in hydration, whatever the query holds already', () => {
    getQueryClient().setQueryData(cartKeys.current(), makeCart([makeCartItem('a')]));
    const Count = () => createElement('output', null, useCartCount());
    const html = renderToString(createElement(BrowserQueries, null, createElement(Count)));
    expect(html).toBe('<output>0</output>');
  });

  it('without a cart session asks nothing and shows 0; the first line added shows its count', async () => {
    document.cookie = 'cart_session=; max-age=0; path=/';
    const { result } = renderHook(() => useCartCount(), { wrapper: BrowserQueries });
    await waitFor(() =>
      expect(getQueryClient().getQueryState(cartKeys.current())?.status).toBe('success'),
    );
    expect(get).not.toHaveBeenCalled();
    expect(result.current).toBe(0);
    await act(() => putCartAnswer(makeCart([makeCartItem('a', { quantity: 2 })])));
    await waitFor(() => expect(result.current).toBe(2));
  });

  it('with a cart session reads the cart and shows its number of products', async () => {
    get.mockResolvedValueOnce({
      data: { cart: makeCart([makeCartItem('a'), makeCartItem('b', { quantity: 3 })]) },
    });
    const { result } = renderHook(() => useCartCount(), { wrapper: BrowserQueries });
    expect(result.current).toBe(0);
    await waitFor(() => expect(result.current).toBe(4));
    expect(get).toHaveBeenCalledTimes(1);
  });
});
