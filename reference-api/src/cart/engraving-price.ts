import { ENGRAVING_CATEGORY_SLUG } from '../../../lib/shop/engraving';
import type { Db } from '../db/open-db';
import { ApiError } from '../http/errors';

export const DEFAULT_ENGRAVING_PRICE = 1500;

/** Wedding-ring pieces from which engraving is free: the home banner's «Гравировка в подарок при покупке пары». */
export const FREE_ENGRAVING_RING_PIECES = 2;

export const ENGRAVING_NOT_AVAILABLE = 'Гравировка доступна только для обручальных колец';

/**
 * SQL for «the product `p` is a wedding ring», with the category slug as its one parameter (a
 * product may sit in several categories: product_categories, not only its main one).
 */
export const IS_WEDDING_RING_SQL = `EXISTS (SELECT 1 FROM product_categories pc
  JOIN categories c ON c.id = pc.category_id WHERE pc.product_seq = p.seq AND c.slug = ?)`;

/** The engraving price per piece (₽): ENGRAVING_PRICE, read on every call so a test may set it. */
export function baseEngravingPrice(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.ENGRAVING_PRICE?.trim();
  const value = raw ? Number(raw) : Number.NaN;
  return Number.isInteger(value) && value >= 0 ? value : DEFAULT_ENGRAVING_PRICE;
}

/**
 * The engraving price per piece of every engraved line of a cart whose lines going to the order
 * hold `ringPieces` wedding rings (engraved or not): free from a pair on. Counting only the lines
 * going to the order keeps the cart's price the one the order charges.
 */
export function engravingPriceFor(ringPieces: number): number {
  return ringPieces >= FREE_ENGRAVING_RING_PIECES ? 0 : baseEngravingPrice();
}

/** 422 `engraving_not_available` unless the product is a wedding ring. */
export function assertEngravable(db: Db, productUuid: string): void {
  const ring = db
    .prepare<[string, string], { ring: number }>(
      `SELECT ${IS_WEDDING_RING_SQL} AS ring FROM products p WHERE p.id = ?`,
    )
    .get(ENGRAVING_CATEGORY_SLUG, productUuid);
  if (ring?.ring === 1) return;
  throw new ApiError(
    422,
    ENGRAVING_NOT_AVAILABLE,
    { engraving: [ENGRAVING_NOT_AVAILABLE] },
    'engraving_not_available',
  );
}
