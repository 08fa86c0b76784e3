import { waitFor } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { browserClient } from '@/lib/platform/api/browser';
import { initialSessionState, useSessionStore } from '@/stores/session-store';

import { favoriteKeys } from '../api/favorite-keys';
import { useFavoritesStore } from '../stores/favorites-store';
import { fakeWishlistApi, makeFavorite, renderWithQuery } from '../testing/favorites-fakes';

import { FavoritesCountSync } from './favorites-count-sync';

vi.mock('@/lib/platform/api/browser', () => ({ browserClient: vi.fn() }));

let api: ReturnType<typeof fakeWishlistApi>;

beforeEach(() => {
  api = fakeWishlistApi(['a', 'b', 'c', 'd'].map((id) => makeFavorite(id)));
  vi.mocked(browserClient).mockReturnValue(api as unknown as ReturnType<typeof browserClient>);
  window.localStorage.clear();
  useSessionStore.setState({ ...initialSessionState });
});
afterEach(() => vi.clearAllMocks());

describe('FavoritesCountSync', () => {
  it('reads the stored session on mount and fetches the count with a token', async () => {
    window.localStorage.setItem('accessToken', 'access-1');
    window.localStorage.setItem('wishlistCount', '2');
    await useFavoritesStore.persist.rehydrate(); // the header's useFavoritesCount after hydration
    expect(useFavoritesStore.getState().count).toBe(2);
    renderWithQuery(<FavoritesCountSync />);
    expect(useSessionStore.getState().loggedIn).toBe(true);
    await waitFor(() => expect(useFavoritesStore.getState().count).toBe(4));
    expect(window.localStorage.getItem('wishlistCount')).toBe('4');
  });

  it('asks nothing for a guest', async () => {
    renderWithQuery(<FavoritesCountSync />);
    expect(useSessionStore.getState().hydrated).toBe(true);
    await act(async () => undefined);
    expect(api.post).not.toHaveBeenCalled();
    expect(useFavoritesStore.getState().count).toBe(0);
  });

  it('drops the cached favourites after a logout', async () => {
    window.localStorage.setItem('accessToken', 'access-1');
    const { queryClient } = renderWithQuery(<FavoritesCountSync />);
    await waitFor(() => expect(queryClient.getQueryData(favoriteKeys.ids())).toBeDefined());
    act(() => useSessionStore.getState().clear());
    await waitFor(() => expect(queryClient.getQueryData(favoriteKeys.ids())).toBeUndefined());
    expect(useFavoritesStore.getState().count).toBe(0);
    expect(window.localStorage.getItem('wishlistCount')).toBeNull();
  });
});
