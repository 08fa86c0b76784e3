import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { ProductListResponse } from '@/lib/platform/api/contracts/catalog';
import { SettingsProvider } from '@/lib/platform/settings-context';
import { CATALOG_DEFAULTS, parseCatalogQuery } from '@/lib/shop/catalog-query';
import { TEST_SETTINGS } from '@/tests/test-utils';

import { ActiveFilters } from './active-filters';
import { FiltersPanel } from './filters-panel';

const push = vi.fn();
vi.mock('next/navigation', () => ({
  useRouter: () => ({ push }),
  usePathname: () => '/catalog/kolca/',
}));

const facets: ProductListResponse['filters'] = {
  feature: [
    {
      id: 1,
      code: 'metal',
      name: 'Металл и проба',
      values: [
        { id: 101, name: 'Золото 585', count: 345 },
        { id: 105, name: 'Серебро 925', count: 141 },
      ],
    },
    { id: 2, code: 'insert', name: 'Вставка', values: [{ id: 201, name: 'Бриллиант', count: 9 }] },
  ],
  size: [
    { value: '17', count: 3 },
    { value: '17.5', count: 2 },
  ],
};

const wrap = (node: ReactNode) => <SettingsProvider value={TEST_SETTINGS}>{node}</SettingsProvider>;

function renderPanel(search: string, mode: 'instant' | 'deferred' = 'instant') {
  const query = parseCatalogQuery(new URLSearchParams(search));
  render(
    wrap(
      <FiltersPanel
        basePath="/catalog/kolca/"
        query={query}
        defaults={CATALOG_DEFAULTS}
        facets={facets}
        mode={mode}
      />,
    ),
  );
  return screen.getByRole('form', { name: 'Фильтры' });
}

beforeEach(() => push.mockReset());

describe('FiltersPanel', () => {
  it('names the groups with the words of ui-copy and labels every control', () => {
    const form = renderPanel('');
    for (const legend of ['Металл', 'Вставка', 'Цена', 'Размер']) {
      expect(within(form).getByRole('group', { name: legend })).toBeInTheDocument();
    }
    expect(within(form).getByRole('checkbox', { name: 'Серебро 925' })).not.toBeChecked();
    expect(within(form).getByRole('checkbox', { name: '17.5' })).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: 'до 5 000 ₽' })).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: 'от 50 000 ₽' })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Цена от' })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Цена до' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Показать' })).toHaveAttribute(
      'type',
      'submit',
    );
  });

  it('works as a GET form without JavaScript: each control submits its own filters group', () => {
    const form = renderPanel('sort=new&filter[search]=кольцо');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/catalog/kolca/');
    expect(within(form).getByRole('checkbox', { name: 'Серебро 925' })).toHaveAttribute(
      'value',
      'list_1_105',
    );
    expect(form.querySelector('input[type=hidden][name=sort]')).toHaveValue('new');
    expect(form.querySelector('input[type=hidden][name="filter[search]"]')).toHaveValue('кольцо');
  });

  it('names each value by its label, without its count, and links none of them', () => {
    const form = renderPanel('filters=list_1_105&page=3');
    expect(within(form).getByRole('checkbox', { name: 'Золото 585' })).toHaveAttribute(
      'value',
      'list_1_101',
    );
    expect(within(form).getByRole('checkbox', { name: '17' })).toHaveAttribute('value', 'size_17');
    // crawlers are not sent into filtered listings (noindex); «Сбросить» is the one link
    expect([...form.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['Сбросить']);
  });

  it('clears a price band pressed a second time', async () => {
    const form = renderPanel('filters=numeric_price_5000,10000&sort=new');
    const band = within(form).getByRole('radio', { name: '5 000 – 10 000 ₽' });
    expect(band).toBeChecked();
    await userEvent.click(band);
    expect(push).toHaveBeenCalledWith('/catalog/kolca/?sort=new', { scroll: false });
  });

  it('applies a checkbox at once in the sidebar, back on page 1 (spec 4)', async () => {
    const form = renderPanel('filters=list_1_105&page=3&sort=new');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Бриллиант' }));
    expect(push).toHaveBeenCalledWith('/catalog/kolca/?filters=list_1_105;list_2_201&sort=new', {
      scroll: false,
    });
  });

  it('waits for «Показать» in the modal, and «Сбросить» clears the draft', async () => {
    const form = renderPanel('filters=list_1_105', 'deferred');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Золото 585' }));
    expect(push).not.toHaveBeenCalled();
    expect(within(form).getByRole('checkbox', { name: 'Золото 585' })).toBeChecked();
    await userEvent.click(within(form).getByRole('link', { name: 'Сбросить' }));
    expect(within(form).getByRole('checkbox', { name: 'Серебро 925' })).not.toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Золото 585' })).not.toBeChecked();
    await userEvent.click(within(form).getByRole('radio', { name: '5 000 – 10 000 ₽' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Показать' }));
    expect(push).toHaveBeenCalledWith('/catalog/kolca/?filters=numeric_price_5000,10000', {
      scroll: false,
    });
  });

  it('applies typed price bounds on submit', async () => {
    const form = renderPanel('');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Цена от' }), '3000');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Цена до' }), '7000{Enter}');
    expect(push).toHaveBeenLastCalledWith('/catalog/kolca/?filters=numeric_price_3000,7000', {
      scroll: false,
    });
  });

  it('«Сбросить» in the sidebar goes to the unfiltered list and keeps the search', async () => {
    const form = renderPanel('filters=list_1_105&filter[search]=кольцо');
    const reset = within(form).getByRole('link', { name: 'Сбросить' });
    expect(reset.getAttribute('href')).toMatch(/^\/catalog\/kolca\/\?filter\[search\]=/);
    await userEvent.click(reset);
    expect(push).toHaveBeenCalledWith(reset.getAttribute('href'), { scroll: false });
  });
});

