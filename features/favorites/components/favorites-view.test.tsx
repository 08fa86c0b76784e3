import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { browserClient } from '@/lib/platform/api/browser';
import { notify } from '@/lib/platform/toast';
import { initialSessionState, useSessionStore } from '@/stores/session-store';
import { initialUiState, useUiStore } from '@/stores/ui-store';

import {
  fakeWishlistApi,
  favoritesBadge,
  makeFavorite,
  renderWithChrome,
} from '../testing/favorites-fakes';

import { FavoritesView } from './favorites-view';

vi.mock('@/lib/platform/api/browser', () => ({ browserClient: vi.fn() }));
vi.mock('@/lib/platform/toast', () => ({
  notify: { success: vi.fn(), info: vi.fn(), warning: vi.fn(), error: vi.fn() },
}));
vi.mock('next/navigation', () => ({ usePathname: () => '/account/favorites/' }));

let api: ReturnType<typeof fakeWishlistApi>;

function useApi(count: number) {
  const products = Array.from({ length: count }, (_, i) => makeFavorite(`p${i + 1}`));
  api = fakeWishlistApi(products);
  vi.mocked(browserClient).mockReturnValue(api as unknown as ReturnType<typeof browserClient>);
}

beforeEach(() => {
  useApi(3);
  useUiStore.setState(initialUiState);
  useSessionStore.setState({ ...initialSessionState, hydrated: true, loggedIn: true });
});
afterEach(() => vi.clearAllMocks());

const list = () => screen.findByRole('list', { name: 'Избранные товары' });

describe('FavoritesView', () => {
  it('gives a guest the login modal and asks for no data', async () => {
    useSessionStore.setState({ loggedIn: false });
    renderWithChrome(<FavoritesView />);
    expect(await screen.findByText('Войдите, чтобы увидеть избранные товары.')).toBeVisible();
    expect(useUiStore.getState().loginModal.open).toBe(true);
    expect(api.post).not.toHaveBeenCalled();
  });

  it('lists the favourites; removing a heart drops the card and lowers the count', async () => {
    renderWithChrome(<FavoritesView />);
    expect(within(await list()).getAllByRole('article')).toHaveLength(3);
    expect(screen.getByText('3 товара')).toBeVisible();
    const card = screen.getByRole('article', { name: 'Кольцо p2' });
    await userEvent.click(within(card).getByRole('button', { name: 'Убрать из избранного' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Кольцо p2' })).not.toBeInTheDocument(),
    );
    expect(within(await list()).getAllByRole('article')).toHaveLength(2);
    expect(favoritesBadge()).toBe(2);
  });

  it('loads 20 per page and the next page with «Показать ещё»', async () => {
    useApi(25);
    renderWithChrome(<FavoritesView />);
    expect(within(await list()).getAllByRole('article')).toHaveLength(20);
    expect(api.post).toHaveBeenCalledWith(
      '/product/list/wishlist',
      { skip: 0, limit: 20 },
      expect.anything(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list')).getAllByRole('article')).toHaveLength(25),
    );
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
  });

  it('shows the empty state with a link to the catalogue', async () => {
    useApi(0);
    renderWithChrome(<FavoritesView />);
    expect(await screen.findByText('В избранном пока ничего нет')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute(
      'href',
      '/catalog/',
    );
  });

  it('clears everything only after the confirmation', async () => {
    renderWithChrome(<FavoritesView />);
    await list();
    await userEvent.click(screen.getByRole('button', { name: 'Очистить избранное' }));
    const dialog = await screen.findByRole('dialog', { name: 'Очистить избранное?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(api.delete).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Очистить избранное' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Очистить' }),
    );
    expect(await screen.findByText('В избранном пока ничего нет')).toBeVisible();
    expect(api.delete).toHaveBeenCalledWith('/product/wishlist', { silent: true });
    expect(favoritesBadge()).toBe(0);
    expect(notify.success).toHaveBeenCalledWith('Избранное очищено', expect.anything());
  });

  it('says so when the list cannot be loaded, and retries', async () => {
    api.post.mockImplementation(async (url: string) => {
      if (url === '/product/wishlist/short') return { data: { ids: [], count: 0 } };
      throw new Error('network');
    });
    renderWithChrome(<FavoritesView />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Не удалось загрузить избранное');
    expect(within(alert).getByRole('button', { name: 'Повторить' })).toBeVisible();
  });
});
