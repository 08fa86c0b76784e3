'use client';

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { browserClient } from '@/lib/platform/api/browser';
import { parseContract } from '@/lib/platform/api/client';
import {
  coreOrdersResponseSchema,
  type CoreOrdersResponse,
} from '@/lib/platform/api/contracts/core';
import { passOnSessionFailure } from '@/lib/platform/api/session-failure';

import { accountKeys } from './account-keys';

/** GET /core/orders?page= : the customer's orders, newest first, 10 per page. */
export async function getAccountOrders(page: number): Promise<CoreOrdersResponse> {
  const response = await browserClient('core')
    .get('/orders', { params: { page }, silent: true })
    .catch(passOnSessionFailure);
  return parseContract(coreOrdersResponseSchema, response.data, '/core/orders');
}

/**
 * Spec 8: the list is asked for twice before the page says «Не удалось получить заказы после
 * нескольких попыток» — the HTTP layer's one retry (lib/platform/api/client.ts); a retry here on top would
 * keep a shopper waiting twice the read's deadline under a slow back end.
 */
export const getAccountOrdersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: accountKeys.orders(page),
    queryFn: () => getAccountOrders(page),
    retry: false,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useAccountOrders(page: number) {
  return useQuery(getAccountOrdersQueryOptions(page));
}