describe('ActiveFilters', () => {
  it('shows each chosen filter as a removable chip, and «Сбросить фильтры»', () => {
    const query = parseCatalogQuery(
      new URLSearchParams('filters=list_1_101,105;numeric_price_,5000;size_17&sort=new'),
    );
    render(
      wrap(
        <ActiveFilters
          basePath="/catalog/kolca/"
          query={query}
          defaults={CATALOG_DEFAULTS}
          facets={facets}
        />,
      ),
    );
    const chips = screen.getByRole('list', { name: 'Выбранные фильтры' });
    // next/link drops the trailing slash in tests (next.config's trailingSlash is not loaded)
    const href = (name: string | RegExp) =>
      within(chips)
        .getByRole('link', { name })
        .getAttribute('href')
        ?.replace(/kolca\?/, 'kolca/?');
    expect(href('Убрать фильтр: Серебро 925')).toBe(
      '/catalog/kolca/?filters=list_1_101;numeric_price_,5000;size_17&sort=new',
    );
    expect(href(/^Убрать фильтр: Цена: до 5\s000\s₽$/)).toMatch(/filters=list_1_101,105;size_17&/);
    expect(href('Убрать фильтр: Размер 17')).toBe(
      '/catalog/kolca/?filters=list_1_101,105;numeric_price_,5000&sort=new',
    );
    expect(screen.getByRole('link', { name: 'Сбросить фильтры' }).getAttribute('href')).toMatch(
      /^\/catalog\/kolca\/?\?sort=new$/,
    );
  });

  it('renders nothing without filters', () => {
    const { container } = render(
      wrap(
        <ActiveFilters
          basePath="/catalog/"
          query={parseCatalogQuery({})}
          defaults={CATALOG_DEFAULTS}
          facets={null}
        />,
      ),
    );
    expect(container).toBeEmptyDOMElement();
  });
});
