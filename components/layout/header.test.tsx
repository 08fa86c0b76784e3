import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePathname } from 'next/navigation';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Category } from '@/lib/platform/api/contracts/catalog';
import { SettingsProvider } from '@/lib/platform/settings-context';
import { initialSessionState, useSessionStore } from '@/stores/session-store';
import { initialUiState, useUiStore } from '@/stores/ui-store';
import { serveMenuData } from '@/tests/menu-data';
import { TEST_SETTINGS } from '@/tests/test-utils';

import { Header } from './header';

vi.mock('next/navigation', () => ({ usePathname: vi.fn(() => '/') }));

const settings = TEST_SETTINGS;

const category = (slug: string, name: string, children: Category[] = []): Category => ({
  id: slug.length,
  slug,
  name,
  icon: null,
  previewImage: null,
  seoTitle: name,
  seoDescription: '',
  children,
});

const categories = [
  category('kolca', 'Кольца', [category('obruchalnye-kolca', 'Обручальные кольца')]),
  category('sergi', 'Серьги'),
];

const assign = vi.fn();

function renderHeader(cartCount = 0, favoritesCount = 0) {
  return render(
    <SettingsProvider value={settings}>
      <Header cartCount={cartCount} favoritesCount={favoritesCount} />
    </SettingsProvider>,
  );
}

beforeEach(() => {
  useUiStore.setState(initialUiState);
  useSessionStore.setState({ ...initialSessionState, hydrated: true });
  vi.mocked(usePathname).mockReturnValue('/');
  vi.stubGlobal('location', { ...window.location, assign });
  serveMenuData(categories);
  assign.mockReset();
});

afterEach(() => vi.unstubAllGlobals());

