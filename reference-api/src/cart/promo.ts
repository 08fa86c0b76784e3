import type { CartItem } from '../../../lib/platform/api/contracts/cart';
import { calendarCodeOpensAt } from '../content/calendar/code-opening';
import type { Db } from '../db/open-db';

export type PromoRow = {
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  min_total: number;
  starts_at: string | null;
  ends_at: string | null;
  only_undiscounted: number;
  active: number;
};

export type PromoResult = { ok: true; discount: number } | { ok: false; message: string };

export const PROMO_NOT_FOUND = 'Промокод не найден';
export const PROMO_EXPIRED = 'Срок действия промокода истёк';
export const PROMO_NO_ITEMS = 'Промокод не применяется к товарам в корзине';

/** Codes are typed by shoppers: trimmed and compared case-insensitively (stored upper-case). */
export function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}

/** `5000` → `5 000 ₽` (plain spaces, as the storefront prints sums). */
export function formatRub(amount: number): string {
  return `${String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} ₽`;
}

/**
 * The active code, with a gift-calendar code starting no earlier than its calendar day opens (so
 * before that day it reads as unknown, like any code not yet started).
 */
export function findPromo(db: Db, code: string, now = new Date()): PromoRow | undefined {
  const promo = db
    .prepare<[string], PromoRow>('SELECT * FROM promocodes WHERE code = ? AND active = 1')
    .get(normalizeCode(code));
  if (!promo) return undefined;
  const opens = calendarCodeOpensAt(db, promo.code, now);
  if (opens === null || (promo.starts_at !== null && promo.starts_at >= opens)) return promo;
  return { ...promo, starts_at: opens };
}

/**
 * Applies a promo code to the lines of the order: selected and available lines, and only lines
 * without an old-price discount when the code is `only_undiscounted`. Checks in the order a shopper
 * can fix them: the code exists, is in its dates, has lines to apply to, reaches its minimum.
 */
export function evaluatePromo(
  promo: PromoRow | undefined,
  items: readonly CartItem[],
  now = new Date(),
): PromoResult {
  if (!promo) return { ok: false, message: PROMO_NOT_FOUND };
  const at = now.toISOString();
  if (promo.starts_at !== null && at < promo.starts_at) {
    return { ok: false, message: PROMO_NOT_FOUND };
  }
  if (promo.ends_at !== null && at >= promo.ends_at) return { ok: false, message: PROMO_EXPIRED };
  const eligible = items.filter(
    (item) =>
      item.selected !== false &&
      item.isCompleted &&
      !(promo.only_undiscounted && item.restrictions.promocode),
  );
  // Goods only: a code discounts jewellery, and engraving is a workshop service with a price rule
  // of its own (free from a pair of rings), so a code neither takes anything off the engraving nor
  // counts it towards its minimum.
  const base = eligible.reduce((total, item) => total + item.price * item.quantity, 0);
  if (base <= 0) return { ok: false, message: PROMO_NO_ITEMS };
  if (base < promo.min_total) {
    return { ok: false, message: `Промокод действует для заказа от ${formatRub(promo.min_total)}` };
  }
  const discount = promo.kind === 'percent' ? Math.round((base * promo.value) / 100) : promo.value;
  return { ok: true, discount: Math.min(discount, base) };
}
