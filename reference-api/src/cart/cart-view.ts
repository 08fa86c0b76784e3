import type { Cart, CartItem } from '../../../lib/api/contracts/cart';
import type { Db } from '../db/open-db';

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
};

export const EMPTY_TOTALS: Cart['totals'] = { quantity: 0, items: 0, discount: 0, total: 0 };

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
  };
}

function toItem(row: LineRow): CartItem {
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
    cost: row.price * row.quantity,
    // A line can be ordered only while the stock still covers its quantity.
    isCompleted: row.stock >= row.quantity && row.stock > 0,
    // Discounted goods take no promo code on top of their discount.
    restrictions: { promocode: row.old_price !== null },
  };
}

function statusOf(items: readonly CartItem[]): Cart['status'] {
  const missing = items.filter((item) => !item.isCompleted).length;
  if (missing === 0) return null;
  return missing === items.length
    ? 'STATUS_ALL_PRODUCTS_DO_NOT_EXIST'
    : 'STATUS_SOME_PRODUCTS_DO_NOT_EXIST';
}

/**
 * The cart as the storefront sees it, with totals computed here: `items` is the sum of line costs at
 * site prices, `discount` what the shopper saves against old prices, `total` what is to be paid.
 */
export function buildCart(db: Db, cart: CartRow): Cart {
  const rows = db
    .prepare<[string], LineRow>(
      `SELECT ci.uuid, ci.offer_id, ci.product_id, ci.quantity, o.size, o.stock,
      p.name, p.sku, p.slug, p.price, p.old_price,
      (SELECT file FROM product_images i WHERE i.product_seq = p.seq AND i.position = 0) AS file
      FROM cart_items ci JOIN offers o ON o.id = ci.offer_id JOIN products p ON p.id = ci.product_id
      WHERE ci.cart_uuid = ? ORDER BY ci.created_at, ci.rowid`,
    )
    .all(cart.uuid);
  const items = rows.map(toItem);
  const sum = (pick: (row: LineRow) => number): number =>
    rows.reduce((total, row) => total + pick(row), 0);
  const itemsCost = sum((row) => row.price * row.quantity);
  return {
    uuid: cart.uuid,
    sessionId: cart.session_id,
    items,
    adjustments: [],
    canOrder: items.length > 0 && items.every((item) => item.isCompleted),
    promocode: null,
    paySystem: null,
    totals: {
      quantity: sum((row) => row.quantity),
      items: itemsCost,
      discount: sum((row) =>
        row.old_price === null ? 0 : (row.old_price - row.price) * row.quantity,
      ),
      total: itemsCost,
    },
    status: statusOf(items),
  };
}
