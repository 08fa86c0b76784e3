import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { SettingsProvider } from '@/lib/platform/settings-context';
import { TEST_SETTINGS } from '@/tests/test-utils';

import { Breadcrumbs } from './breadcrumbs';

vi.mock('next/navigation', () => ({ usePathname: () => '/catalog/kolca/' }));

const settings = TEST_SETTINGS;

describe('Breadcrumbs', () => {
  it('links every item but the last, which is the current page', () => {
    render(
      <SettingsProvider value={settings}>
        <Breadcrumbs items={[{ label: 'Каталог', href: '/catalog/' }, { label: 'Кольца' }]} />
      </SettingsProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Хлебные крошки' });
    expect(within(nav).getAllByRole('listitem')).toHaveLength(2);
    expect(within(nav).getByRole('link', { name: 'Каталог' })).toHaveAttribute('href', '/catalog/');
    expect(within(nav).getByText('Кольца')).toHaveAttribute('aria-current', 'page');
  });
});
