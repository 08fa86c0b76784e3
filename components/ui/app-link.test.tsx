import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { SettingsProvider } from '@/lib/platform/settings-context';
import { TEST_SETTINGS } from '@/tests/test-utils';

import { AppLink } from './app-link';

vi.mock('next/navigation', () => ({ usePathname: () => '/catalog/' }));

const settings = TEST_SETTINGS;

function renderLink(href: string, fullReloadNavigation: boolean) {
  render(
    <SettingsProvider value={{ ...settings, fullReloadNavigation }}>
      <AppLink href={href} className="x" aria-label="Ссылка">
        текст
      </AppLink>
    </SettingsProvider>,
  );
  return screen.getByRole('link', { name: 'Ссылка' });
}

describe('AppLink', () => {
  it('renders a plain anchor for another path when full-reload navigation is on', () => {
    const link = renderLink('/product/kolco/', true);
    expect(link).toHaveAttribute('href', '/product/kolco/');
    expect(link).toHaveClass('x');
  });

  // next/link keeps the trailing slash only when next.config sets trailingSlash (not in tests).
  it.each([
    ['/catalog/?page=2', true, /^\/catalog\/?\?page=2$/],
    ['/product/kolco/', false, /^\/product\/kolco\/?$/],
  ])('uses next/link for %s (full reload: %s)', (href, full, expected) => {
    const link = renderLink(href, full);
    expect(link.getAttribute('href')).toMatch(expected);
    expect(link).toHaveClass('x');
  });
});
