'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';

import { browserClient } from '@/lib/platform/api/browser';
import { parseContract } from '@/lib/platform/api/client';
import {
  refundResponseSchema,
  type RefundBody,
  type RefundRequest,
} from '@/lib/platform/api/contracts/account';
import { passOnSessionFailure } from '@/lib/platform/api/session-failure';

import { accountKeys } from './account-keys';

/** POST /main/supports/order-refund → 201 with the request. Silent: the form shows 422 inline. */
export async function createRefund(body: RefundBody): Promise<RefundRequest> {
  const response = await browserClient('main')
    .post('/supports/order-refund', body, { silent: true })
    .catch(passOnSessionFailure);
  return parseContract(refundResponseSchema, response.data, '/main/supports/order-refund').data;
}

export function useCreateRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRefund,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.refunds() }),
  });
}
