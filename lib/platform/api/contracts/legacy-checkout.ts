import { z } from 'zod';

import { MSG } from '../../../shop/validation/messages';
import { isEmail, NAME_SURNAME_RE, PHONE_RE } from '../../../shop/validation/rules';

import { savedAddressSchema } from './delivery';
import { ORDER_STATUSES, orderUtmSchema } from './order';

/**
 * The legacy checkout of the main API (spec 3 «Order (older flow)», «Legacy checkout data»,
 * «Created order»; spec 7 Main API). It works on the same cart as the new flow (the
 * `shop-cart-token` session), so /cart_old/ and /cart/ show one cart.
 */

/** Spec 4: ids 2, 3, 4 of the older flow; 2 is the default. */
export const LEGACY_PAYMENT_TYPES = {
  /** Cash or card to the courier or at the pickup point. */
  onDelivery: 2,
  /** Card online on the (stand-in) payment page. */
  card: 3,
  /** Instalment: paid online on the payment page as an instalment plan. */
  instalment: 4,
} as const;
/** Type 4: the order total in this many equal monthly parts, no overpayment (stand-in bank). */
export const INSTALMENT_PARTS = 4;

export const LEGACY_PAYMENT_TYPE_IDS = [2, 3, 4] as const;
export type LegacyPaymentTypeId = (typeof LEGACY_PAYMENT_TYPE_IDS)[number];
export const LEGACY_DEFAULT_PAYMENT_TYPE: LegacyPaymentTypeId = LEGACY_PAYMENT_TYPES.onDelivery;

/** The pay system a type of the older flow is paid with: on delivery in cash, else by card. */
export const legacyPayCode = (id: LegacyPaymentTypeId): 'cash' | 'card' =>
  id === LEGACY_PAYMENT_TYPES.onDelivery ? 'cash' : 'card';

export const isLegacyPaymentType = (value: unknown): value is LegacyPaymentTypeId =>
  (LEGACY_PAYMENT_TYPE_IDS as readonly unknown[]).includes(value);

const paymentTypeId = z.coerce
  .number({ error: 'Не передан payment_type' })
  .int()
  .refine(isLegacyPaymentType, { message: 'Неизвестный способ оплаты' })
  .transform((value) => value as LegacyPaymentTypeId);

export const legacyPaymentTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
});
export type LegacyPaymentType = z.infer<typeof legacyPaymentTypeSchema>;

/** GET /main/payments/get_payment_types. */
export const legacyPaymentTypesResponseSchema = z.object({
  payment_types: z.array(legacyPaymentTypeSchema),
  default_payment_type: z.number().int(),
});

export const legacyProductSchema = z.object({
  offer_id: z.string(),
  product_id: z.string(),
  name: z.string(),
  sku: z.string(),
  slug: z.string(),
  image: z.string(),
  size: z.string().nullable(),
  count: z.number().int(),
  price: z.number(),
  total: z.number(),
  available: z.boolean(),
});

/**
 * `products_total` = the goods at their full (old) prices, `discount` = old-price saving + promo
 * discount, `products_final_price` = what the goods cost now (`products_total − discount`).
 */
export const legacyOrderDataSchema = z.object({
  discount: z.number(),
  products: z.array(legacyProductSchema),
  products_count: z.number().int(),
  products_total: z.number(),
  products_final_price: z.number(),
  promocode: z.string().nullable(),
});
export type LegacyOrderData = z.infer<typeof legacyOrderDataSchema>;

/** GET /main/get_checkout. */
export const legacyCheckoutResponseSchema = z.object({
  order_data: legacyOrderDataSchema,
  saved_addresses: z.array(savedAddressSchema),
  payment_type: z.number().int(),
  payment_types: z.array(legacyPaymentTypeSchema),
  user_payment_types: z.object({ can_pay_offline: z.boolean() }),
});
export type LegacyCheckout = z.infer<typeof legacyCheckoutResponseSchema>;

export const LEGACY_DELIVERY_TYPES = ['currier', 'pvz'] as const;
export type LegacyDeliveryType = (typeof LEGACY_DELIVERY_TYPES)[number];

/** A courier price of −1: the chosen courier does not deliver to this address (spec 5). */
export const LEGACY_NO_COURIER_PRICE = -1;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined);

/** GET /main/checkout/summary query (`delivery[…]` keys as the old API sends them). */
export const legacySummaryQuerySchema = z.object({
  'delivery[currier_delivery_id]': optionalText(100),
  'delivery[address]': optionalText(500),
  'delivery[fias]': optionalText(100),
  'delivery[post_index]': optionalText(6),
  'delivery[pvz_id]': optionalText(100),
  payment_type: paymentTypeId.optional(),
});
export type LegacySummaryQuery = z.input<typeof legacySummaryQuerySchema>;

