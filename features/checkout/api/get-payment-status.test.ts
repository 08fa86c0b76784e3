import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { browserClient } from '@/lib/platform/api/browser';
import type { PaymentStatus } from '@/lib/platform/api/contracts/legacy-checkout';

import {
  getPaymentStatus,
  isPaymentPending,
  PAYMENT_POLL_INTERVAL_MS,
  paymentStatusKey,
  paymentStatusQuery,
} from './get-payment-status';

vi.mock('@/lib/platform/api/browser', () => ({ browserClient: vi.fn() }));
const http = { get: vi.fn() };

const awaiting: PaymentStatus = {
  order_id: 'order-1',
  number: 'Z-100001',
  status: 'awaiting_payment',
  payment_url: 'http://api.test/order/pay/order-1',
};

beforeEach(() => {
  vi.mocked(browserClient).mockReturnValue(http as unknown as ReturnType<typeof browserClient>);
});
afterEach(() => {
  vi.clearAllMocks();
});

/** The interval the options ask for after a query ended with this state. */
async function intervalAfter(answer: PaymentStatus | Error, polling = true) {
  if (answer instanceof Error) http.get.mockRejectedValue(answer);
  else http.get.mockResolvedValue({ data: answer });
  const client = new QueryClient();
  const options = paymentStatusQuery('order-1', { polling });
  await client.prefetchQuery(options);
  const query: unknown = client.getQueryCache().find({ queryKey: options.queryKey });
  const interval = options.refetchInterval;
  if (typeof interval !== 'function') throw new Error('refetchInterval is not a function');
  return interval(query as Parameters<typeof interval>[0]);
}

describe('getPaymentStatus', () => {
  it('asks the main API for /get_status?all=0&order_id= silently and checks the contract', async () => {
    http.get.mockResolvedValue({ data: awaiting });
    await expect(getPaymentStatus('order-1')).resolves.toEqual(awaiting);
    expect(browserClient).toHaveBeenCalledWith('main');
    expect(http.get).toHaveBeenCalledWith('/get_status', {
      params: { all: '0', order_id: 'order-1' },
      silent: true,
    });
    http.get.mockResolvedValue({ data: { ...awaiting, status: 'shipped' } });
    await expect(getPaymentStatus('order-1')).rejects.toThrow();
  });

  it('keys the status under the order', () => {
    expect(paymentStatusKey('order-1')).toEqual(['order', 'order-1', 'payment-status']);
  });
});

describe('paymentStatusQuery polling', () => {
  it('polls every 3 s while new or awaiting payment, stops once paid or cancelled', async () => {
    expect(isPaymentPending('new')).toBe(true);
    expect(await intervalAfter(awaiting)).toBe(PAYMENT_POLL_INTERVAL_MS);
    expect(await intervalAfter({ ...awaiting, status: 'new' })).toBe(3000);
    expect(await intervalAfter({ ...awaiting, status: 'paid', payment_url: null })).toBe(false);
    expect(await intervalAfter({ ...awaiting, status: 'cancelled', payment_url: null })).toBe(
      false,
    );
  });

  it('stops when the time is up or the check failed', async () => {
    expect(await intervalAfter(awaiting, false)).toBe(false);
    expect(await intervalAfter(new Error('down'))).toBe(false);
  });
});
