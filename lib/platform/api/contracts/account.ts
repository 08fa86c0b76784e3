import { z } from 'zod';

import { ORDERS_PAGE_SIZE_MAIN } from '../../../shop/constants';
import { MSG } from '../../../shop/validation/messages';
import { BANK_NAME_RE, FIO_RE, REFUND_ADDRESS_RE } from '../../../shop/validation/rules';

import { paginationSchema } from './common';
import { birthDateSchema, emailSchema, optionalNameSchema, requiredNameSchema } from './core';
import { orderSchema } from './order';

/**
 * The customer's account on the main API (spec 7 «Account», «Push token»): every call needs the
 * access token in the `token` header (401 otherwise), except removing a push token and the e-mail
 * check.
 */

/** User profile of the main API: `sex` '1' male, '2' female; `birthday` YYYY-MM-DD. */
export const userProfileSchema = z.object({
  id: z.number().int(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  surname: z.string().nullable(),
  patronymic: z.string().nullable(),
  sex: z.enum(['1', '2']).nullable(),
  birthday: z.string().nullable(),
  is_subscribed: z.boolean(),
  has_password: z.boolean(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;
export const userProfileResponseSchema = z.object({ data: userProfileSchema });

/** PUT /main/user/profile: the spec 5 rules; `birthday` dd.mm.yyyy or YYYY-MM-DD; `password` ≥ 8. */
export const userProfileUpdateSchema = z.object(
  {
    name: requiredNameSchema.optional(),
    surname: optionalNameSchema,
    patronymic: optionalNameSchema,
    email: emailSchema.optional(),
    birthday: z
      .string()
      .trim()
      .transform((value) => value.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3.$2.$1'))
      .pipe(birthDateSchema)
      .optional(),
    sex: z.enum(['1', '2']).nullish(),
    is_subscribed: z.boolean().optional(),
    password: z.string().min(8, MSG.min(8)).max(100, MSG.max(100)).optional(),
  },
  { error: MSG.profileNotObject },
);

/** GET /main/user/order?pagination[page]=&pagination[per_page]= (default 15, at most 50). */
export const userOrdersQuerySchema = z.object({
  'pagination[page]': z.coerce.number().int().min(1).default(1),
  'pagination[per_page]': z.coerce.number().int().min(1).max(50).default(ORDERS_PAGE_SIZE_MAIN),
});
export const userOrdersResponseSchema = z.object({
  data: z.array(orderSchema),
  pagination: paginationSchema,
});

/** GET /main/user/check_email_exists?email= → data.exists (the caller's own e-mail is not «taken»). */
export const checkEmailResponseSchema = z.object({ data: z.object({ exists: z.boolean() }) });

export const refundReasonSchema = z.object({ id: z.number().int(), name: z.string() });
export type RefundReason = z.infer<typeof refundReasonSchema>;

export const refundRequestSchema = z.object({
  uuid: z.string(),
  order_id: z.string(),
  order_number: z.string(),
  reason: refundReasonSchema,
  fio: z.string(),
  bank_name: z.string(),
  bik: z.string(),
  account: z.string(),
  address: z.string(),
  comment: z.string().nullable(),
  status: z.string(),
  created_at: z.string(),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;

/**
 * GET /main/supports/order-refund (spec 3 «Refund data»): `data` the customer's requests, `reasons`
 * to choose from, and the contacts the form starts with.
 */
export const refundDataResponseSchema = z.object({
  data: z.array(refundRequestSchema),
  reasons: z.array(refundReasonSchema),
  email: z.string().nullable(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
});
export type RefundDataResponse = z.infer<typeof refundDataResponseSchema>;

const digits = (length: number) =>
  z
    .string({ error: MSG.required })
    .trim()
    .min(1, { message: MSG.required, abort: true })
    .regex(/^\d+$/, { message: MSG.numeric, abort: true })
    .length(length, MSG.exactLength(length));

/**
 * POST /main/supports/order-refund (spec 5 refund rules): one request per order of the customer.
 * `fio` fioRegex, `bank_name` bankName «Не корректный ввод», `address` refundAddress.
 */
export const refundBodySchema = z.object({
  order_id: z.string({ error: MSG.required }).trim().min(1, MSG.required),
  reason_id: z.coerce.number({ error: MSG.required }).int(),
  fio: z.string({ error: MSG.required }).trim().min(1, MSG.required).regex(FIO_RE, MSG.fio),
  bank_name: z
    .string({ error: MSG.required })
    .trim()
    .min(1, MSG.required)
    .regex(BANK_NAME_RE, MSG.bankName),
  bik: digits(9),
  account: digits(20),
  address: z
    .string({ error: MSG.required })
    .min(1, MSG.required)
    .max(300, MSG.max(300))
    .regex(REFUND_ADDRESS_RE, MSG.refundAddress),
  comment: z
    .string()
    .trim()
    .max(1000, MSG.max(1000))
    .nullish()
    .transform((value) => value || null),
});
export type RefundBody = z.input<typeof refundBodySchema>;
export const refundResponseSchema = z.object({ data: refundRequestSchema });

/** POST and DELETE /main/push_token/token (spec 3 «Push token»). */
export const pushTokenBodySchema = z.object({
  token: z.string({ error: 'Не передан token' }).trim().min(1, 'Не передан token').max(4096),
  deviceId: z
    .string({ error: 'Не передан deviceId' })
    .trim()
    .min(1, 'Не передан deviceId')
    .max(200),
});
