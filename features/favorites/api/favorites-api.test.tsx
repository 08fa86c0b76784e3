import { QueryClient } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { browserClient } from '@/lib/platform/api/browser';
import { ApiError } from '@/lib/platform/api/errors';
import { onHttpEvent } from '@/lib/platform/api/http-events';
import { getQueryClient } from '@/lib/platform/query/get-query-client';
import { initialSessionState, useSessionStore } from '@/stores/session-store';

import {
  fakeWishlistApi,
  favoritesBadge,
  makeFavorite,
  renderWithChrome,
  renderWithQuery,
} from '../testing/favorites-fakes';

import { favoriteKeys } from './favorite-keys';
import { applyFavoriteChange, getFavoriteIds, useFavoriteIds } from './get-favorite-ids';
import { nextFavoritesSkip } from './get-favorites';

vi.mock('@/lib/platform/api/browser', () => ({ browserClient: vi.fn() }));

let api: ReturnType<typeof fakeWishlistApi>;

beforeEach(() => {
  api = fakeWishlistApi(['a', 'b'].map((id) => makeFavorite(id)));
  vi.mocked(browserClient).mockReturnValue(api as unknown as ReturnType<typeof browserClient>);
  window.localStorage.clear();
  useSessionStore.setState({ ...initialSessionState });
});
afterEach(() => vi.clearAllMocks());

function Probe() {
  useFavoriteIds();
  return null;
}

describe('favourites count', () => {
  it('is fetched only with a token (never for guests or before the session is read)', async () => {
    renderWithQuery(<Probe />);
    useSessionStore.setState({ hydrated: true, loggedIn: false });
    await Promise.resolve();
    expect(api.post).not.toHaveBeenCalled();
    useSessionStore.setState({ loggedIn: true });
    await waitFor(() => expect(api.post).toHaveBeenCalledTimes(1));
  });

  it('a 401 on the count still logs out (passed on to the app shell)', async () => {
    const events: string[] = [];
    const off = onHttpEvent(({ action }) => events.push(action));
    api.post.mockRejectedValueOnce(new ApiError({ status: 401, message: 'Ошибка аутентификации' }));
    await expect(getFavoriteIds()).rejects.toBeInstanceOf(ApiError);
    off();
    expect(events).toEqual(['logout']);
  });

  it('a change updates the cached ids and takes the server’s count', async () => {
    const client = new QueryClient();
    client.setQueryData(favoriteKeys.ids(), { ids: ['a', 'b'], count: 2 });
    await applyFavoriteChange(client, { productId: 'c', isFavorite: true, count: 3 });
    expect(client.getQueryData(favoriteKeys.ids())).toEqual({ ids: ['c', 'a', 'b'], count: 3 });
    await applyFavoriteChange(client, { productId: 'a', isFavorite: false, count: 2 });
    expect(client.getQueryData(favoriteKeys.ids())).toEqual({ ids: ['c', 'b'], count: 2 });
  });

  it('a change before the ids were ever read reads them (nothing to change in place)', async () => {
    const client = new QueryClient();
    const refetch = vi.spyOn(client, 'refetchQueries');
    await applyFavoriteChange(client, { productId: 'c', isFavorite: true, count: 3 });
    expect(client.getQueryData(favoriteKeys.ids())).toBeUndefined();
    expect(refetch).toHaveBeenCalledWith({ queryKey: favoriteKeys.ids(), exact: true });
  });

  it('a change while the ids are being read reads them again: the older answer is dropped', async () => {
    // the read after signing in left before the heart was tapped and answers after the change
    let answerRead: () => void = () => {};
    let oldRead: Promise<unknown> = Promise.resolve();
    const read = api.post.getMockImplementation()!;
    api.post.mockImplementationOnce((url, body) => {
      oldRead = (async () => {
        const before = await read(url, body);
        await new Promise<void>((resolve) => (answerRead = resolve));
        return before;
      })();
      return oldRead as ReturnType<typeof read>;
    });
    useSessionStore.setState({ hydrated: true, loggedIn: true });
    const { queryClient } = renderWithQuery(<Probe />);
    await waitFor(() => expect(api.post).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(queryClient.isFetching()).toBe(1));
    const change = await api.post('/product/wishlist/c');
    await applyFavoriteChange(
      queryClient,
      change.data as { productId: string; isFavorite: boolean; count: number },
    );
    // read again: the ids with the change
    await waitFor(() =>
      expect(queryClient.getQueryData(favoriteKeys.ids())).toEqual({
        ids: ['c', 'a', 'b'],
        count: 3,
      }),
    );
    expect(api.post).toHaveBeenCalledTimes(3); // the old read, the change, the read again
    // the old read answers last: its ids and its count (2) are left out
    answerRead();
    await oldRead;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(queryClient.getQueryData(favoriteKeys.ids())).toEqual({
      ids: ['c', 'a', 'b'],
      count: 3,
    });
  });

  it('before the ids answer the badge shows the stored count; one that is no count reads as 0', async () => {
    api.post.mockImplementation(() => new Promise(() => undefined)); // the ids never answer
    window.localStorage.setItem('accessToken', 'access-1');
    for (const [stored, shown] of [
      ['-3', 0],
      ['abc', 0],
      ['', 0],
      ['7', 7],
    ] as const) {
      window.localStorage.setItem('wishlistCount', stored);
      const { unmount } = renderWithChrome(<></>);
      await waitFor(() => expect(useSessionStore.getState().loggedIn).toBe(true));
      expect(favoritesBadge()).toBe(shown);
      unmount();
    }
  });
});

