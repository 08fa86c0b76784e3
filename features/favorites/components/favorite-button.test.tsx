import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { browserClient } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/errors';
import { notify } from '@/lib/toast';
import { initialSessionState, useSessionStore } from '@/stores/session-store';
import { initialUiState, useUiStore } from '@/stores/ui-store';

import { FavoriteButton } from './favorite-button';

vi.mock('@/lib/api/browser', () => ({ browserClient: vi.fn() }));
vi.mock('@/lib/toast', () => ({
  notify: { success: vi.fn(), info: vi.fn(), warning: vi.fn(), error: vi.fn() },
}));

const post = vi.fn();
const del = vi.fn();

function renderButton(initialActive = false) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <FavoriteButton productId="p-1" initialActive={initialActive} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.mocked(browserClient).mockReturnValue({ post, delete: del } as unknown as ReturnType<
    typeof browserClient
  >);
  useUiStore.setState(initialUiState);
  useSessionStore.setState({ ...initialSessionState, hydrated: true });
});
afterEach(() => vi.clearAllMocks());

describe('FavoriteButton', () => {
  it('opens the login modal for guests and sends nothing', async () => {
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'В избранное' }));
    expect(useUiStore.getState().loginModal.open).toBe(true);
    expect(post).not.toHaveBeenCalled();
  });

  it('adds and removes for a logged-in customer, and the count follows', async () => {
    useSessionStore.setState({ loggedIn: true, wishlistCount: 3 });
    post.mockResolvedValue({ data: {} });
    del.mockResolvedValue({ data: {} });
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'В избранное' }));
    const active = await screen.findByRole('button', { name: 'Убрать из избранного' });
    expect(active).toHaveAttribute('aria-pressed', 'true');
    expect(post).toHaveBeenCalledWith('/product/wishlist/p-1', undefined, { silent: true });
    expect(useSessionStore.getState().wishlistCount).toBe(4);

    await userEvent.click(active);
    await screen.findByRole('button', { name: 'В избранное' });
    expect(del).toHaveBeenCalledWith('/product/wishlist/p-1', { silent: true });
    expect(useSessionStore.getState().wishlistCount).toBe(3);
  });

  it('warns about the 1000-favourites limit', async () => {
    useSessionStore.setState({ loggedIn: true });
    post.mockRejectedValue(new ApiError({ status: 422, message: 'limit', code: 'limit' }));
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'В избранное' }));
    await waitFor(() =>
      expect(notify.warning).toHaveBeenCalledWith(
        'Можно добавить не более 1000 товаров в избранное',
        expect.anything(),
      ),
    );
    expect(screen.getByRole('button', { name: 'В избранное' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('warns generically when adding fails otherwise', async () => {
    useSessionStore.setState({ loggedIn: true });
    post.mockRejectedValue(new ApiError({ status: 404, message: 'Страница не найдена' }));
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'В избранное' }));
    await waitFor(() =>
      expect(notify.warning).toHaveBeenCalledWith(
        'Не удалось добавить в избранное',
        expect.anything(),
      ),
    );
  });
});
