'use client';

import { queryOptions, useQuery } from '@tanstack/react-query';

import { browserClient } from '@/lib/platform/api/browser';
import { parseContract } from '@/lib/platform/api/client';
import {
  reservationListResponseSchema,
  type ReservationListResponse,
} from '@/lib/platform/api/contracts/reservations';
import { passOnSessionFailure } from '@/lib/platform/api/session-failure';

import { accountKeys } from './account-keys';

const PATH = '/api/reservation/list';

/** GET /order/api/reservation/list: the signed-in customer's reservations, newest first. */
export async function getAccountReservations(): Promise<ReservationListResponse> {
  const response = await browserClient('order')
    .get(PATH, { silent: true })
    .catch(passOnSessionFailure);
  return parseContract(reservationListResponseSchema, response.data, PATH);
}

export const getAccountReservationsQueryOptions = () =>
  queryOptions({
    queryKey: [...accountKeys.all, 'reservations'] as const,
    queryFn: getAccountReservations,
    retry: false,
    staleTime: 0,
  });

export function useAccountReservations() {
  return useQuery(getAccountReservationsQueryOptions());
}
