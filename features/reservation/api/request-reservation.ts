import { browserClient } from '@/lib/platform/api/browser';
import { parseContract } from '@/lib/platform/api/client';
import {
  RESERVATION_TOKEN_PARAM,
  reservationResponseSchema,
  type Reservation,
} from '@/lib/platform/api/contracts/reservations';
import { passOnSessionFailure } from '@/lib/platform/api/session-failure';

/** The access token as a query (a guest's link); none for a signed-in customer's own page. */
const tokenParams = (token: string | null) => (token ? { [RESERVATION_TOKEN_PARAM]: token } : {});

/**
 * GET /order/api/reservation/{uuid} with the customer's session or the guest's `?token=`. An
 * unknown reservation and one of somebody else answer the same 404 (the page shows not found).
 */
export async function requestReservation(uuid: string, token: string | null): Promise<Reservation> {
  const path = `/api/reservation/${encodeURIComponent(uuid)}`;
  const response = await browserClient('order')
    .get(path, { params: tokenParams(token), silent: true })
    .catch(passOnSessionFailure);
  return parseContract(reservationResponseSchema, response.data, path).reservation;
}

/** POST /order/api/reservation/{uuid}/cancel: the reservation, cancelled. */
export async function cancelReservation(uuid: string, token: string | null): Promise<Reservation> {
  const path = `/api/reservation/${encodeURIComponent(uuid)}/cancel`;
  const response = await browserClient('order')
    .post(path, undefined, { params: tokenParams(token), silent: true })
    .catch(passOnSessionFailure);
  return parseContract(reservationResponseSchema, response.data, path).reservation;
}