export const legacySummarySchema = z.object({
  products_total: z.number(),
  discount: z.number(),
  delivery: z.number(),
  total: z.number(),
});
export type LegacySummary = z.infer<typeof legacySummarySchema>;

/** GET /main/checkout/summary answer: the priced delivery (−1: no courier there) and totals. */
export const legacySummaryResponseSchema = z.object({
  delivery: z.object({
    type: z.enum(LEGACY_DELIVERY_TYPES).nullable(),
    price: z.number(),
    name: z.string().nullable(),
    message: z.string().nullable(),
  }),
  summary: legacySummarySchema,
  discount: z.number(),
});
export type LegacySummaryResponse = z.infer<typeof legacySummaryResponseSchema>;

const fill = MSG.checkoutRequired;
const personName = z
  .string({ error: fill })
  .trim()
  .min(1, fill)
  .max(50, MSG.max(50))
  .regex(NAME_SURNAME_RE, MSG.nameSurname);

/** Personal data of the older flow: e-mail is required and valid (spec 5). */
export const legacyPersonalDataSchema = z.object({
  email: z
    .string({ error: MSG.checkoutEmail })
    .trim()
    .max(254, MSG.checkoutEmail)
    .refine(isEmail, MSG.checkoutEmail),
  name: personName,
  surname: personName,
  patronymic: optionalText(50),
  phone_number: z.string({ error: MSG.phone }).trim().regex(PHONE_RE, MSG.phone),
});
export const LEGACY_PERSONAL_FIELDS = [
  'email',
  'name',
  'surname',
  'patronymic',
  'phone_number',
] as const;

/** POST /main/orders/order body (spec 3 «Order (older flow)»); needs the `Idempotency-Key` header. */
export const legacyOrderBodySchema = z.object({
  delivery: z.object(
    {
      delivery_type: z.enum(LEGACY_DELIVERY_TYPES, { error: 'Выберите способ доставки' }),
      currier_delivery_id: optionalText(100),
      pvz_id: optionalText(100),
      address: optionalText(500),
      fias: optionalText(100),
      post_index: optionalText(6),
    },
    { error: 'Выберите способ доставки' },
  ),
  personal_data: legacyPersonalDataSchema,
  comment: optionalText(1000),
  payment_type: paymentTypeId.default(LEGACY_DEFAULT_PAYMENT_TYPE),
  device_id: optionalText(128),
  utm: orderUtmSchema,
});
export type LegacyOrderBody = z.input<typeof legacyOrderBodySchema>;
export type LegacyOrderInput = z.output<typeof legacyOrderBodySchema>;

export const legacyCreatedOrderSchema = z.object({
  id: z.string(),
  number: z.string(),
  delivery: z.object({
    delivery_type: z.enum(LEGACY_DELIVERY_TYPES),
    currier_delivery_id: z.string().nullable(),
    pvz_id: z.string().nullable(),
  }),
  summary: legacySummarySchema,
  /** Payment types 3 and 4: the payment page; add `?returnUrl=` to come back to the store. */
  payment_url: z.string().nullable(),
});
export type LegacyCreatedOrder = z.infer<typeof legacyCreatedOrderSchema>;

/** GET /main/orders/order/{id}: the order in the legacy shape. */
export const legacyOrderSchema = legacyCreatedOrderSchema.extend({
  status: z.string(),
  payment_type: z.number().int(),
  payment_type_name: z.string(),
  delivery: legacyCreatedOrderSchema.shape.delivery.extend({
    name: z.string().nullable(),
    address: z.string().nullable(),
    price: z.number(),
  }),
  personal_data: z.object({
    email: z.string().nullable(),
    name: z.string(),
    surname: z.string(),
    patronymic: z.string().nullable(),
    phone_number: z.string(),
  }),
  comment: z.string().nullable(),
  /** The lines as ordered: a checkout line less its ids, slug, picture and availability. */
  products: z.array(
    legacyProductSchema.pick({
      name: true,
      sku: true,
      size: true,
      count: true,
      price: true,
      total: true,
    }),
  ),
  created_at: z.string(),
});
export type LegacyOrder = z.infer<typeof legacyOrderSchema>;
export const legacyOrderResponseSchema = z.object({ order: legacyOrderSchema });

/**
 * GET /main/get_status?all=0&order_id= (spec 7): the payment state of an order, polled by the
 * /payment/ page. `order_id` is the order uuid or its number (`Z-100001` or the digits alone).
 */
export const paymentStatusQuerySchema = z.object({
  all: z.string().optional(),
  order_id: z
    .string({ error: 'Не передан order_id' })
    .trim()
    .min(1, 'Не передан order_id')
    .max(100, MSG.max(100)),
});
export type PaymentStatusQuery = z.input<typeof paymentStatusQuerySchema>;

export const paymentStatusSchema = z.object({
  order_id: z.string(),
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** The payment page while the order awaits a card payment, else null. */
  payment_url: z.string().nullable(),
});
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;
