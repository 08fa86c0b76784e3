import { z } from 'zod';

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
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartAdjustmentSchema = z.object({
  type: z.enum(['promo', 'bonus', 'delivery']),
  promocode: z.string().nullable(),
  amount: z.number(),
});

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
  paySystem: z.object({ uuid: z.string(), name: z.string() }).nullable(),
  totals: z.object({
    quantity: z.number().int(),
    items: z.number(),
    discount: z.number(),
    total: z.number(),
  }),
  status: z.enum(CART_STATUSES).nullable(),
});
export type Cart = z.infer<typeof cartSchema>;
export const cartResponseSchema = z.object({ cart: cartSchema });

/** Cart item body (spec 3): POST /api/cart/item. */
export const cartItemBodySchema = z.object({
  offerUuid: z.string().min(1),
  productUuid: z.string().min(1),
  quantity: z.number().int().min(1).max(99).default(1),
});
export type CartItemBody = z.input<typeof cartItemBodySchema>;
