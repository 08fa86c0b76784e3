import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { SettingsProvider } from '@/lib/platform/settings-context';
import { TEST_SETTINGS } from '@/tests/test-utils';

import { ErrorCard } from './error-card';

const settings = TEST_SETTINGS;

const renderCard = (props: Parameters<typeof ErrorCard>[0] = {}) =>
  render(
    <SettingsProvider value={settings}>
      <ErrorCard {...props} />
    </SettingsProvider>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('ErrorCard', () => {
  it('shows the generic error text and the support phone', () => {
    renderCard({ message: 'Сервис недоступен' });
    expect(screen.getByRole('heading', { name: 'Произошла ошибка' })).toBeInTheDocument();
    expect(
      screen.getByText('Что-то пошло не так. Обновите страницу или повторите попытку позже.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Сервис недоступен')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '8 800 550-75-85' })).toHaveAttribute(
      'href',
      'tel:88005507585',
    );
  });

  it('calls onRetry on ПРОДОЛЖИТЬ', async () => {
    const onRetry = vi.fn();
    renderCard({ onRetry });
    await userEvent.setup().click(screen.getByRole('button', { name: 'ПРОДОЛЖИТЬ' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('reloads the page on ПРОДОЛЖИТЬ without onRetry', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderCard();
    await userEvent.setup().click(screen.getByRole('button', { name: 'ПРОДОЛЖИТЬ' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('shows the error code support finds the logs by, and no code line without one', () => {
    const { unmount } = renderCard({ code: '3f2a9c1e-req' });
    expect(screen.getByText('3f2a9c1e-req').closest('p')).toHaveTextContent(
      'Код ошибки: 3f2a9c1e-req',
    );
    unmount();
    renderCard({ code: null });
    expect(screen.queryByText(/Код ошибки/)).not.toBeInTheDocument();
  });
});