describe('Header', () => {
  it('shows the top links, the logo and the live link', () => {
    renderHeader();
    const top = screen.getByRole('navigation', { name: 'Покупателям' });
    expect(within(top).getByRole('link', { name: 'Доставка' })).toHaveAttribute(
      'href',
      '/delivery/',
    );
    expect(within(top).getByRole('link', { name: 'Оплата' })).toHaveAttribute('href', '/oplata/');
    expect(within(top).getByRole('link', { name: 'Магазины' })).toHaveAttribute(
      'href',
      '/addresses/',
    );
    const bars = within(top).getByRole('link', { name: 'Слитки' });
    expect(bars).toHaveAttribute('href', settings.goldBarsUrl);
    expect(bars).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Ювелирный — на главную' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.getByRole('link', { name: 'Прямой эфир' })).toHaveAttribute('href', '/online/');
  });

  it('shows «Войти» to guests and opens the login modal through the store', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(useUiStore.getState().loginModal).toEqual({ open: true, mode: 'code' });
  });

  it('opens the login modal from favourites for guests', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Избранное' }));
    expect(useUiStore.getState().loginModal.open).toBe(true);
  });

  it('links profile and favourites for a logged-in customer', () => {
    useSessionStore.setState({ loggedIn: true, userName: 'Анна' });
    renderHeader(0, 2);
    expect(screen.getByRole('link', { name: 'Профиль: Анна' })).toHaveAttribute(
      'href',
      '/account/',
    );
    expect(screen.getByRole('link', { name: 'Избранное (2)' })).toHaveAttribute(
      'href',
      '/account/favorites/',
    );
    expect(screen.queryByRole('button', { name: 'Войти' })).not.toBeInTheDocument();
  });

  it('links the cart with its count, and disables it on the cart page', () => {
    const { unmount } = renderHeader(3);
    expect(screen.getByRole('link', { name: 'Корзина (3 товара)' })).toHaveAttribute(
      'href',
      '/cart/',
    );
    unmount();
    vi.mocked(usePathname).mockReturnValue('/cart/');
    renderHeader(3);
    const cart = screen.getByRole('link', { name: /Корзина/ });
    expect(cart).toHaveAttribute('aria-disabled', 'true');
    expect(fireEvent.click(cart)).toBe(false); // default prevented: nothing happens
  });

  it('submits the search to /catalog/?filter[search]= and ignores empty text', async () => {
    const user = userEvent.setup();
    renderHeader();
    const search = screen.getByRole('search');
    const field = within(search).getByRole('searchbox', { name: 'Поиск' });
    expect(field).toHaveAttribute('name', 'filter[search]');
    await user.type(field, '   {Enter}');
    expect(assign).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, 'кольцо & серьги{Enter}');
    expect(assign).toHaveBeenCalledWith(
      `/catalog/?filter[search]=${encodeURIComponent('кольцо & серьги')}`,
    );
  });

  it('toggles the mega-menu with «Каталог» and closes it with Escape', async () => {
    const user = userEvent.setup();
    renderHeader();
    const button = screen.getByRole('button', { name: 'Каталог' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // the menu's code loads on first open
    const menu = await screen.findByRole('navigation', { name: 'Каталог украшений' });
    expect(menu.parentElement).toHaveAttribute('id', button.getAttribute('aria-controls'));
    expect(within(menu).getByRole('link', { name: 'Обручальные кольца' })).toHaveAttribute(
      'href',
      '/catalog/kolca/obruchalnye-kolca/',
    );
    expect(within(menu).getByRole('link', { name: 'от 50 000 ₽' })).toHaveAttribute(
      'href',
      '/catalog/?filters=numeric_price_50000,',
    );
    expect(within(menu).getByRole('link', { name: 'до 5 000 ₽' })).toHaveAttribute(
      'href',
      '/catalog/?filters=numeric_price_0,5000',
    );
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('carries no catalogue links until the menu opens, then loads them once', async () => {
    const user = userEvent.setup();
    const fetch = serveMenuData(categories);
    const { container } = renderHeader();
    expect(container.querySelector('a[href^="/catalog/kolca/"]')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    const button = screen.getByRole('button', { name: 'Каталог' });
    await user.click(button);
    await screen.findByRole('navigation', { name: 'Каталог украшений' });
    await user.click(button);
    await user.click(button);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('opens the mega-menu with its fixed links when the menu data cannot be loaded', async () => {
    const user = userEvent.setup();
    serveMenuData(categories);
    vi.mocked(fetch).mockResolvedValue(new Response('down', { status: 503 }));
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Каталог' }));
    const menu = await screen.findByRole('navigation', { name: 'Каталог украшений' });
    expect(within(menu).getByRole('link', { name: 'Все украшения' })).toHaveAttribute(
      'href',
      '/catalog/',
    );
    expect(within(menu).getByRole('link', { name: 'Все кольца' })).toHaveAttribute(
      'href',
      '/catalog/kolca/',
    );
    expect(within(menu).queryByRole('link', { name: 'Обручальные кольца' })).toBeNull();
  });

  it('closes the mega-menu on an outside click', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Каталог' }));
    await user.click(screen.getByRole('link', { name: 'Ювелирный — на главную' }));
    expect(useUiStore.getState().megaMenuOpen).toBe(false);
    // and once its code has loaded
    await user.click(screen.getByRole('button', { name: 'Каталог' }));
    await screen.findByRole('navigation', { name: 'Каталог украшений' });
    await user.click(screen.getByRole('link', { name: 'Ювелирный — на главную' }));
    expect(useUiStore.getState().megaMenuOpen).toBe(false);
  });

  it('toggles the burger menu with «Меню»', async () => {
    const user = userEvent.setup();
    renderHeader();
    const burger = screen.getByRole('button', { name: 'Меню' });
    await user.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    // the menus' code loads on first open
    expect(await screen.findByRole('region', { name: 'Меню' })).toBeInTheDocument();
    act(() => useUiStore.getState().toggleMobileMenu('catalog'));
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('region', { name: 'Каталог' })).toBeInTheDocument();
  });

  it('hydrates the session store once on mount', () => {
    useSessionStore.setState({ ...initialSessionState });
    window.localStorage.setItem('userName', 'Ольга');
    window.localStorage.setItem('accessToken', 'token');
    renderHeader();
    expect(useSessionStore.getState()).toMatchObject({
      hydrated: true,
      loggedIn: true,
      userName: 'Ольга',
    });
    window.localStorage.clear();
  });
});
