import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Category } from '@/lib/platform/api/contracts/catalog';
import { SettingsProvider } from '@/lib/platform/settings-context';
import { initialUiState, useUiStore } from '@/stores/ui-store';
import { serveMenuData } from '@/tests/menu-data';
import { TEST_SETTINGS } from '@/tests/test-utils';

import { menuSections, toMenuCategories } from './menu-data';
import { MobileMenus } from './mobile-menus';

vi.mock('next/navigation', () => ({ usePathname: () => '/' }));

const settings = TEST_SETTINGS;

const category = (slug: string, name: string): Category => ({
  id: slug.length,
  slug,
  name,
  icon: null,
  previewImage: null,
  seoTitle: name,
  seoDescription: '',
  children: [],
});

function renderMenus(categories: Category[] = []) {
  serveMenuData(categories);
  render(
    <SettingsProvider value={settings}>
      <MobileMenus />
    </SettingsProvider>,
  );
}

beforeEach(() => useUiStore.setState(initialUiState));
afterEach(() => vi.unstubAllGlobals());

describe('MobileMenus', () => {
  it('shows one menu at a time', () => {
    renderMenus();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    act(() => useUiStore.getState().toggleMobileMenu('burger'));
    expect(screen.getByRole('region', { name: 'Меню' })).toBeInTheDocument();
    act(() => useUiStore.getState().toggleMobileMenu('catalog'));
    expect(screen.getByRole('region', { name: 'Каталог' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Меню' })).not.toBeInTheDocument();
  });

  it('lists the 13 catalogue entries in order, taking slugs from the category tree', async () => {
    useUiStore.setState({ mobileMenu: 'catalog' });
    renderMenus([category('rings-2024', 'Кольца'), category('cepochki', 'Цепочки')]);
    const menu = screen.getByRole('region', { name: 'Каталог' });
    // fixed slugs until the menu's data has come
    await waitFor(() =>
      expect(within(menu).getByRole('link', { name: 'Кольца' })).toHaveAttribute(
        'href',
        '/catalog/rings-2024/',
      ),
    );
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Все украшения', '/catalog/'],
      ['Кольца', '/catalog/rings-2024/'],
      ['Серьги', '/catalog/sergi/'],
      ['Подвески', '/catalog/podveski/'],
      ['Цепи', '/catalog/cepochki/'],
      ['Колье', '/catalog/kole/'],
      ['Браслеты', '/catalog/braslety/'],
      ['Броши', '/catalog/broshi/'],
      ['Пирсинг', '/catalog/pirsing/'],
      ['Часы', '/catalog/chasy/'],
      ['Сувениры и подарки', '/catalog/suveniry-i-podarki/'],
      ['Подарочные сертификаты', '/catalog/podarochnye-sertifikaty/'],
      ['Драгоценные камни', '/catalog/dragocennye-kamni/'],
    ]);
  });

  it('opens the links of a section beside its category, as the desktop menu has them', async () => {
    const user = userEvent.setup();
    useUiStore.setState({ mobileMenu: 'catalog' });
    const categories = [
      category('cepi', 'Цепи'),
      category('dragocennye-kamni', 'Драгоценные камни'),
    ];
    serveMenuData(categories, {
      sections: menuSections(toMenuCategories(categories), {
        cepi: [{ label: 'Бисмарк', href: '/catalog/cepi/?filters=list_4_40' }],
      }),
    });
    render(
      <SettingsProvider value={settings}>
        <MobileMenus />
      </SettingsProvider>,
    );
    const menu = screen.getByRole('region', { name: 'Каталог' });
    // the section's links come with the menu's data, closed
    await waitFor(() =>
      expect(menu.querySelector('a[href="/catalog/cepi/?filters=list_4_40"]')).not.toBeNull(),
    );
    expect(within(menu).queryByRole('link', { name: 'Бисмарк' })).toBeNull();
    const chains = within(menu).getByRole('button', { name: 'Разделы: Цепи' });
    expect(chains).toHaveAttribute('aria-expanded', 'false');
    await user.click(chains);
    expect(chains).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('link', { name: 'Бисмарк' })).toHaveAttribute(
      'href',
      '/catalog/cepi/?filters=list_4_40',
    );
    expect(within(menu).getByRole('link', { name: 'Все цепи' })).toHaveAttribute(
      'href',
      '/catalog/cepi/',
    );
    // one section open at a time; every section has its button, plain categories none
    await user.click(within(menu).getByRole('button', { name: 'Разделы: Драгоценные камни' }));
    expect(within(menu).queryByRole('link', { name: 'Бисмарк' })).toBeNull();
    expect(within(menu).getByRole('link', { name: 'Все камни' })).toBeVisible();
    const buttons = within(menu)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(buttons.filter((name) => name?.startsWith('Разделы:'))).toEqual([
      'Разделы: Кольца',
      'Разделы: Серьги',
      'Разделы: Подвески',
      'Разделы: Цепи',
      'Разделы: Драгоценные камни',
    ]);
  });

  it('has the burger links, the gold bars and the support phone', () => {
    useUiStore.setState({ mobileMenu: 'burger' });
    renderMenus();
    const menu = screen.getByRole('region', { name: 'Меню' });
    for (const [name, href] of [
      ['Каталог', '/catalog/'],
      ['Коллекции', '/collections/'],
      ['Прямой эфир', '/online/'],
      ['Магазины', '/addresses/'],
      ['Доставка', '/delivery/'],
      ['Оплата', '/oplata/'],
      ['Блог', '/blog/'],
      ['Вакансии', '/vacancies/'],
    ] as const) {
      expect(within(menu).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(menu).getByRole('link', { name: 'Слитки' })).toHaveAttribute('target', '_blank');
    expect(within(menu).getByRole('link', { name: settings.supportPhone })).toHaveAttribute(
      'href',
      'tel:88005507585',
    );
  });

  it('closes with Escape and with «Закрыть», and on a link click', async () => {
    const user = userEvent.setup();
    useUiStore.setState({ mobileMenu: 'burger' });
    renderMenus();
    expect(screen.getByRole('button', { name: 'Закрыть' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(useUiStore.getState().mobileMenu).toBeNull();
    act(() => useUiStore.getState().toggleMobileMenu('catalog'));
    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
