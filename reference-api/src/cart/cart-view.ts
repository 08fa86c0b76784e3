import {
  cartDeliverySchema,
  type Cart,
  type CartDelivery,
  type CartItem,
} from '../../../lib/platform/api/contracts/cart';
import { ENGRAVING_CATEGORY_SLUG, type EngravingFont } from '../../../lib/shop/engraving';
import type { Db } from '../db/open-db';
import { quoteDelivery } from '../delivery/quote';

import { engravingPriceFor, IS_WEDDING_RING_SQL } from './engraving-price';
import { evaluatePromo, findPromo } from './promo';

export type CartRow = { uuid: string; session_id: string };

type LineRow = {
  uuid: string;
  offer_id: string;
  product_id: string;
  quantity: number;
  size: string | null;
  stock: number;
  name: string;
  sku: string;
  slug: string;
  price: number;
  old_price: number | null;
  file: string | null;
  selected: number;
  engraving_text: string | null;
  engraving_font: EngravingFont | null;
  /** 1 for a wedding ring (the free-engraving pair counts them). */
  ring: number;
};

type StateRow = {
  promocode: string | null;
  pay_uuid: string | null;
  pay_name: string | null;
  pay_code: 'cash' | 'card' | 'wallet' | null;
  delivery: string | null;
};

export const EMPTY_TOTALS: Cart['totals'] = {
  quantity: 0,
  items: 0,
  discount: 0,
  total: 0,
  saving: 0,
};

/** The cart of an unknown or missing session: nothing stored, no session handed out yet. */
export function emptyCart(): Cart {
  return {
    uuid: null,
    sessionId: null,
    items: [],
    adjustments: [],
    canOrder: false,
    promocode: null,
    paySystem: null,
    totals: { ...EMPTY_TOTALS },
    status: null,
    delivery: null,
  };
}

/**
 * A line as an item. `available` is what its offer's stock leaves for it after the offer's other
 * lines (the same ring engraved twice is two lines of one stock); `engravingPrice` is the cart's
 * price per engraved piece.
 */
function toItem(row: LineRow, available: number, engravingPrice: number): CartItem {
  const engraving =
    row.engraving_text !== null && row.engraving_font !== null
      ? { text: row.engraving_text, font: row.engraving_font, price: engravingPrice }
      : null;
  return {
    uuid: row.uuid,
    offerUuid: row.offer_id,
    productUuid: row.product_id,
    product: {
      name: row.name,
      sku: row.sku,
      slug: row.slug,
      image: row.file ? `/media/p/${row.file}` : '',
    },
    size: row.size,
    quantity: row.quantity,
    price: row.price,
    cost: (row.price + (engraving?.price ?? 0)) * row.quantity,
    // A line can be ordered only while the stock still covers its quantity.
    isCompleted: available >= row.quantity && available > 0,
    // Discounted goods take no promo code on top of their discount.
    restrictions: { promocode: row.old_price !== null },
    selected: row.selected === 1,
    available,
    engraving,
  };
}

/** The lines as items, engraving priced for the cart as a whole (free from a pair of rings). */
function itemsOf(rows: readonly LineRow[]): CartItem[] {
  const ringPieces = rows
    .filter((row) => row.selected === 1 && row.ring === 1)
    .reduce((total, row) => total + row.quantity, 0);
  const engravingPrice = engravingPriceFor(ringPieces);
  const perOffer = new Map<string, number>();
  for (const row of rows) {
    perOffer.set(row.offer_id, (perOffer.get(row.offer_id) ?? 0) + row.quantity);
  }
  return rows.map((row) => {
    const others = (perOffer.get(row.offer_id) ?? 0) - row.quantity;
    return toItem(row, Math.max(0, row.stock - others), engravingPrice);
  });
}

function statusOf(items: readonly CartItem[]): Cart['status'] {
  const missing = items.filter((item) => !item.isCompleted).length;
  if (missing === 0) return null;
  return missing === items.length
    ? 'STATUS_ALL_PRODUCTS_DO_NOT_EXIST'
    : 'STATUS_SOME_PRODUCTS_DO_NOT_EXIST';
}

