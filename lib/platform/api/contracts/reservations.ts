import { z } from 'zod';

import { MSG } from '../../../shop/validation/messages';
import { NAME_SURNAME_RE, PHONE_RE } from '../../../shop/validation/rules';

import { phoneLoginBodySchema } from './auth';

/**
 * Reservations to try on in a shop (the order service, `/order/api/reservation…`): a piece is
 * ready about READY_AFTER_HOURS after the reservation, held `RESERVATION_HOLD_HOURS` (72 by
 * default) and paid in the shop. A signed-in customer owns their reservations by account (and,
 * as with orders, by the phone they signed in with); a guest by the `accessToken` given once at
 * creation, passed back as `?token=`.
 */
export const RESERVATION_STATUSES = ['active', 'cancelled', 'expired'] as const;
export const reservationStatusSchema = z.enum(RESERVATION_STATUSES);
export type ReservationStatus = z.infer<typeof reservationStatusSchema>;

/** A reserved piece is ready in the shop this long after the reservation. */
export const RESERVATION_READY_AFTER_HOURS = 2;
/** The hold when `RESERVATION_HOLD_HOURS` is unset. */
export const DEFAULT_RESERVATION_HOLD_HOURS = 72;
/** Active reservations one phone may hold at once. */
export const RESERVATIONS_PER_PHONE = 3;
/** The query parameter that carries a guest's access token. */
export const RESERVATION_TOKEN_PARAM = 'token';
export const RESERVATION_NAME_MAX_LENGTH = 50;

/** The texts of refusals specific to reservations (codes in RESERVATION_ERROR_CODES). */
export const RESERVATION_MESSAGES = {
  limit: `Можно забронировать не более ${RESERVATIONS_PER_PHONE} изделий одновременно`,
  outOfStock: 'В этом магазине изделия нет в наличии',
  shopNotFound: 'Магазин не найден',
  offerNotFound: 'Товар не найден',
  sizeRequired: 'Выберите размер',
  notFound: 'Бронь не найдена',
  tooMany: 'Слишком много бронирований. Попробуйте позже',
  keyReused: 'Этот Idempotency-Key уже использован для другой брони',
  codeRequired: 'Подтвердите номер телефона кодом из SMS',
} as const;

export const RESERVATION_ERROR_CODES = {
  limit: 'reservation_limit',
  /** The cart's code for the same situation. */
  outOfStock: 'out_of_stock',
  shopNotFound: 'shop_not_found',
  offerNotFound: 'offer_not_found',
  sizeRequired: 'size_required',
  notFound: 'reservation_not_found',
  tooMany: 'too_many_reservations',
  keyReused: 'idempotency_key_reused',
  /** A guest (or another phone than the account's) sent no code; wrong ones are sign-in's codes. */
  codeRequired: 'code_required',
} as const;

/**
 * POST /order/api/reservation (needs the `Idempotency-Key` header): the shop, the piece as the
 * cart names it (product and offer uuid; the offer is the size), who comes for it, and the
 * personal-data consent. Spec 5 messages.
 *
 * The phone is proven as sign-in proves it: `otpId` and `otpCode` of a code that POST
 * /main/otp/sendV2 sent to that phone, spent by the reservation (a wrong, spent, expired or
 * other phone's code: 422 with sign-in's `wrong_code` / `otp_expired` under `otpCode`). A customer
 * signed in with that very phone sends none. The proof is no part of «the same request»: a
 * replayed key answers its reservation whatever code it carries.
 */
export const reservationCreateBodySchema = z.object({
  shopId: z.number({ error: MSG.required }).int(MSG.numeric).positive(MSG.numeric),
  productUuid: z
    .string({ error: MSG.notPassed('productUuid') })
    .trim()
    .min(1, MSG.required),
  offerUuid: z
    .string({ error: MSG.notPassed('offerUuid') })
    .trim()
    .min(1, MSG.required),
  name: z
    .string({ error: MSG.required })
    .trim()
    .min(1, { message: MSG.required, abort: true })
    .max(RESERVATION_NAME_MAX_LENGTH, {
      message: MSG.max(RESERVATION_NAME_MAX_LENGTH),
      abort: true,
    })
    .regex(NAME_SURNAME_RE, MSG.nameSurname),
  phone: z
    .string({ error: MSG.required })
    .trim()
    .min(1, { message: MSG.required, abort: true })
    .regex(PHONE_RE, MSG.phone),
  consent: z.literal(true, { error: MSG.consent }),
  otpId: phoneLoginBodySchema.shape.otp_id.optional(),
  otpCode: phoneLoginBodySchema.shape.otp_code.optional(),
});
export type ReservationCreateBody = z.input<typeof reservationCreateBodySchema>;
export type ReservationCreateInput = z.output<typeof reservationCreateBodySchema>;

export const reservationSchema = z.object({
  uuid: z.string(),
  /** `expired` once `holdUntil` passed without a cancellation. */
  status: reservationStatusSchema,
  shop: z.object({
    id: z.number().int(),
    name: z.string(),
    address: z.string(),
    phone: z.string(),
  }),
  product: z.object({
    uuid: z.string(),
    offerUuid: z.string(),
    name: z.string(),
    slug: z.string(),
    sku: z.string(),
    size: z.string().nullable(),
    /** The site price when reserved (₽); paid in the shop. */
    price: z.number(),
  }),
  customer: z.object({ name: z.string(), phone: z.string() }),
  createdAt: z.string(),
  /** When the piece is ready in the shop (created + RESERVATION_READY_AFTER_HOURS). */
  readyAt: z.string(),
  /** Held until then (created + RESERVATION_HOLD_HOURS). */
  holdUntil: z.string(),
  cancelledAt: z.string().nullable(),
  /** The guest's key to this reservation (≥ 128 random bits, base64url): `?token=`. */
  accessToken: z.string(),
});
export type Reservation = z.infer<typeof reservationSchema>;

/** The answer of create, read and cancel. */
export const reservationResponseSchema = z.object({ reservation: reservationSchema });
export type ReservationResponse = z.infer<typeof reservationResponseSchema>;

/** GET /order/api/reservation/list: the signed-in customer's reservations, newest first. */
export const reservationListResponseSchema = z.object({ items: z.array(reservationSchema) });
export type ReservationListResponse = z.infer<typeof reservationListResponseSchema>;
