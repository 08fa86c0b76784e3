import type { Cart } from '@/lib/platform/api/contracts/cart';
import { writeStorage } from '@/lib/platform/browser-session';
import { STORAGE_KEYS } from '@/lib/shop/constants';

import { readPromo } from './read-promo';

/**
 * Keeps what the browser stores about the cart in line with an answered cart (spec 4 "Cart"): an
 * empty cart clears the stored product lists, and an applied promo code is remembered.
 */
export function syncStoredCart(cart: Cart): void {
  if (cart.items.length === 0) writeStorage(STORAGE_KEYS.productLists, null);
  const promo = readPromo(cart);
  if (promo) writeStorage(STORAGE_KEYS.promocode, promo.code);
}
