/**
 * Conventions shared by every service (spec section 7). Written down once here; the storefront's
 * client and the reference API both follow them. No zod here: the HTTP client reads these, and a
 * request whose answer needs no contract (a view counter) should not load zod (docs/performance.md).
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

/** The names of the services of spec section 7; each has its own base URL (lib/platform/env.ts). */
export const SERVICES = ['core', 'main', 'catalog', 'delivery', 'order', 'cart'] as const;
export type ServiceName = (typeof SERVICES)[number];

/** Error body of every service (spec 3 "Error object"): 422 adds field messages. */
export type ApiErrorBody = {
  message: string;
  statusCode: number;
  code?: string;
  errors?: Record<string, string[]>;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The error body of an answer, or null when the answer is not one (statusCode defaults to 500). */
export function readErrorBody(data: unknown): ApiErrorBody | null {
  if (!isRecord(data) || typeof data.message !== 'string') return null;
  const { message, statusCode = 500, code, errors } = data;
  if (typeof statusCode !== 'number' || !Number.isInteger(statusCode)) return null;
  if (code !== undefined && typeof code !== 'string') return null;
  if (errors !== undefined) {
    if (!isRecord(errors)) return null;
    const lists = Object.values(errors);
    if (!lists.every((list) => Array.isArray(list) && list.every((m) => typeof m === 'string'))) {
      return null;
    }
  }
  return {
    message,
    statusCode,
    ...(code !== undefined && { code }),
    ...(errors !== undefined && { errors: errors as Record<string, string[]> }),
  };
}
