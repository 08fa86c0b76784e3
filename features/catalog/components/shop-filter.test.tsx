import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { SettingsProvider } from '@/lib/platform/settings-context';
import { CATALOG_DEFAULTS, parseCatalogQuery } from '@/lib/shop/catalog-query';
import { TEST_SETTINGS } from '@/tests/test-utils';

import { writeRememberedShop } from '../utils/remembered-shop';

import { ActiveFilters } from './active-filters';
import { FiltersPanel } from './filters-panel';
import { ListingToolbar } from './listing-toolbar';
import { MobileFilters } from './mobile-filters';

const push = vi.fn();
vi.mock('next/navigation', () => ({
  useRouter: () => ({ push }),
  usePathname: () => '/catalog/kolca/',
}));

afterEach(() => {
  window.localStorage.clear();
  push.mockReset();
});

const shops = [
  { id: 1, name: 'Тверская' },
  { id: 5, name: 'Маросейка' },
  { id: 9, name: 'Авиапарк' },
];
const facets = { feature: [], size: [{ value: '17', count: 3 }] };

const panel = (search: string, mode: 'instant' | 'deferred' = 'instant') => (
  <SettingsProvider value={TEST_SETTINGS}>
    <FiltersPanel
      basePath="/catalog/kolca/"
      query={parseCatalogQuery(new URLSearchParams(search))}
      defaults={CATALOG_DEFAULTS}
      facets={facets}
      mode={mode}
      shops={shops}
    />
  </SettingsProvider>
);

const controls = () => {
  const group = screen.getByRole('group', { name: 'Наличие' });
  return {
    box: within(group).getByRole('checkbox', { name: 'В наличии в магазине' }),
    select: within(group).getByRole('combobox', { name: 'Магазин' }),
  };
};

