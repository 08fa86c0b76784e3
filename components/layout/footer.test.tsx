import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { SettingsProvider } from '@/lib/platform/settings-context';
import { TEST_SETTINGS } from '@/tests/test-utils';

import { Footer } from './footer';

vi.mock('next/navigation', () => ({ usePathname: () => '/' }));

const settings = TEST_SETTINGS;

const LINKS = [
  ['О компании', '/about/'],
  ['Контакты', '/contacts/'],
  ['Магазины', '/addresses/'],
  ['Вакансии', '/vacancies/'],
  ['Блог', '/blog/'],
  ['Вопросы и ответы', '/faq/'],
  ['Гарантия и возврат', '/guarantee/'],
  ['Доставка', '/delivery/'],
  ['Самовывоз', '/samovyvoz/'],
  ['Оплата', '/oplata/'],
  ['Правила продажи (оферта)', '/sale_rules/'],
  ['Политика обработки персональных данных', '/policy/'],
] as const;

const NEWSLETTER = (
  <form aria-label="Подписка на рассылку">
    <button type="submit">Подписаться</button>
  </form>
);

function renderFooter(
  bottomOnly?: boolean,
  extra: { newsletter?: ReactNode; variant?: 'site' | 'app' } = {},
) {
  render(
    <SettingsProvider value={settings}>
      <Footer
        supportPhone={settings.supportPhone}
        messengerUrl={settings.messengerUrl}
        year={2031}
        bottomOnly={bottomOnly}
        {...extra}
      />
    </SettingsProvider>,
  );
  return screen.getByRole('contentinfo');
}

describe('Footer', () => {
  it('has every information link', () => {
    const footer = renderFooter();
    const nav = within(footer).getByRole('navigation', { name: 'Информация' });
    expect(within(nav).getAllByRole('link')).toHaveLength(LINKS.length);
    for (const [name, href] of LINKS) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('carries the support phone, the messenger and the given year', () => {
    const footer = renderFooter();
    expect(within(footer).getByRole('link', { name: '8 800 550-75-85' })).toHaveAttribute(
      'href',
      'tel:88005507585',
    );
    const messenger = within(footer).getByRole('link', { name: 'Написать в мессенджер' });
    expect(messenger).toHaveAttribute('href', settings.messengerUrl);
    expect(messenger).toHaveAttribute('target', '_blank');
    expect(messenger).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(footer).toHaveTextContent('© 2031');
  });

  it('renders only the bottom panel when bottomOnly', () => {
    const footer = renderFooter(true);
    expect(within(footer).queryByRole('navigation')).not.toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: '8 800 550-75-85' })).toBeInTheDocument();
    expect(footer).toHaveTextContent('© 2031');
  });

  it('shows the newsletter slot above the link columns of the site footer', () => {
    const footer = renderFooter(false, { newsletter: NEWSLETTER });
    const form = within(footer).getByRole('form', { name: 'Подписка на рассылку' });
    const nav = within(footer).getByRole('navigation', { name: 'Информация' });
    expect(form.compareDocumentPosition(nav) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('leaves the newsletter out of the slim footer', () => {
    renderFooter(true, { newsletter: NEWSLETTER });
    expect(screen.queryByRole('form', { name: 'Подписка на рассылку' })).not.toBeInTheDocument();
  });

  it('leaves the newsletter out of the native-app footer', () => {
    renderFooter(false, { newsletter: NEWSLETTER, variant: 'app' });
    expect(screen.queryByRole('form', { name: 'Подписка на рассылку' })).not.toBeInTheDocument();
  });

  it('renders no newsletter wrapper without a form', () => {
    const footer = renderFooter();
    expect(within(footer).queryByRole('form')).not.toBeInTheDocument();
  });
});
