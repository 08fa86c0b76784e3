import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { browserClient } from '@/lib/platform/api/browser';
import type { Reservation } from '@/lib/platform/api/contracts/reservations';

import { renderAccount } from '../testing/render-account';

import { ReservationsList } from './reservations-list';

vi.mock('@/lib/platform/api/browser', () => ({ browserClient: vi.fn() }));

const http = { get: vi.fn() };

const reservation = (uuid: string, status: Reservation['status']): Reservation => ({
  uuid,
  status,
  shop: { id: 2, name: 'Белая', address: 'Москва, улица 2', phone: '+7 (495) 000-00-00' },
  product: {
    uuid: 'p-1',
    offerUuid: 'o-17',
    name: `Кольцо ${uuid}`,
    slug: 'kolco',
    sku: 'R-1',
    size: '17',
    price: 12990,
  },
  customer: { name: 'Анна', phone: '+7 (900) 000-00-01' },
  createdAt: '2026-03-10T09:00:00.000Z',
  readyAt: '2026-03-10T11:00:00.000Z',
  holdUntil: '2026-03-13T09:00:00.000Z',
  cancelledAt: null,
  accessToken: 'tok',
});

beforeEach(() => {
  vi.mocked(browserClient).mockReturnValue(http as unknown as ReturnType<typeof browserClient>);
});
afterEach(() => vi.clearAllMocks());

describe('reservations in «Мои заказы»', () => {
  it('lists the active ones, each marked «Бронь» and linking to its page', async () => {
    http.get.mockResolvedValueOnce({
      data: { items: [reservation('a', 'active'), reservation('b', 'cancelled')] },
    });
    renderAccount(<ReservationsList />);
    const list = await screen.findByRole('list', { name: 'Брони' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(within(items[0]!).getByText('Бронь')).toBeVisible();
    expect(within(items[0]!).getByRole('link', { name: 'Кольцо a, размер 17' })).toHaveAttribute(
      'href',
      '/reservation/a/',
    );
    expect(items[0]).toHaveTextContent('Забронировано до 13.03.2026 12:00');
    expect(http.get).toHaveBeenCalledWith('/api/reservation/list', { silent: true });
  });
});
