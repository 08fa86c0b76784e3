import { parseContract } from '@/lib/api/client';
import { cartResponseSchema, type Cart } from '@/lib/api/contracts/cart';
import { forgetLegacyCartToken } from '@/lib/browser-session';

/**
 * The cart of a cart service answer (`{ cart }`), checked against its contract. From this answer on
 * the service door keeps the session in its HttpOnly cookie, so a legacy stored token that was
 * sent with the call has been migrated (spec 4) and is forgotten.
 */
export function readCartAnswer(data: unknown, path: string): Cart {
  const { cart } = parseContract(cartResponseSchema, data, path);
  forgetLegacyCartToken();
  return cart;
}
