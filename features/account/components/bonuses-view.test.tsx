import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { browserClient } from '@/lib/platform/api/browser';
import { ApiError } from '@/lib/platform/api/errors';
import { notify } from '@/lib/platform/toast';

import { renderAccount } from '../testing/render-account';

import { BONUSES_UNAVAILABLE, BonusesView } from './bonuses-view';

vi.mock('@/lib/platform/api/browser', () => ({ browserClient: vi.fn() }));
vi.mock('@/lib/platform/toast', () => ({
  notify: { success: vi.fn(), info: vi.fn(), warning: vi.fn(), error: vi.fn() },
}));

const http = { get: vi.fn() };
const state = {
  level: 'Серебряный',
  sum_bonuses: 1250,
  percent_bonuses: 5,
  percent_pay: 30,
  totalSum: 45000,
};
const history = [
  {
    date: '2026-03-10T09:00:00Z',
    date_end: '2027-03-10T09:00:00Z',
    amount: 650,
    description: 'Начисление за заказ Z-1',
    orderNumber: 'Z-1',
  },
  {
    date: '2026-02-01T09:00:00Z',
    date_end: '2027-02-01T09:00:00Z',
    amount: -300,
    description: 'Оплата бонусами',
    orderNumber: null,
  },
];

beforeEach(() => {
  vi.mocked(browserClient).mockReturnValue(http as unknown as ReturnType<typeof browserClient>);
  http.get.mockImplementation((url: string) =>
    Promise.resolve({ data: url === '/bonus-state' ? { state } : { history } }),
  );
});

afterEach(() => vi.restoreAllMocks());

describe('BonusesView', () => {
  it('shows the level, balance, percents and operations with «+» and the expiry', async () => {
    renderAccount(<BonusesView />);
    expect(await screen.findByText('Серебряный')).toBeInTheDocument();
    expect(screen.getByText(/1\s250 бонусов/)).toBeInTheDocument();
    expect(screen.getByText('5% от суммы заказа')).toBeInTheDocument();
    expect(screen.getByText('до 30% от суммы заказа')).toBeInTheDocument();

    const operations = within(await screen.findByRole('list', { name: 'Операции с бонусами' }));
    const [accrual, spending] = operations.getAllByRole('listitem');
    expect(within(accrual!).getByText('+650')).toBeInTheDocument();
    expect(within(accrual!).getByText('Сгорят 10.03.2027')).toBeInTheDocument();
    expect(within(spending!).getByText('−300')).toBeInTheDocument();
    expect(within(spending!).queryByText(/Сгорят/)).not.toBeInTheDocument();
  });

  it('only logs a failure and shows a quiet message', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    http.get.mockRejectedValue(new ApiError({ status: 500, message: 'Ошибка сервера' }));
    renderAccount(<BonusesView />);
    expect(await screen.findAllByText(BONUSES_UNAVAILABLE)).toHaveLength(2);
    expect(log).toHaveBeenCalled();
    expect(notify.error).not.toHaveBeenCalled();
  });
});
