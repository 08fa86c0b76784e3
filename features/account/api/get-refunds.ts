'use client';

import { queryOptions, useQuery } from '@tanstack/react-query';

import { browserClient } from '@/lib/platform/api/browser';
import { parseContract } from '@/lib/platform/api/client';
import {
  refundDataResponseSchema,
  type RefundDataResponse,
} from '@/lib/platform/api/contracts/account';
import { passOnSessionFailure } from '@/lib/platform/api/session-failure';

import { accountKeys } from './account-keys';

/** GET /main/supports/order-refund: the customer's refund requests, the reasons and contacts. */
export async function getRefundData(): Promise<RefundDataResponse> {
  const response = await browserClient('main')
    .get('/supports/order-refund', { silent: true })
    .catch(passOnSessionFailure);
  return parseContract(refundDataResponseSchema, response.data, '/main/supports/order-refund');
}

export const getRefundDataQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.refunds(), queryFn: getRefundData, staleTime: 0 });

export function useRefundData({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getRefundDataQueryOptions(), enabled });
}
