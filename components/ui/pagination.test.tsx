import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { SettingsProvider } from '@/lib/platform/settings-context';
import { TEST_SETTINGS } from '@/tests/test-utils';

import { Pagination, pageWindow } from './pagination';

vi.mock('next/navigation', () => ({ usePathname: () => '/catalog/' }));

const hrefFor = (page: number) => (page > 1 ? `/catalog/?page=${page}` : '/catalog/');

function renderPagination(page: number, lastPage: number) {
  return render(
    <SettingsProvider value={TEST_SETTINGS}>
      <Pagination page={page} lastPage={lastPage} hrefFor={hrefFor} />
    </SettingsProvider>,
  );
}

describe('Pagination', () => {
  it('is a «Страницы» navigation of real links; page 1 is written without page', () => {
    renderPagination(3, 10);
    const nav = screen.getByRole('navigation', { name: 'Страницы' });
    // next/link drops the trailing slash in tests (next.config's trailingSlash is not loaded)
    expect(within(nav).getByRole('link', { name: 'Назад' }).getAttribute('href')).toMatch(
      /^\/catalog\/?\?page=2$/,
    );
    expect(within(nav).getByRole('link', { name: 'Вперёд' }).getAttribute('href')).toMatch(
      /^\/catalog\/?\?page=4$/,
    );
    expect(within(nav).getByRole('link', { name: 'Страница 1' }).getAttribute('href')).toMatch(
      /^\/catalog\/?$/,
    );
    expect(within(nav).getByLabelText('Страница 3')).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('link', { name: 'Страница 3' })).toBeNull();
  });

  it('has no «Назад» link on the first page and no «Вперёд» link on the last', () => {
    renderPagination(1, 2);
    expect(screen.queryByRole('link', { name: 'Назад' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Вперёд' }).getAttribute('href')).toMatch(
      /^\/catalog\/?\?page=2$/,
    );
  });

  it('renders nothing for a single page', () => {
    const { container } = renderPagination(1, 1);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the first, the last and two either side, with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(5, 10)).toEqual([1, null, 3, 4, 5, 6, 7, null, 10]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, null, 10]);
    expect(pageWindow(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });
});
