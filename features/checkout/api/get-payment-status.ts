'use client';

import { queryOptions } from '@tanstack/react-query';

import { browserClient } from '@/lib/platform/api/browser';
import { parseContract } from '@/lib/platform/api/client';
import {
  paymentStatusSchema,
  type PaymentStatus,
  type PaymentStatusQuery,
} from '@/lib/platform/api/contracts/legacy-checkout';

import { checkoutKeys } from './checkout-api';

/** Spec 2.1 /payment/: the page asks again every 3 s while the payment is not settled… */
export const PAYMENT_POLL_INTERVAL_MS = 3000;
/** …for about two minutes, then says the status will update later. */
export const PAYMENT_POLL_LIMIT_MS = 120_000;

/** Statuses that may still change on their own (the bank has not answered yet). */
export const isPaymentPending = (status: PaymentStatus['status'] | undefined): boolean =>
  status === 'new' || status === 'awaiting_payment';

const STATUS = '/get_status';
/** GET /main/get_status?all=0&order_id=: the payment state of an order (404: no such order). */
export async function getPaymentStatus(orderId: string): Promise<PaymentStatus> {
  const params: PaymentStatusQuery = { all: '0', order_id: orderId };
  const response = await browserClient('main').get(STATUS, { params, silent: true });
  return parseContract(paymentStatusSchema, response.data, STATUS);
}

export const paymentStatusKey = (orderId: string) =>
  [...checkoutKeys.order(orderId), 'payment-status'] as const;

type PollOptions = {
  /** False once the polling time is up: the page stops asking. */
  polling: boolean;
  intervalMs?: number;
};

/**
 * The status query of /payment/: refetched every `intervalMs` while the payment is pending and
 * `polling` holds; a failure stops it (the page offers «Повторить»). The HTTP client already
 * retries network failures and 5xx answers, so the query itself does not.
 */
export function paymentStatusQuery(orderId: string, { polling, intervalMs }: PollOptions) {
  return queryOptions({
    queryKey: paymentStatusKey(orderId),
    queryFn: () => getPaymentStatus(orderId),
    enabled: orderId !== '',
    retry: false,
    refetchOnWindowFocus: false,
    refetchInterval: (query) =>
      polling && query.state.status === 'success' && isPaymentPending(query.state.data?.status)
        ? (intervalMs ?? PAYMENT_POLL_INTERVAL_MS)
        : false,
  });
}
