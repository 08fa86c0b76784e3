import type { Cart } from '@/lib/platform/api/contracts/cart';

export type AppliedPromo = { code: string; amount: number };

/**
 * The applied promo code, read from the cart's adjustment of type promo (spec 4 "Cart"); the
 * cart-level `promocode` stands in when the adjustment carries none. `amount` is the discount as a
 * positive number of roubles, whatever sign the service gives it.
 */
export function readPromo(cart: Pick<Cart, 'adjustments' | 'promocode'>): AppliedPromo | null {
  const adjustment = cart.adjustments.find((item) => item.type === 'promo');
  if (!adjustment) return null;
  const code = adjustment.promocode ?? cart.promocode;
  if (!code) return null;
  return { code, amount: Math.abs(adjustment.amount) };
}
