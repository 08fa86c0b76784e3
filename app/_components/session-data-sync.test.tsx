import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { noteCartAnswer } from '@/lib/platform/browser-session';
import { CART_SESSION_HINT_COOKIE } from '@/lib/shop/constants';
import { initialSessionState, useSessionStore } from '@/stores/session-store';

import { SessionDataSync } from './session-data-sync';

vi.mock('@/features/cart/components/cart-count-sync', () => ({
  CartCountSync: () => <p>cart sync</p>,
}));
vi.mock('@/features/favorites/components/favorites-count-sync', () => ({
  FavoritesCountSync: () => <p>favourites sync</p>,
}));

const settle = () => act(() => vi.dynamicImportSettled());
const setHint = (on: boolean) => {
  document.cookie = `${CART_SESSION_HINT_COOKIE}=${on ? '1' : ''}; path=/${on ? '' : '; max-age=0'}`;
};

beforeEach(() => {
  useSessionStore.setState({ ...initialSessionState, hydrated: true, hydrate: () => undefined });
});
afterEach(() => {
  setHint(false);
  localStorage.clear();
});

describe('SessionDataSync', () => {
  it('a guest without a cart loads neither sync (nor React Query with them)', async () => {
    render(<SessionDataSync />);
    await settle();
    expect(screen.queryByText('cart sync')).not.toBeInTheDocument();
    expect(screen.queryByText('favourites sync')).not.toBeInTheDocument();
  });

  it('follows the cart from the first cart answer of the page on', async () => {
    render(<SessionDataSync />);
    await settle();
    expect(screen.queryByText('cart sync')).not.toBeInTheDocument();
    setHint(true); // the door's answer to the first «Добавить в корзину» sets it
    act(() => noteCartAnswer());
    expect(await screen.findByText('cart sync')).toBeInTheDocument();
  });

  it('a browser with a cart follows it from the start', async () => {
    setHint(true);
    render(<SessionDataSync />);
    expect(await screen.findByText('cart sync')).toBeInTheDocument();
  });

  it('signed in, follows the favourites, and keeps doing so after a logout (which clears them)', async () => {
    useSessionStore.setState({ loggedIn: true });
    render(<SessionDataSync />);
    expect(await screen.findByText('favourites sync')).toBeInTheDocument();
    act(() => useSessionStore.setState({ loggedIn: false }));
    expect(screen.getByText('favourites sync')).toBeInTheDocument();
  });
});
