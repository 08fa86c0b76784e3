import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { SettingsProvider } from '@/lib/platform/settings-context';
import { initialUiState, useUiStore } from '@/stores/ui-store';
import { TEST_SETTINGS } from '@/tests/test-utils';

import { MegaMenu } from './mega-menu';
import { menuSections, type MenuCategory } from './menu-data';

vi.mock('next/navigation', () => ({ usePathname: () => '/' }));

/** The catalogue as seeded: rings and earrings have subcategories, chains and gemstones none. */
const CATEGORIES: MenuCategory[] = [
  {
    name: 'Кольца',
    slug: 'kolca',
    children: [{ name: 'Обручальные кольца', slug: 'obruchalnye-kolca' }],
  },
  { name: 'Серьги', slug: 'sergi', children: [{ name: 'Пусеты', slug: 'pusety' }] },
  { name: 'Цепи', slug: 'cepi' },
  { name: 'Драгоценные камни', slug: 'dragocennye-kamni' },
];

beforeEach(() => useUiStore.setState({ ...initialUiState, megaMenuOpen: true }));

const renderMenu = (props: Partial<Parameters<typeof MegaMenu>[0]> = {}) =>
  render(
    <SettingsProvider value={TEST_SETTINGS}>
      <MegaMenu id="mega" categories={CATEGORIES} {...props} />
    </SettingsProvider>,
  );

const sectionOf = (title: string) => {
  const nav = screen.getByRole('navigation', { name: 'Каталог украшений' });
  return within(nav).getByRole('heading', { level: 2, name: title }).parentElement!;
};

describe('MegaMenu', () => {
  it('has every section of spec 2.4, each heading linking its category and links under it', () => {
    renderMenu();
    const nav = screen.getByRole('navigation', { name: 'Каталог украшений' });
    const headings = within(nav).getAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Главное',
      'Кольца',
      'Серьги',
      'Подвески',
      'Цепи',
      'Камни',
      'Коллекции',
      'Цена',
    ]);
    for (const heading of headings) {
      const list = heading.parentElement!.querySelector('ul')!;
      expect(within(list).getAllByRole('link').length).toBeGreaterThan(0);
    }
    expect(within(sectionOf('Цепи')).getByRole('link', { name: 'Цепи' })).toHaveAttribute(
      'href',
      '/catalog/cepi/',
    );
    expect(within(sectionOf('Цепи')).getByRole('link', { name: 'Все цепи' })).toHaveAttribute(
      'href',
      '/catalog/cepi/',
    );
    expect(within(sectionOf('Камни')).getByRole('link', { name: 'Все камни' })).toHaveAttribute(
      'href',
      '/catalog/dragocennye-kamni/',
    );
    // a category with subcategories lists them
    expect(
      within(sectionOf('Кольца')).getByRole('link', { name: 'Обручальные кольца' }),
    ).toHaveAttribute('href', '/catalog/kolca/obruchalnye-kolca/');
  });

  it('chains by weave and gemstones by stone, from the facet links the server made', () => {
    const sections = menuSections(CATEGORIES, {
      cepi: [{ label: 'Бисмарк', href: '/catalog/cepi/?filters=list_4_40' }],
      'dragocennye-kamni': [
        { label: 'Изумруд', href: '/catalog/dragocennye-kamni/?filters=list_2_7' },
      ],
      // a category with subcategories keeps them: facet links are for the others only
      kolca: [{ label: 'Не показывать', href: '/catalog/kolca/?filters=list_2_1' }],
    });
    renderMenu({ sections });
    const chains = within(sectionOf('Цепи')).getAllByRole('link');
    expect(chains.map((link) => link.textContent)).toEqual(['Цепи', 'Бисмарк', 'Все цепи']);
    expect(within(sectionOf('Камни')).getByRole('link', { name: 'Изумруд' })).toHaveAttribute(
      'href',
      '/catalog/dragocennye-kamni/?filters=list_2_7',
    );
    expect(within(sectionOf('Кольца')).queryByRole('link', { name: 'Не показывать' })).toBeNull();
  });
});
