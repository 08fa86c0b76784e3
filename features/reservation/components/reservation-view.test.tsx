import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { browserClient } from '@/lib/platform/api/browser';
import { ApiError } from '@/lib/platform/api/errors';
import { SettingsProvider } from '@/lib/platform/settings-context';

import { makeReservation } from '../testing/reservation-fakes';

import { ReservationView } from './reservation-view';

vi.mock('@/lib/platform/api/browser', () => ({ browserClient: vi.fn() }));

const http = { get: vi.fn(), post: vi.fn() };

beforeEach(() => {
  vi.mocked(browserClient).mockReturnValue(http as unknown as ReturnType<typeof browserClient>);
  window.history.replaceState(null, '', '/reservation/res-1/?token=tok_abc');
});
afterEach(() => {
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe('the reservation’s page', () => {
  it('shows the reservation read with the token, and cancels it after a confirmation', async () => {
    http.get.mockResolvedValueOnce({ data: { reservation: makeReservation() } });
    const confirm = vi
      .spyOn(window, 'confirm')
      .mockReturnValueOnce(false)
      .mockReturnValueOnce(true);
    render(<ReservationView uuid="res-1" />);
    expect(await screen.findByText('Бронь действует')).toBeVisible();
    expect(http.get).toHaveBeenCalledWith('/api/reservation/res-1', {
      params: { token: 'tok_abc' },
      silent: true,
    });
    const page = screen.getByRole('region', { name: 'Бронь в магазине' });
    expect(page).toHaveTextContent('Забронировано до 13.03.2026 12:00');
    expect(page).toHaveTextContent('Белая');
    expect(page).toHaveTextContent('Москва, улица 2');
    expect(within(page).getByRole('link', { name: 'Кольцо из золота' })).toHaveAttribute(
      'href',
      '/product/kolco/',
    );
    expect(page).toHaveTextContent('размер 17');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Отменить бронь' }));
    expect(http.post).not.toHaveBeenCalled();
    http.post.mockResolvedValueOnce({
      data: {
        reservation: makeReservation({ status: 'cancelled', cancelledAt: '2026-03-10T10:00:00Z' }),
      },
    });
    await user.click(screen.getByRole('button', { name: 'Отменить бронь' }));
    expect(await screen.findByText('Бронь отменена')).toBeVisible();
    expect(http.post).toHaveBeenCalledWith('/api/reservation/res-1/cancel', undefined, {
      params: { token: 'tok_abc' },
      silent: true,
    });
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('button', { name: 'Отменить бронь' })).not.toBeInTheDocument();
    expect(page).not.toHaveTextContent('Забронировано до');
  });

  it('an unknown reservation, or somebody else’s, is the not-found view', async () => {
    window.history.replaceState(null, '', '/reservation/res-2/');
    http.get.mockRejectedValueOnce(
      new ApiError({ status: 404, message: 'Бронь не найдена', code: 'reservation_not_found' }),
    );
    render(
      <SettingsProvider
        value={{
          supportPhone: '8 800 550-75-85',
          messengerUrl: 'https://t.me/x',
          goldBarsUrl: 'https://slitki.example.ru/',
          fullReloadNavigation: true,
          apiTimeoutMs: 10000,
        }}
      >
        <ReservationView uuid="res-2" />
      </SettingsProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
    expect(http.get).toHaveBeenCalledWith('/api/reservation/res-2', { params: {}, silent: true });
  });
});
