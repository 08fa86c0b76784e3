import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { browserClient } from '@/lib/platform/api/browser';
import type { PaymentStatus } from '@/lib/platform/api/contracts/legacy-checkout';
import { ApiError } from '@/lib/platform/api/errors';
import type { PublicSettings } from '@/lib/platform/env';
import { SettingsProvider } from '@/lib/platform/settings-context';

import { PaymentResult } from './payment-result';

vi.mock('@/lib/platform/api/browser', () => ({ browserClient: vi.fn() }));
const search = { value: new URLSearchParams('orderId=order-1') };
vi.mock('next/navigation', () => ({ useSearchParams: () => search.value }));

const http = { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() };
const settings: PublicSettings = {
  supportPhone: '8 800 550-75-85',
  messengerUrl: 'https://t.me/support',
  goldBarsUrl: 'https://slitki.example.ru/',
  fullReloadNavigation: false,
  apiTimeoutMs: 10000,
};

const statusOf = (status: PaymentStatus['status']): PaymentStatus => ({
  order_id: 'order-1',
  number: 'Z-100042',
  status,
  payment_url: status === 'awaiting_payment' ? 'http://api.test/order/pay/order-1' : null,
});
const apiError = (status: number | null) =>
  new ApiError({ message: status === 404 ? 'Заказ не найден' : 'Ошибка сервера', status });

/** Answers of GET /get_status in turn (the last one repeats); the order itself is not found. */
let answers: (PaymentStatus | ApiError)[] = [];
const statusCalls = () => http.get.mock.calls.filter(([url]) => url === '/get_status').length;

function renderPage(props: { pollIntervalMs?: number; pollLimitMs?: number } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <SettingsProvider value={settings}>
      <QueryClientProvider client={client}>
        <PaymentResult pollIntervalMs={20} {...props} />
      </QueryClientProvider>
    </SettingsProvider>,
  );
}

beforeEach(() => {
  search.value = new URLSearchParams('orderId=order-1');
  answers = [];
  vi.mocked(browserClient).mockReturnValue(http as unknown as ReturnType<typeof browserClient>);
  http.get.mockImplementation((url: string, config?: { params?: Record<string, string> }) => {
    if (url === '/get_status') {
      expect(config?.params).toEqual({ all: '0', order_id: 'order-1' });
      const next = answers.length > 1 ? answers.shift()! : answers[0]!;
      return next instanceof ApiError ? Promise.reject(next) : Promise.resolve({ data: next });
    }
    return Promise.reject(apiError(404));
  });
});

afterEach(() => {
  vi.clearAllMocks();
});

describe('PaymentResult (/payment/)', () => {
  it('polls /get_status while the payment is pending and shows «оплачен» once paid', async () => {
    answers = [statusOf('awaiting_payment'), statusOf('awaiting_payment'), statusOf('paid')];
    renderPage();
    expect(await screen.findByText('Заказ № Z-100042 ожидает оплаты')).toBeInTheDocument();
    const pay = screen.getByRole('link', { name: 'Оплатить заказ' });
    expect(pay.getAttribute('href')).toMatch(
      /^http:\/\/api\.test\/order\/pay\/order-1\?returnUrl=/,
    );
    const heading = await screen.findByRole('heading', { name: 'Заказ № Z-100042 оплачен' });
    expect(heading.closest('[aria-live="polite"]')).not.toBeNull();
    const calls = statusCalls();
    expect(calls).toBe(3);
    // paid is final: no more requests
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(statusCalls()).toBe(calls);
    expect(screen.queryByRole('link', { name: 'Оплатить заказ' })).not.toBeInTheDocument();
  });

  it('a cancelled payment is final too', async () => {
    answers = [statusOf('cancelled')];
    renderPage();
    expect(await screen.findByText('Оплата заказа № Z-100042 отменена')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(statusCalls()).toBe(1);
  });

  it('an unknown order (404) is «не нашли»; a 500 is a failed check with the phone and «Повторить»', async () => {
    answers = [apiError(404)];
    const { unmount } = renderPage();
    expect(await screen.findByText(/Мы не нашли этот заказ/)).toBeInTheDocument();
    unmount();

    answers = [apiError(500), statusOf('paid')];
    renderPage();
    expect(await screen.findByText('Не удалось проверить оплату')).toBeInTheDocument();
    expect(screen.queryByText(/Мы не нашли этот заказ/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '8 800 550-75-85' })).toHaveAttribute(
      'href',
      'tel:88005507585',
    );
    await new Promise((resolve) => setTimeout(resolve, 80));
    // the 404 page asked once, the failed check once and did not poll after it
    expect(statusCalls()).toBe(2);
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(
      await screen.findByRole('heading', { name: 'Заказ № Z-100042 оплачен' }),
    ).toBeInTheDocument();
  });

  it('a network failure (no answer) is a failed check as well', async () => {
    answers = [apiError(null)];
    renderPage();
    expect(await screen.findByText('Не удалось проверить оплату')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeEnabled();
  });

  it('stops at the time limit: «Статус оплаты обновится позже», then «Проверить ещё раз»', async () => {
    answers = [statusOf('awaiting_payment')];
    renderPage({ pollLimitMs: 120 });
    expect(await screen.findByText('Заказ № Z-100042 ожидает оплаты')).toBeInTheDocument();
    expect(await screen.findByText('Статус оплаты обновится позже')).toBeInTheDocument();
    const stopped = statusCalls();
    expect(stopped).toBeGreaterThan(2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(statusCalls()).toBe(stopped);

    answers = [statusOf('paid')];
    await userEvent.click(screen.getByRole('button', { name: 'Проверить ещё раз' }));
    expect(
      await screen.findByRole('heading', { name: 'Заказ № Z-100042 оплачен' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText('Статус оплаты обновится позже')).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: 'Проверить ещё раз' })).not.toBeInTheDocument();
  });

  it('no orderId in the address: not found without asking', async () => {
    search.value = new URLSearchParams('');
    renderPage();
    expect(screen.getByText(/Мы не нашли этот заказ/)).toBeInTheDocument();
    expect(statusCalls()).toBe(0);
  });
});
