import { randomUUID } from 'node:crypto';

import type { CartItemBody } from '../../../lib/api/contracts/cart';
import type { Db } from '../db/open-db';
import { ApiError, notFound, validationError } from '../http/errors';

import type { CartRow } from './cart-view';

type OfferRow = {
  id: string;
  product_id: string;
  size: string | null;
  stock: number;
  sized: number;
};
type AddInput = Required<CartItemBody>;

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

/** Adds an offer, merging with an existing line; the quantity is capped by the stock. */
export function addItem(db: Db, cart: CartRow, input: AddInput): void {
  const offer = sellableOffer(db, input);
  const line = db
    .prepare<[string, string], { uuid: string; quantity: number }>(
      'SELECT uuid, quantity FROM cart_items WHERE cart_uuid = ? AND offer_id = ?',
    )
    .get(cart.uuid, offer.id);
  const current = line?.quantity ?? 0;
  const next = Math.min(current + input.quantity, offer.stock);
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
      `INSERT INTO cart_items (uuid, cart_uuid, offer_id, product_id, quantity, created_at)
      VALUES (?, ?, ?, ?, ?, ?)`,
    ).run(randomUUID(), cart.uuid, offer.id, offer.product_id, next, new Date().toISOString());
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