function readLines(db: Db, cartUuid: string): LineRow[] {
  return db
    .prepare<[string, string], LineRow>(
      `SELECT ci.uuid, ci.offer_id, ci.product_id, ci.quantity, ci.selected, o.size, o.stock,
      p.name, p.sku, p.slug, p.price, p.old_price, ci.engraving_text, ci.engraving_font,
      ${IS_WEDDING_RING_SQL} AS ring,
      (SELECT file FROM product_images i WHERE i.product_seq = p.seq AND i.position = 0) AS file
      FROM cart_items ci JOIN offers o ON o.id = ci.offer_id JOIN products p ON p.id = ci.product_id
      WHERE ci.cart_uuid = ? ORDER BY ci.created_at, ci.rowid`,
    )
    .all(ENGRAVING_CATEGORY_SLUG, cartUuid);
}

/** The cart's lines as items, in the order they were added. */
export function readItems(db: Db, cartUuid: string): CartItem[] {
  return itemsOf(readLines(db, cartUuid));
}

function readState(db: Db, cartUuid: string): StateRow | undefined {
  return db
    .prepare<[string], StateRow>(
      `SELECT c.promocode, c.delivery, ps.uuid AS pay_uuid, ps.name AS pay_name, ps.code AS pay_code
      FROM carts c LEFT JOIN pay_systems ps ON ps.uuid = c.pay_system_uuid WHERE c.uuid = ?`,
    )
    .get(cartUuid);
}

function parseDelivery(json: string | null): CartDelivery | null {
  if (!json) return null;
  const parsed = cartDeliverySchema.safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : null;
}

/** The stored delivery with its current price (0 while it cannot be delivered: the order says why). */
function pricedDelivery(
  db: Db,
  delivery: CartDelivery | null,
  goodsCost: number,
  payCode: string | null,
): CartDelivery | null {
  if (!delivery) return null;
  const quote = quoteDelivery(db, delivery, goodsCost, payCode);
  return { ...delivery, cost: quote.ok ? quote.cost : 0 };
}

/**
 * The cart as the storefront sees it, with totals over the selected lines (all by default):
 * `items` is the sum of line costs at site prices (engraving included), `saving` what the shopper
 * saves against old prices, `discount` = `saving` + the promo discount, `total` = `items` − the
 * promo discount (which never covers engraving: promo.ts).
 * A stored promo code that no longer applies counts for nothing here; `settlePromo` drops it.
 */
export function buildCart(db: Db, cart: CartRow, notices: readonly string[] = []): Cart {
  const rows = readLines(db, cart.uuid);
  const state = readState(db, cart.uuid);
  const items = itemsOf(rows);
  const chosen = rows.flatMap((row, index) =>
    row.selected === 1 ? [{ row, cost: items[index]?.cost ?? 0 }] : [],
  );
  const sum = (pick: (line: (typeof chosen)[number]) => number): number =>
    chosen.reduce((total, line) => total + pick(line), 0);
  const itemsCost = sum((line) => line.cost);
  const saving = sum(({ row }) =>
    row.old_price === null ? 0 : (row.old_price - row.price) * row.quantity,
  );
  const code = state?.promocode ?? null;
  const promo = code ? evaluatePromo(findPromo(db, code), items) : null;
  const promoDiscount = promo?.ok ? promo.discount : 0;
  const paySystem =
    state?.pay_uuid && state.pay_name
      ? {
          uuid: state.pay_uuid,
          name: state.pay_name,
          ...(state.pay_code ? { code: state.pay_code } : {}),
        }
      : null;
  return {
    uuid: cart.uuid,
    sessionId: cart.session_id,
    items,
    adjustments: promo?.ok ? [{ type: 'promo', promocode: code, amount: -promoDiscount }] : [],
    canOrder: items.length > 0 && items.every((item) => item.isCompleted) && chosen.length > 0,
    promocode: promo?.ok ? code : null,
    paySystem,
    totals: {
      quantity: sum(({ row }) => row.quantity),
      items: itemsCost,
      discount: saving + promoDiscount,
      total: itemsCost - promoDiscount,
      saving,
    },
    status: statusOf(items),
    delivery: pricedDelivery(
      db,
      parseDelivery(state?.delivery ?? null),
      itemsCost - promoDiscount,
      state?.pay_code ?? null,
    ),
    ...(notices.length > 0 ? { notices: [...notices] } : {}),
  };
}
