import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { browserClient } from '@/lib/platform/api/browser';
import { ApiError } from '@/lib/platform/api/errors';
import { notify } from '@/lib/platform/toast';
import { initialSessionState, useSessionStore } from '@/stores/session-store';
import { initialUiState, useUiStore } from '@/stores/ui-store';

import {
  fakeWishlistApi,
  favoritesBadge,
  makeFavorite,
  renderWithChrome,
} from '../testing/favorites-fakes';

import { FavoriteButton } from './favorite-button';

vi.mock('@/lib/platform/api/browser', () => ({ browserClient: vi.fn() }));
vi.mock('@/lib/platform/toast', () => ({
  notify: { success: vi.fn(), info: vi.fn(), warning: vi.fn(), error: vi.fn() },
}));

let api: ReturnType<typeof fakeWishlistApi>;

beforeEach(() => {
  api = fakeWishlistApi(['a', 'b', 'c'].map((id) => makeFavorite(id)));
  vi.mocked(browserClient).mockReturnValue(api as unknown as ReturnType<typeof browserClient>);
  window.localStorage.clear();
  useUiStore.setState(initialUiState);
  useSessionStore.setState({ ...initialSessionState, hydrated: true });
});
afterEach(() => vi.clearAllMocks());

const signIn = () => useSessionStore.setState({ loggedIn: true });

describe('FavoriteButton', () => {
  it('offline, says why it waits instead of sending, and works again online', async () => {
    const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    signIn();
    renderWithChrome(<FavoriteButton productId="p-1" />);
    const heart = screen.getByRole('button', { name: 'В избранное' });
    expect(heart).toHaveAttribute('aria-disabled', 'true');
    expect(heart).toHaveAttribute('title', 'Нет подключения к интернету');
    await userEvent.click(heart);
    expect(notify.info).toHaveBeenCalledWith('Нет подключения к интернету', expect.anything());
    expect(api.post).not.toHaveBeenCalled();
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(heart).not.toHaveAttribute('aria-disabled');
    await userEvent.click(heart);
    await waitFor(() => expect(api.post).toHaveBeenCalled());
    onLine.mockRestore();
  });

  it('opens the login modal for guests and sends nothing', async () => {
    renderWithChrome(<FavoriteButton productId="p-1" />);
    await userEvent.click(screen.getByRole('button', { name: 'В избранное' }));
    expect(useUiStore.getState().loginModal.open).toBe(true);
    expect(api.post).not.toHaveBeenCalled();
  });

  it('marks the heart from the customer’s ids, not from the server-rendered flag', async () => {
    signIn();
    renderWithChrome(<FavoriteButton productId="b" initialActive={false} />);
    const heart = await screen.findByRole('button', { name: 'Убрать из избранного' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(api.post).toHaveBeenCalledWith('/product/wishlist/short', undefined, {
      silent: true,
      retryable: true,
    });
    expect(favoritesBadge()).toBe(3);
  });

  it('adds and removes for a signed-in customer; the count and the stored count follow', async () => {
    signIn();
    renderWithChrome(<FavoriteButton productId="p-1" />);
    await waitFor(() => expect(favoritesBadge()).toBe(3));
    await userEvent.click(screen.getByRole('button', { name: 'В избранное' }));
    const active = await screen.findByRole('button', { name: 'Убрать из избранного' });
    expect(active).toHaveAttribute('aria-pressed', 'true');
    expect(api.post).toHaveBeenCalledWith('/product/wishlist/p-1', undefined, { silent: true });
    expect(favoritesBadge()).toBe(4);
    expect(window.localStorage.getItem('wishlistCount')).toBe('4');
    expect(notify.success).toHaveBeenCalledWith('Товар добавлен в избранное', expect.anything());

    await userEvent.click(active);
    await screen.findByRole('button', { name: 'В избранное' });
    expect(api.delete).toHaveBeenCalledWith('/product/wishlist/p-1', { silent: true });
    expect(favoritesBadge()).toBe(3);
    expect(window.localStorage.getItem('wishlistCount')).toBe('3');
  });

  it('warns about the 1000-favourites limit and stays off', async () => {
    signIn();
    renderWithChrome(<FavoriteButton productId="p-1" />);
    await waitFor(() => expect(favoritesBadge()).toBe(3));
    api.post.mockRejectedValueOnce(new ApiError({ status: 422, message: 'limit', code: 'limit' }));
    await userEvent.click(screen.getByRole('button', { name: 'В избранное' }));
    await waitFor(() =>
      expect(notify.warning).toHaveBeenCalledWith(
        'В избранное можно добавить не более 1000 товаров',
        expect.anything(),
      ),
    );
    expect(screen.getByRole('button', { name: 'В избранное' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(favoritesBadge()).toBe(3);
  });

  it('warns generically when adding fails otherwise', async () => {
    signIn();
    renderWithChrome(<FavoriteButton productId="p-1" />);
    await waitFor(() => expect(favoritesBadge()).toBe(3));
    api.post.mockRejectedValueOnce(new ApiError({ status: 404, message: 'Страница не найдена' }));
    await userEvent.click(screen.getByRole('button', { name: 'В избранное' }));
    await waitFor(() =>
      expect(notify.warning).toHaveBeenCalledWith(
        'Не удалось добавить в избранное',
        expect.anything(),
      ),
    );
  });
});
