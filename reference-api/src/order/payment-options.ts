import type { PaymentOption } from '../../../lib/platform/api/contracts/order';
import type { Db } from '../db/open-db';

export const DEFAULT_PAY_CODE = 'cash';
export const GIFT_CARD_CATEGORY = 'podarochnye-sertifikaty';
const MERCHANTS = { cash: 'cash-merchant', card: 'card-merchant', wallet: 'wallet-merchant' };

type PayRow = { uuid: string; code: PaymentOption['code']; name: string };

/** The cart's delivery country (stored with the delivery; 'RU' when none was given). */
export function deliveryCountry(db: Db, cartUuid: string): string {
  const row = db
    .prepare<[string], { delivery: string | null }>('SELECT delivery FROM carts WHERE uuid = ?')
    .get(cartUuid);
  if (!row?.delivery) return 'RU';
  const parsed = JSON.parse(row.delivery) as { country?: unknown };
  return typeof parsed.country === 'string' && parsed.country ? parsed.country : 'RU';
}

function hasGiftCard(db: Db, cartUuid: string): boolean {
  return (
    db
      .prepare(
        `SELECT 1 FROM cart_items ci JOIN products p ON p.id = ci.product_id
        JOIN product_categories pc ON pc.product_seq = p.seq JOIN categories c ON c.id = pc.category_id
        WHERE ci.cart_uuid = ? AND ci.selected = 1 AND c.slug = ? LIMIT 1`,
      )
      .get(cartUuid, GIFT_CARD_CATEGORY) !== undefined
  );
}

/**
 * Payment options of a cart (spec 5): cash on delivery is the default; foreign-country delivery
 * keeps only the default; gift cards (paid up front, no wallet) drop the default and the wallet.
 */
export function availablePaymentOptions(db: Db, cartUuid: string): PaymentOption[] {
  let options: PaymentOption[] = db
    .prepare<[], PayRow>('SELECT uuid, code, name FROM pay_systems ORDER BY sort')
    .all()
    .map((row) => ({
      ...row,
      merchantCode: MERCHANTS[row.code],
      isDefault: row.code === DEFAULT_PAY_CODE,
    }));
  if (deliveryCountry(db, cartUuid) !== 'RU')
    options = options.filter((option) => option.isDefault);
  if (hasGiftCard(db, cartUuid)) {
    options = options.filter((option) => !option.isDefault && option.code !== 'wallet');
  }
  return options;
}
