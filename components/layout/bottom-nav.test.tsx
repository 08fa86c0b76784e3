import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { SettingsProvider } from '@/lib/platform/settings-context';
import { initialSessionState, useSessionStore } from '@/stores/session-store';
import { initialUiState, useUiStore } from '@/stores/ui-store';
import { TEST_SETTINGS } from '@/tests/test-utils';

import { BottomNav } from './bottom-nav';

vi.mock('next/navigation', () => ({ usePathname: () => '/' }));

const settings = TEST_SETTINGS;

function renderNav(cartCount = 0, favoritesCount = 0) {
  render(
    <SettingsProvider value={settings}>
      <BottomNav cartCount={cartCount} favoritesCount={favoritesCount} />
    </SettingsProvider>,
  );
  return screen.getByRole('navigation', { name: 'Нижнее меню' });
}

beforeEach(() => {
  useUiStore.setState(initialUiState);
  useSessionStore.setState({ ...initialSessionState, hydrated: true });
});

describe('BottomNav', () => {
  it('has the five entries in order', () => {
    const nav = renderNav();
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Эфир',
      'Избранное',
      'Каталог',
      'Корзина',
      'Профиль',
    ]);
    expect(within(nav).getByRole('link', { name: 'Эфир' })).toHaveAttribute(
      'href',
      '/online/?from=tabbar',
    );
    expect(within(nav).getByRole('link', { name: 'Корзина' })).toHaveAttribute('href', '/cart/');
  });

  it('hides the badges at 0 and shows them otherwise', () => {
    const nav = renderNav(0, 0);
    expect(within(nav).queryByText('0')).not.toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Избранное' })).toBeInTheDocument();
  });

  it('shows the cart and favourites counts', () => {
    useSessionStore.setState({ loggedIn: true });
    const nav = renderNav(2, 4);
    expect(within(nav).getByRole('link', { name: 'Корзина (2 товара)' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Избранное (4)' })).toHaveAttribute(
      'href',
      '/account/favorites/',
    );
  });

  it('opens the login modal from favourites and profile for guests', async () => {
    const user = userEvent.setup();
    const nav = renderNav();
    await user.click(within(nav).getByRole('button', { name: 'Избранное' }));
    expect(useUiStore.getState().loginModal.open).toBe(true);
    useUiStore.getState().closeLogin();
    await user.click(within(nav).getByRole('button', { name: 'Профиль' }));
    expect(useUiStore.getState().loginModal.open).toBe(true);
  });

  it('links the profile with the customer name when logged in', () => {
    useSessionStore.setState({ loggedIn: true, userName: 'Анна' });
    const nav = renderNav();
    expect(within(nav).getByRole('link', { name: 'Анна' })).toHaveAttribute('href', '/account/');
  });

  it('toggles the mobile catalogue menu', async () => {
    const user = userEvent.setup();
    const nav = renderNav();
    const catalog = within(nav).getByRole('button', { name: 'Каталог' });
    expect(catalog).toHaveAttribute('aria-expanded', 'false');
    await user.click(catalog);
    expect(useUiStore.getState().mobileMenu).toBe('catalog');
    expect(catalog).toHaveAttribute('aria-expanded', 'true');
    await user.click(catalog);
    expect(useUiStore.getState().mobileMenu).toBeNull();
  });
});
