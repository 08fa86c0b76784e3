import { browserClient } from '@/lib/platform/api/browser';
import { parseContract } from '@/lib/platform/api/client';
import {
  reservationResponseSchema,
  type Reservation,
  type ReservationCreateBody,
} from '@/lib/platform/api/contracts/reservations';
import { classifyFailure, isApiError } from '@/lib/platform/api/errors';
import { emitHttpEvent } from '@/lib/platform/api/http-events';

const PATH = '/api/reservation';

export const RESERVE_FAILED =
  'Не удалось забронировать. Проверьте подключение к интернету и попробуйте ещё раз.';

/** The form fields a refusal can name; `code` is the phone's one-time code. */
export type ReserveField = 'name' | 'phone' | 'consent' | 'code';
const FORM_FIELDS: Record<string, ReserveField> = {
  name: 'name',
  phone: 'phone',
  consent: 'consent',
  otpId: 'code',
  otpCode: 'code',
};

/**
 * `ok`: the reservation (made now, or the one this key made before). Otherwise what the form
 * says: `fieldErrors` under the fields the refusal names, `message` for the form (the shop, the
 * piece, out of stock, or no answer at all), `code` the refusal's own.
 */
export type ReserveOutcome =
  | { ok: true; reservation: Reservation }
  | {
      ok: false;
      code: string | null;
      message: string | null;
      fieldErrors: Partial<Record<ReserveField, string>>;
    };

function refusal(error: unknown): ReserveOutcome {
  const status = isApiError(error) ? error.status : null;
  if (!isApiError(error) || status === null || status >= 500) {
    return { ok: false, code: null, message: RESERVE_FAILED, fieldErrors: {} };
  }
  // silent for the form's sake, but a lost session still logs out and 429 still says so
  if (status === 401 || status === 429) {
    emitHttpEvent({ action: classifyFailure(status, ''), error });
  }
  const fieldErrors: Partial<Record<ReserveField, string>> = {};
  let message: string | null = null;
  for (const [name, messages] of Object.entries(error.fieldErrors)) {
    const text = messages[0];
    const field = FORM_FIELDS[name];
    if (!text) continue;
    if (field) fieldErrors[field] ??= text;
    else message ??= text;
  }
  if (!message && Object.keys(fieldErrors).length === 0) message = error.message || RESERVE_FAILED;
  return { ok: false, code: error.code ?? null, message, fieldErrors };
}

/**
 * POST /order/api/reservation with the attempt's Idempotency-Key (a retry, a second click or a
 * resend after no answer is the same request, and makes one reservation) and, for a guest, the
 * phone's code (`otpId`, `otpCode`). Never throws.
 */
export async function createReservation(
  body: ReservationCreateBody,
  idempotencyKey: string,
): Promise<ReserveOutcome> {
  try {
    const response = await browserClient('order').post(PATH, body, {
      silent: true,
      idempotencyKey,
    });
    const { reservation } = parseContract(reservationResponseSchema, response.data, PATH);
    return { ok: true, reservation };
  } catch (error) {
    return refusal(error);
  }
}
