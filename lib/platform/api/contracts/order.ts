import { z } from 'zod';

import { DELIVERY_TYPES, PAY_SYSTEM_CODES } from './cart';
import { engravingLineSchema } from './engraving';

/** The Russian phone mask of spec 5: valid only when it matches exactly. */
export const PHONE_PATTERN = /^\+7 \(\d{3}\) \d{3}-\d{2}-\d{2}$/;
const EMAIL_PATTERN = /^[^\s@]+@(?:[^\s@.]+\.)+[a-z]{2,}$|^[^\s@]+@\[\d{1,3}(?:\.\d{1,3}){3}\]$/i;

const fill = 'Заполните поле';
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined);

/** The longest UTM value an order keeps (the store cuts longer ones: lib/shop/analytics/utm.ts). */
export const UTM_VALUE_MAX = 200;
/**
 * The campaign the shopper came from (spec 9, the utm cookies), attached to the order for the
 * merchant's attribution; every field optional, unknown fields refused.
 */
export const orderUtmSchema = z
  .strictObject({
    source: optionalText(UTM_VALUE_MAX),
    medium: optionalText(UTM_VALUE_MAX),
    campaign: optionalText(UTM_VALUE_MAX),
    term: optionalText(UTM_VALUE_MAX),
    content: optionalText(UTM_VALUE_MAX),
  })
  .optional();

/** Fields of the order body that are the shopper's personal data (failure code bad_personal_data). */
export const PERSONAL_FIELDS = [
  'customerName',
  'customerSurname',
  'customerPatronymic',
  'customerPhone',
  'customerEmail',
] as const;

/** POST /order/api/order (spec 3 «Order (new flow)»); needs the `Idempotency-Key` header. */
export const orderCreateBodySchema = z.object({
  cartUuid: z.string({ error: 'Не передан cartUuid' }).trim().min(1, 'Не передан cartUuid'),
  customerName: z.string({ error: fill }).trim().min(1, fill).max(100),
  customerSurname: z.string({ error: fill }).trim().min(1, fill).max(100),
  customerPatronymic: optionalText(100),
  customerPhone: z
    .string({ error: 'Некорректный номер телефона' })
    .trim()
    .regex(PHONE_PATTERN, 'Некорректный номер телефона'),
  customerEmail: z
    .string()
    .trim()
    .max(254)
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || EMAIL_PATTERN.test(value), {
      message: 'Введите корректный Email',
    }),
  comment: optionalText(1000),
  deliveryDate: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Дата в формате ГГГГ-ММ-ДД')
    .optional(),
  deliveryTimeBegin: z
    .string()
    .trim()
    .regex(/^\d{2}:\d{2}$/, 'Время в формате ЧЧ:ММ')
    .optional(),
  deliveryTimeEnd: z
    .string()
    .trim()
    .regex(/^\d{2}:\d{2}$/, 'Время в формате ЧЧ:ММ')
    .optional(),
  deviceId: optionalText(128),
  utm: orderUtmSchema,
});
export type OrderCreateBody = z.input<typeof orderCreateBodySchema>;
export type OrderCreateInput = z.output<typeof orderCreateBodySchema>;

export const ORDER_STATUSES = ['new', 'awaiting_payment', 'paid', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const orderItemSchema = z.object({
  uuid: z.string(),
  offerUuid: z.string(),
  productUuid: z.string(),
  name: z.string(),
  sku: z.string(),
  size: z.string().nullable(),
  quantity: z.number().int(),
  price: z.number(),
  oldPrice: z.number().nullable(),
  cost: z.number(),
  /** The engraving the line was ordered with (its price per piece included in `cost`). */
  engraving: engravingLineSchema.nullable().optional(),
});

/**
 * `items` = Σ line cost at site prices, `saving` = old-price saving, `promo` = promo discount,
 * `delivery` = delivery cost, `total` = items − promo + delivery (what is paid).
 */
export const orderTotalsSchema = z.object({
  quantity: z.number().int(),
  items: z.number(),
  saving: z.number(),
  promo: z.number(),
  discount: z.number(),
  delivery: z.number(),
  total: z.number(),
});

export const orderDeliverySchema = z.object({
  type: z.enum(DELIVERY_TYPES),
  pointUuid: z.string().nullable(),
  pointName: z.string().nullable(),
  address: z.string().nullable(),
  fias: z.string().nullable(),
  postIndex: z.string().nullable(),
  country: z.string(),
  cost: z.number(),
  date: z.string().nullable(),
  timeBegin: z.string().nullable(),
  timeEnd: z.string().nullable(),
});

export const orderSchema = z.object({
  uuid: z.string(),
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  items: z.array(orderItemSchema),
  totals: orderTotalsSchema,
  promocode: z.string().nullable(),
  delivery: orderDeliverySchema,
  paySystem: z.object({ uuid: z.string(), code: z.enum(PAY_SYSTEM_CODES), name: z.string() }),
  customer: z.object({
    name: z.string(),
    surname: z.string(),
    patronymic: z.string().nullable(),
    phone: z.string(),
    email: z.string().nullable(),
  }),
  comment: z.string().nullable(),
  createdAt: z.string(),
  /** For online payment: the payment page; add `?returnUrl=` to come back to the storefront. */
  paymentUrl: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;
export const orderResponseSchema = z.object({ order: orderSchema });

/** Payment option (spec 3): GET /order/api/payment-system/available/{cartUuid}. */
export const paymentOptionSchema = z.object({
  uuid: z.string(),
  code: z.enum(PAY_SYSTEM_CODES),
  name: z.string(),
  merchantCode: z.string(),
  isDefault: z.boolean(),
});
export type PaymentOption = z.infer<typeof paymentOptionSchema>;
export const paymentOptionListResponseSchema = z.object({ items: z.array(paymentOptionSchema) });