describe('«В наличии в магазине» in the filters', () => {
  it('offers the shops; picking one applies `shop` in the URL and remembers it here', async () => {
    render(panel('filters=size_17&sort=new&page=3'));
    const { box, select } = controls();
    expect(box).not.toBeChecked();
    expect(box).toBeDisabled();
    expect(select).toHaveValue('');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Выберите магазин', 'Тверская', 'Маросейка', 'Авиапарк']);
    await userEvent.selectOptions(select, 'Маросейка');
    expect(push).toHaveBeenCalledWith('/catalog/kolca/?filters=size_17&shop=5&sort=new', {
      scroll: false,
    });
    expect(window.localStorage.getItem('myShop')).toBe('5');
  });

  it('pre-fills the remembered shop without applying it; the box applies it', async () => {
    window.localStorage.setItem('myShop', '9');
    render(panel(''));
    const { box, select } = controls();
    expect(select).toHaveValue('9');
    expect(box).not.toBeChecked();
    expect(push).not.toHaveBeenCalled();
    await userEvent.click(box);
    expect(push).toHaveBeenCalledWith('/catalog/kolca/?shop=9', { scroll: false });
  });

  it('follows a shop remembered in another tab or later on this page', () => {
    render(panel(''));
    expect(controls().select).toHaveValue('');
    act(() => writeRememberedShop(1));
    expect(controls().select).toHaveValue('1');
    expect(controls().box).toBeEnabled();
  });

  it('ignores a remembered shop the listing does not offer (closed) or a broken value', () => {
    window.localStorage.setItem('myShop', '18');
    const { unmount } = render(panel(''));
    expect(controls().select).toHaveValue('');
    unmount();
    window.localStorage.setItem('myShop', 'Тверская');
    render(panel(''));
    expect(controls().select).toHaveValue('');
  });

  it('shows the URL’s shop over the remembered one; the box turns the filter off', async () => {
    window.localStorage.setItem('myShop', '9');
    render(panel('filters=size_17&shop=5'));
    const { box, select } = controls();
    expect(box).toBeChecked();
    expect(select).toHaveValue('5');
    await userEvent.click(box);
    expect(push).toHaveBeenCalledWith('/catalog/kolca/?filters=size_17', { scroll: false });
    // turning the filter off keeps what this device remembers
    expect(window.localStorage.getItem('myShop')).toBe('9');
  });

  it('in the phone modal waits for «Показать»; «Сбросить» clears the shop too', async () => {
    render(panel('', 'deferred'));
    await userEvent.selectOptions(controls().select, 'Тверская');
    expect(controls().box).toBeChecked();
    expect(push).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Показать' }));
    expect(push).toHaveBeenCalledWith('/catalog/kolca/?shop=1', { scroll: false });
    push.mockReset();
    await userEvent.click(screen.getByRole('link', { name: 'Сбросить' }));
    await userEvent.click(screen.getByRole('button', { name: 'Показать' }));
    expect(push).toHaveBeenCalledWith('/catalog/kolca/', { scroll: false });
  });

  it('is a `shop` field of the no-JS GET form', () => {
    render(panel('shop=5'));
    expect(controls().select).toHaveAttribute('name', 'shop');
    expect(screen.getByRole('form', { name: 'Фильтры' }).querySelector('select[name="shop"]')).toBe(
      controls().select,
    );
  });

  it('is not offered without shops', () => {
    render(
      <SettingsProvider value={TEST_SETTINGS}>
        <FiltersPanel
          basePath="/catalog/kolca/"
          query={parseCatalogQuery(new URLSearchParams('shop=5'))}
          defaults={CATALOG_DEFAULTS}
          facets={facets}
          mode="instant"
        />
      </SettingsProvider>,
    );
    expect(screen.queryByRole('group', { name: 'Наличие' })).not.toBeInTheDocument();
  });

  it('the server HTML knows no remembered shop, and hydration adds it without a mismatch', async () => {
    window.localStorage.setItem('myShop', '5');
    const html = renderToString(panel(''));
    expect(html).not.toMatch(/<option[^>]*selected=""[^>]*value="5"|value="5"[^>]*selected=""/);
    expect(html).toContain('Выберите магазин');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const onRecoverableError = vi.fn();
    const root = await act(async () => hydrateRoot(container, panel(''), { onRecoverableError }));
    await waitFor(() => expect(controls().select).toHaveValue('5'));
    expect(onRecoverableError).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});

describe('the active shop filter elsewhere in the listing', () => {
  const listing = (
    search: string,
    node: (query: ReturnType<typeof parseCatalogQuery>) => ReactNode,
  ) =>
    render(
      <SettingsProvider value={TEST_SETTINGS}>
        {node(parseCatalogQuery(new URLSearchParams(search)))}
      </SettingsProvider>,
    );

  it('is a chip naming the shop, a link that removes it; «Сбросить фильтры» too', () => {
    listing('filters=size_17&shop=5&sort=new', (query) => (
      <ActiveFilters
        basePath="/catalog/kolca/"
        query={query}
        defaults={CATALOG_DEFAULTS}
        facets={facets}
        shops={shops}
      />
    ));
    const chips = screen.getByRole('list', { name: 'Выбранные фильтры' });
    // next/link drops the trailing slash in tests (next.config's trailingSlash is not loaded)
    const href = (link: HTMLElement) => link.getAttribute('href')?.replace(/kolca\?/, 'kolca/?');
    const chip = within(chips).getByRole('link', {
      name: 'Убрать фильтр: В наличии в магазине «Маросейка»',
    });
    expect(href(chip)).toBe('/catalog/kolca/?filters=size_17&sort=new');
    const size = within(chips).getByRole('link', { name: 'Убрать фильтр: Размер 17' });
    expect(href(size)).toBe('/catalog/kolca/?shop=5&sort=new');
    expect(href(screen.getByRole('link', { name: 'Сбросить фильтры' }))).toBe(
      '/catalog/kolca/?sort=new',
    );
  });

  it('a shop the listing does not know still gets a chip to remove it', () => {
    listing('shop=77', (query) => (
      <ActiveFilters basePath="/catalog/" query={query} defaults={CATALOG_DEFAULTS} facets={null} />
    ));
    const chip = screen.getByRole('link', { name: 'Убрать фильтр: В наличии в магазине' });
    expect(chip).toHaveAttribute('href', '/catalog/');
  });

  it('counts on the phone «Фильтры» button and rides along with sort and page size', () => {
    listing('filters=size_17&shop=5', (query) => (
      <>
        <MobileFilters
          basePath="/catalog/"
          query={query}
          defaults={CATALOG_DEFAULTS}
          facets={facets}
        />
        <ListingToolbar basePath="/catalog/" query={query} defaults={CATALOG_DEFAULTS} />
      </>
    ));
    expect(screen.getByRole('button', { name: /^Фильтры, выбрано:\s?2$/ })).toBeInTheDocument();
    const toolbar = screen.getByRole('combobox', { name: 'Сортировка' }).closest('form');
    expect(toolbar?.querySelector('input[type="hidden"][name="shop"]')).toHaveValue('5');
  });
});
