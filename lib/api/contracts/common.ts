import { z } from 'zod';

/**
 * Conventions shared by every service (spec section 7). Written down once here; the storefront's
 * client and the reference API both follow them.
 *
 * - `token` header: the customer's access token (main API).
 * - `Authorization: Bearer <profileToken>`: the profile token for the core, profile, delivery,
 *   order and cart microservices.
 * - `shop-cart-token` header: the cart session id (also kept in the `cart_session_id` cookie).
 * - `Idempotency-Key` header: on every request that creates something (an order); the same key
 *   never creates a second resource, so such a request may be retried safely.
 */
export const HEADER_TOKEN = 'token';
export const HEADER_CART = 'shop-cart-token';
export const HEADER_IDEMPOTENCY = 'idempotency-key';
export const HEADER_DEVICE = 'device-uuid';

/** Error body of every service (spec 3 "Error object"): 422 adds field messages. */
export const apiErrorBodySchema = z.object({
  message: z.string(),
  statusCode: z.number().int().default(500),
  code: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

export const paginationSchema = z.object({
  last_page: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const imageSchema = z.object({
  image_url_lg: z.string(),
  image_url_sm: z.string(),
});
export type ProductImage = z.infer<typeof imageSchema>;

/** The names of the services of spec section 7; each has its own base URL (lib/env.ts). */
export const SERVICES = ['core', 'main', 'catalog', 'delivery', 'order', 'cart'] as const;
export type ServiceName = (typeof SERVICES)[number];
