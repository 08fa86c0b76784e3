import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { SettingsProvider } from '@/lib/platform/settings-context';
import { TEST_SETTINGS } from '@/tests/test-utils';

import FavoritesPage from '../account/favorites/page';

vi.mock('next/navigation', () => ({ usePathname: () => '/account/favorites/' }));

describe('/account/favorites/', () => {
  it('has the account breadcrumbs: Главная › Личный кабинет › Избранное', () => {
    render(<SettingsProvider value={TEST_SETTINGS}>{FavoritesPage()}</SettingsProvider>);
    const crumbs = screen.getByRole('navigation', { name: 'Хлебные крошки' });
    expect(within(crumbs).getByRole('link', { name: 'Главная' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByRole('link', { name: 'Личный кабинет' })).toHaveAttribute(
      'href',
      '/account/',
    );
    expect(within(crumbs).getByText('Избранное')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Избранное' })).toBeInTheDocument();
  });
});
