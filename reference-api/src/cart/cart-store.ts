import { randomUUID } from 'node:crypto';

import type {
  CartDelivery,
  CartItemBody,
  PaySystem,
} from '../../../lib/platform/api/contracts/cart';
import type { Db } from '../db/open-db';
import { ApiError, notFound, validationError } from '../http/errors';

import { readItems, type CartRow } from './cart-view';
import { assertEngravable } from './engraving-price';
import { evaluatePromo, findPromo, PROMO_NOT_FOUND } from './promo';

type OfferRow = {
  id: string;
  product_id: string;
  size: string | null;
  stock: number;
  sized: number;
};
type AddInput = Required<Omit<CartItemBody, 'engraving'>> & Pick<CartItemBody, 'engraving'>;

export function findCart(db: Db, sessionId: string | undefined): CartRow | undefined {
  if (!sessionId) return undefined;
  return db
    .prepare<[string], CartRow>('SELECT uuid, session_id FROM carts WHERE session_id = ?')
    .get(sessionId);
}

export function createCart(db: Db): CartRow {
  const now = new Date().toISOString();
  const cart = { uuid: randomUUID(), session_id: randomUUID() };
  db.prepare(
    'INSERT INTO carts (uuid, session_id, created_at, updated_at) VALUES (?, ?, ?, ?)',
  ).run(cart.uuid, cart.session_id, now, now);
  return cart;
}

function touch(db: Db, cart: CartRow): void {
  db.prepare('UPDATE carts SET updated_at = ? WHERE uuid = ?').run(
    new Date().toISOString(),
    cart.uuid,
  );
}

/** The offer, checked against the cart rules of spec 3: it belongs to the product, has a size, is in stock. */
function sellableOffer(db: Db, input: AddInput): OfferRow {
  const offer = db
    .prepare<[string], OfferRow>(
      `SELECT o.id, p.id AS product_id, o.size, o.stock,
      EXISTS (SELECT 1 FROM offers s WHERE s.product_seq = o.product_seq AND s.size IS NOT NULL AND s.size <> '') AS sized
      FROM offers o JOIN products p ON p.seq = o.product_seq WHERE o.id = ?`,
    )
    .get(input.offerUuid);
  if (!offer || offer.product_id !== input.productUuid) {
    throw validationError({ offerUuid: ['Товар не найден'] }, 'offer_not_found');
  }
  if (offer.sized && (offer.size === null || offer.size === '')) {
    throw validationError({ offerUuid: ['Выберите размер'] }, 'size_required');
  }
  if (offer.stock <= 0)
    throw validationError({ offerUuid: ['Товара нет в наличии'] }, 'out_of_stock');
  return offer;
}

type OfferLine = {
  uuid: string;
  quantity: number;
  engraving_text: string | null;
  engraving_font: string | null;
};

/** The offer's line with this engraving (or none) and the pieces its other lines hold. */
function offerLine(db: Db, cart: CartRow, offerId: string, engraving: AddInput['engraving']) {
  const lines = db
    .prepare<[string, string], OfferLine>(
      `SELECT uuid, quantity, engraving_text, engraving_font FROM cart_items
      WHERE cart_uuid = ? AND offer_id = ?`,
    )
    .all(cart.uuid, offerId);
  const text = engraving?.text.trim() ?? null;
  const line = lines.find(
    (row) => row.engraving_text === text && row.engraving_font === (engraving?.font ?? null),
  );
  const others = lines.reduce((total, row) => total + row.quantity, 0) - (line?.quantity ?? 0);
  return { line, others, text };
}

/**
 * Adds an offer, merging with its line of the same engraving (the same text and font, or none);
 * the offer's lines together never hold more than its stock. Only wedding rings take an engraving.
 */
