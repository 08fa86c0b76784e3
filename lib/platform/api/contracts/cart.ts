import { z } from 'zod';

import { engravingBodySchema, engravingLineSchema } from './engraving';

export const cartItemSchema = z.object({
  uuid: z.string(),
  offerUuid: z.string(),
  productUuid: z.string(),
  product: z.object({ name: z.string(), sku: z.string(), slug: z.string(), image: z.string() }),
  size: z.string().nullable(),
  quantity: z.number().int(),
  price: z.number(),
  cost: z.number(),
  isCompleted: z.boolean(),
  restrictions: z.object({ promocode: z.boolean() }),
  /** Whether the line goes to the order (PUT /api/cart/order); absent means true. */
  selected: z.boolean().optional(),
  /**
   * Pieces of the offer in stock: the most the line can hold, so «+» stops there (a
   * reference-API extension — absent: unknown, the service answers «+» past it).
   */
  available: z.number().int().min(0).optional(),
  /**
   * The engraving of this line (wedding rings only); the same offer with another text is another
   * line. Absent or null: none.
   */
  engraving: engravingLineSchema.nullable().optional(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartAdjustmentSchema = z.object({
  type: z.enum(['promo', 'bonus', 'delivery']),
  promocode: z.string().nullable(),
  amount: z.number(),
});

export const PAY_SYSTEM_CODES = ['cash', 'card', 'wallet'] as const;
export type PayCode = (typeof PAY_SYSTEM_CODES)[number];
export const paySystemSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  code: z.enum(PAY_SYSTEM_CODES).optional(),
});
export type PaySystem = z.infer<typeof paySystemSchema>;

export const DELIVERY_TYPES = ['carrier', 'point', 'shop'] as const;
/** Delivery set on the cart (spec 3); `cost` stays 0 until the delivery microservice prices it. */
export const cartDeliverySchema = z.object({
  type: z.enum(DELIVERY_TYPES),
  pointUuid: z.string().nullable(),
  /** The courier carrier chosen (absent: the cheapest for the address). */
  carrierUuid: z.string().nullable().optional(),
  clientAddress: z.string().nullable(),
  fias: z.string().nullable(),
  postIndex: z.string().nullable(),
  cost: z.number(),
});
export type CartDelivery = z.infer<typeof cartDeliverySchema>;

export const CART_STATUSES = [
  'STATUS_ALL_PRODUCTS_DO_NOT_EXIST',
  'STATUS_SOME_PRODUCTS_DO_NOT_EXIST',
] as const;

/** Cart (spec 3). `sessionId` is the cart session; save it whenever a response carries one. */
export const cartSchema = z.object({
  uuid: z.string().nullable(),
  sessionId: z.string().nullable(),
  items: z.array(cartItemSchema),
  adjustments: z.array(cartAdjustmentSchema),
  canOrder: z.boolean(),
  promocode: z.string().nullable(),
  paySystem: paySystemSchema.nullable(),
  /**
   * Totals of the selected lines (all lines unless PUT /api/cart/order narrowed them):
   * `items` = Σ cost at site prices; `saving` = Σ (old price − site price) × quantity;
   * `discount` = `saving` + promo discount; `total` = `items` − promo discount (what is paid).
   */
  totals: z.object({
    quantity: z.number().int(),
    items: z.number(),
    discount: z.number(),
    total: z.number(),
    saving: z.number().optional(),
  }),
  status: z.enum(CART_STATUSES).nullable(),
  delivery: cartDeliverySchema.nullable().optional(),
  /** One-off messages of this response, e.g. a promo code dropped because it no longer applies. */
  notices: z.array(z.string()).optional(),
});
export type Cart = z.infer<typeof cartSchema>;
export const cartResponseSchema = z.object({ cart: cartSchema });

/** Cart item body (spec 3): POST /api/cart/item. */
export const cartItemBodySchema = z.object({
  offerUuid: z.string().min(1),
  productUuid: z.string().min(1),
  quantity: z.number().int().min(1).max(99).default(1),
  /** An engraving for this piece (wedding rings only, else the service refuses it). */
  engraving: engravingBodySchema.optional(),
});
export type CartItemBody = z.input<typeof cartItemBodySchema>;

const required = (field: string) => ({ error: `Не передан ${field}` });

/** PUT /api/cart: re-put the session's cart (after login); `sessionId` may replace the header. */
export const cartPutBodySchema = z.object({ sessionId: z.string().trim().min(1).optional() });

/** PUT /api/cart/promocode; codes are trimmed and case-insensitive. */
export const cartPromocodeBodySchema = z.object({
  code: z.string(required('code')).trim().min(1, required('code')),
});

/** PATCH /api/cart/pay-system. */
export const cartPaySystemBodySchema = z.object({
  paySystemUuid: z.string(required('paySystemUuid')).trim().min(1, required('paySystemUuid')),
});

/** PUT /api/cart/order: the lines that go to the order. */
export const cartOrderBodySchema = z.object({
  itemsUuid: z.array(z.string().min(1), required('itemsUuid')).min(1, required('itemsUuid')),
});

const optionalText = z
  .string()
  .trim()
  .max(500)
  .optional()
  .transform((value) => value || undefined);

/** PUT /api/cart/delivery: a point needs `pointUuid`, a carrier `clientAddress`. */
export const cartDeliveryBodySchema = z
  .object({
    type: z.enum(DELIVERY_TYPES, {
      error: (issue) =>
        issue.input === undefined ? 'Не передан type' : 'Неизвестный способ доставки',
    }),
    pointUuid: optionalText,
    /** The courier carrier chosen (POST /delivery/api/delivery/carrier/by-cost); cheapest if absent. */
    carrierUuid: optionalText,
    clientAddress: optionalText,
    fias: optionalText,
    postIndex: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'Индекс — 6 цифр')
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.type === 'point' && !body.pointUuid) {
      ctx.addIssue({ code: 'custom', path: ['pointUuid'], message: 'Не передан pointUuid' });
    }
    if (body.type === 'carrier' && !body.clientAddress) {
      ctx.addIssue({
        code: 'custom',
        path: ['clientAddress'],
        message: 'Не передан clientAddress',
      });
    }
  });
export type CartDeliveryBody = z.input<typeof cartDeliveryBodySchema>;

export const paySystemListResponseSchema = z.object({ items: z.array(paySystemSchema) });
