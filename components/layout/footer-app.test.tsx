import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { SettingsProvider } from '@/lib/platform/settings-context';
import { TEST_SETTINGS } from '@/tests/test-utils';

import { Footer } from './footer';

vi.mock('next/navigation', () => ({ usePathname: () => '/' }));

describe('Footer, native-app variant', () => {
  it('is compact: support phone and the key links, no site columns or badges', () => {
    render(
      <SettingsProvider value={TEST_SETTINGS}>
        <Footer
          supportPhone="8 800 550-75-85"
          messengerUrl="https://t.me/x"
          year={2026}
          variant="app"
        />
      </SettingsProvider>,
    );
    const footer = screen.getByRole('contentinfo');
    const nav = within(footer).getByRole('navigation', { name: 'Помощь покупателям' });
    for (const name of ['Доставка', 'Оплата', 'Гарантия и возврат', 'Контакты']) {
      expect(within(nav).getByRole('link', { name })).toBeVisible();
    }
    expect(within(footer).getByRole('link', { name: /8 800 550-75-85/ })).toHaveAttribute(
      'href',
      'tel:88005507585',
    );
    expect(screen.queryByRole('navigation', { name: 'Информация' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(within(footer).queryByRole('img')).not.toBeInTheDocument();
  });
});