export function addItem(db: Db, cart: CartRow, input: AddInput): void {
  const offer = sellableOffer(db, input);
  if (input.engraving) assertEngravable(db, offer.product_id);
  const { line, others, text } = offerLine(db, cart, offer.id, input.engraving);
  const current = line?.quantity ?? 0;
  const next = Math.min(current + input.quantity, offer.stock - others);
  if (next <= current) {
    throw validationError(
      { quantity: [`Больше нет в наличии: доступно ${offer.stock} шт.`] },
      'not_enough_stock',
    );
  }
  if (line) {
    db.prepare('UPDATE cart_items SET quantity = ? WHERE uuid = ?').run(next, line.uuid);
  } else {
    db.prepare(
      `INSERT INTO cart_items (uuid, cart_uuid, offer_id, product_id, quantity, created_at,
      engraving_text, engraving_font) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      randomUUID(),
      cart.uuid,
      offer.id,
      offer.product_id,
      next,
      new Date().toISOString(),
      text,
      input.engraving?.font ?? null,
    );
  }
  touch(db, cart);
}

export function removeItem(db: Db, cart: CartRow, itemUuid: string): void {
  const result = db
    .prepare('DELETE FROM cart_items WHERE uuid = ? AND cart_uuid = ?')
    .run(itemUuid, cart.uuid);
  if (result.changes === 0) throw notFound('Товар в корзине не найден', 'cart_item_not_found');
  touch(db, cart);
}

export function requireCart(db: Db, sessionId: string | undefined): CartRow {
  const cart = findCart(db, sessionId);
  if (!cart) throw new ApiError(404, 'Корзина не найдена', undefined, 'cart_not_found');
  return cart;
}

type LineState = { uuid: string; quantity: number; stock: number };

/** The line, with `stock` = what its offer's stock leaves after the offer's other lines. */
function lineOf(db: Db, cart: CartRow, itemUuid: string): LineState {
  const line = db
    .prepare<[string, string], LineState>(
      `SELECT ci.uuid, ci.quantity, o.stock - (SELECT ifnull(sum(x.quantity), 0) FROM cart_items x
        WHERE x.cart_uuid = ci.cart_uuid AND x.offer_id = ci.offer_id AND x.uuid <> ci.uuid) AS stock
      FROM cart_items ci JOIN offers o ON o.id = ci.offer_id
      WHERE ci.uuid = ? AND ci.cart_uuid = ?`,
    )
    .get(itemUuid, cart.uuid);
  if (!line) throw notFound('Товар в корзине не найден', 'cart_item_not_found');
  return line;
}

/** +1 / −1 on a line: never beyond the stock, never below 1 (removal is DELETE /item/{uuid}). */
export function changeQuantity(db: Db, cart: CartRow, itemUuid: string, step: 1 | -1): void {
  const line = lineOf(db, cart, itemUuid);
  const next = line.quantity + step;
  if (step > 0 && next > line.stock) {
    throw validationError({ quantity: ['Больше нет в наличии'] }, 'not_enough_stock');
  }
  if (next < 1) {
    throw validationError({ quantity: ['Минимальное количество — 1'] }, 'min_quantity');
  }
  db.prepare('UPDATE cart_items SET quantity = ? WHERE uuid = ?').run(next, line.uuid);
  touch(db, cart);
}

/** Empties the cart; the promo code goes with the goods, pay system and delivery stay. */
export function clearCart(db: Db, cart: CartRow): void {
  db.prepare('DELETE FROM cart_items WHERE cart_uuid = ?').run(cart.uuid);
  db.prepare('UPDATE carts SET promocode = NULL WHERE uuid = ?').run(cart.uuid);
  touch(db, cart);
}

/**
 * Removes lines whose offer has no stock left and lowers lines that ask for more than the stock to
 * what is left, so the cart can be ordered again (the storefront calls this after the shopper
 * acknowledges the availability message). An offer on several lines (engraved differently) gives
 * its stock to its earlier lines first.
 */
export function clearOutOfStock(db: Db, cart: CartRow): void {
  const lines = db
    .prepare<[string], { uuid: string; offer_id: string; quantity: number; stock: number }>(
      `SELECT ci.uuid, ci.offer_id, ci.quantity, o.stock FROM cart_items ci
      JOIN offers o ON o.id = ci.offer_id WHERE ci.cart_uuid = ? ORDER BY ci.created_at, ci.rowid`,
    )
    .all(cart.uuid);
  const left = new Map<string, number>();
  const remove = db.prepare('DELETE FROM cart_items WHERE uuid = ?');
  const lower = db.prepare('UPDATE cart_items SET quantity = ? WHERE uuid = ?');
  for (const line of lines) {
    const room = Math.max(0, left.get(line.offer_id) ?? line.stock);
    const kept = Math.min(line.quantity, room);
    if (kept === 0) remove.run(line.uuid);
    else if (kept < line.quantity) lower.run(kept, line.uuid);
    left.set(line.offer_id, room - kept);
  }
  touch(db, cart);
}

/** Applies a code (422 field `code` when it does not apply to this cart). */
export function applyPromocode(db: Db, cart: CartRow, code: string): void {
  const promo = findPromo(db, code);
  const result = evaluatePromo(promo, readItems(db, cart.uuid));
  if (!result.ok || !promo) {
    throw validationError(
      { code: [result.ok ? PROMO_NOT_FOUND : result.message] },
      'promocode_invalid',
    );
  }
  db.prepare('UPDATE carts SET promocode = ? WHERE uuid = ?').run(promo.code, cart.uuid);
  touch(db, cart);
}

export function removePromocode(db: Db, cart: CartRow): void {
  db.prepare('UPDATE carts SET promocode = NULL WHERE uuid = ?').run(cart.uuid);
  touch(db, cart);
}

/**
 * Re-checks the stored promo code against the cart as it is now; a code that stopped applying (the
 * order fell under its minimum, its lines ran out, it expired) is dropped and reported.
 */
export function settlePromo(db: Db, cart: CartRow): string[] {
  const row = db
    .prepare<[string], { promocode: string | null }>('SELECT promocode FROM carts WHERE uuid = ?')
    .get(cart.uuid);
  const code = row?.promocode;
  if (!code) return [];
  const result = evaluatePromo(findPromo(db, code), readItems(db, cart.uuid));
  if (result.ok) return [];
  db.prepare('UPDATE carts SET promocode = NULL WHERE uuid = ?').run(cart.uuid);
  return [`Промокод ${code} больше не действует: ${result.message}`];
}

export function setPaySystem(db: Db, cart: CartRow, paySystemUuid: string | null): void {
  if (paySystemUuid !== null) {
    const known = db.prepare('SELECT 1 FROM pay_systems WHERE uuid = ?').get(paySystemUuid);
    if (!known) {
      throw validationError({ paySystemUuid: ['Способ оплаты не найден'] }, 'pay_system_not_found');
    }
  }
  db.prepare('UPDATE carts SET pay_system_uuid = ? WHERE uuid = ?').run(paySystemUuid, cart.uuid);
  touch(db, cart);
}

export function listPaySystems(db: Db): PaySystem[] {
  return db.prepare<[], PaySystem>('SELECT uuid, name, code FROM pay_systems ORDER BY sort').all();
}

/** Marks the listed lines as going to the order and the others as not. */
export function selectForOrder(db: Db, cart: CartRow, itemsUuid: readonly string[]): void {
  const wanted = new Set(itemsUuid);
  const lines = db
    .prepare<[string], { uuid: string }>('SELECT uuid FROM cart_items WHERE cart_uuid = ?')
    .all(cart.uuid);
  const known = new Set(lines.map((line) => line.uuid));
  if ([...wanted].some((uuid) => !known.has(uuid))) {
    throw notFound('Товар в корзине не найден', 'cart_item_not_found');
  }
  const update = db.prepare('UPDATE cart_items SET selected = ? WHERE uuid = ?');
  for (const line of lines) update.run(wanted.has(line.uuid) ? 1 : 0, line.uuid);
  touch(db, cart);
}

export function setDelivery(db: Db, cart: CartRow, delivery: CartDelivery | null): void {
  db.prepare('UPDATE carts SET delivery = ? WHERE uuid = ?').run(
    delivery ? JSON.stringify(delivery) : null,
    cart.uuid,
  );
  touch(db, cart);
}

/** Test hook: sets an offer's stock (and the product's in-stock flag). */
export function setStock(db: Db, offerUuid: string, count: number): void {
  const offer = db
    .prepare<[string], { product_seq: number }>('SELECT product_seq FROM offers WHERE id = ?')
    .get(offerUuid);
  if (!offer) throw notFound('Товар не найден', 'offer_not_found');
  db.prepare('UPDATE offers SET stock = ? WHERE id = ?').run(count, offerUuid);
  db.prepare(
    'UPDATE products SET in_stock = EXISTS (SELECT 1 FROM offers WHERE product_seq = ? AND stock > 0) WHERE seq = ?',
  ).run(offer.product_seq, offer.product_seq);
}
