import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { SettingsProvider } from '@/lib/settings-context';
import { initialUiState, useUiStore } from '@/stores/ui-store';
import { TEST_SETTINGS } from '@/tests/test-utils';

import { MegaMenu } from './mega-menu';
import type { MenuCategory } from './menu-data';

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

describe('MegaMenu', () => {
  it('shows no heading over nothing: a section without subcategories is left out (issue 31)', () => {
    render(
      <SettingsProvider value={TEST_SETTINGS}>
        <MegaMenu id="mega" categories={CATEGORIES} />
      </SettingsProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Каталог украшений' });
    const headings = within(nav).getAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Главное',
      'Кольца',
      'Серьги',
      'Коллекции',
      'Цена',
    ]);
    // every heading has links under it
    for (const heading of headings) {
      const list = heading.parentElement!.querySelector('ul')!;
      expect(within(list).getAllByRole('link').length).toBeGreaterThan(0);
    }
    // the categories themselves stay one click away, in «Главное»
    const main = headings[0]!.parentElement!;
    expect(within(main).getByRole('link', { name: 'Цепи' })).toHaveAttribute(
      'href',
      '/catalog/cepi/',
    );
    expect(within(main).getByRole('link', { name: 'Драгоценные камни' })).toHaveAttribute(
      'href',
      '/catalog/dragocennye-kamni/',
    );
  });
});