describe('the header’s favourites badge', () => {
  it('reads the stored session, shows the stored count, then the ids’ count, and stores it', async () => {
    window.localStorage.setItem('accessToken', 'access-1');
    window.localStorage.setItem('wishlistCount', '5');
    renderWithChrome(<></>);
    await waitFor(() => expect(useSessionStore.getState().loggedIn).toBe(true));
    await waitFor(() => expect(favoritesBadge()).toBe(2));
    expect(window.localStorage.getItem('wishlistCount')).toBe('2');
  });

  it('asks nothing for a guest and shows no count', async () => {
    window.localStorage.setItem('wishlistCount', '5'); // left by nobody signed in
    renderWithChrome(<></>);
    await waitFor(() => expect(useSessionStore.getState().hydrated).toBe(true));
    await act(async () => undefined);
    expect(api.post).not.toHaveBeenCalled();
    expect(favoritesBadge()).toBe(0);
  });

  it('after a logout shows 0, drops the cached favourites and stores no count', async () => {
    window.localStorage.setItem('accessToken', 'access-1');
    renderWithChrome(<></>);
    await waitFor(() => expect(favoritesBadge()).toBe(2));
    act(() => useSessionStore.getState().clear());
    expect(favoritesBadge()).toBe(0);
    await waitFor(() => expect(getQueryClient().getQueryData(favoriteKeys.ids())).toBeUndefined());
    expect(window.localStorage.getItem('wishlistCount')).toBeNull();
  });
});

describe('nextFavoritesSkip', () => {
  const page = (n: number, total: number) => ({
    products: { items: Array.from({ length: n }, (_, i) => makeFavorite(`x${i}`)), total },
    pagination: { page: 1, per_page: 20, total, last_page: 1 },
  });
  it('continues after what is loaded until the total', () => {
    expect(nextFavoritesSkip([page(20, 45)])).toBe(20);
    expect(nextFavoritesSkip([page(20, 45), page(20, 45)])).toBe(40);
    expect(nextFavoritesSkip([page(20, 45), page(20, 45), page(5, 45)])).toBeUndefined();
    expect(nextFavoritesSkip([page(0, 3)])).toBeUndefined();
  });
});
