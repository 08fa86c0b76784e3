import type { Context } from 'hono';

import { HEADER_CART, HEADER_TOKEN } from '../../../lib/platform/api/contracts/common';
import type { CartRow } from '../cart/cart-view';
import { ownsOrder } from '../core/customer-orders';
import type { CustomerRow } from '../core/customers';
import { bearerOf, customerOfToken } from '../core/tokens';
import type { Db } from '../db/open-db';
import { ApiError, notFound } from '../http/errors';

/**
 * Who may read an order and order a cart. An order holds a person's name, phone, e-mail
 * and address, and its number is a counter anyone can count through, so it is answered only to
 * (a) the cart session that placed it — the `shop-cart-token` of the cart whose uuid the order
 * keeps — or (b) its customer, signed in with a profile or access token, who owns the orders
 * placed with their phone. Everyone else gets the 404 of an unknown order: a 403 would confirm it
 * exists.
 */
export const orderNotFound = (): ApiError => notFound('Заказ не найден', 'order_not_found');
export const cartNotFound = (): ApiError =>
  new ApiError(404, 'Корзина не найдена', undefined, 'cart_not_found');

const sessionOf = (c: Context): string | undefined =>
  c.req.header(HEADER_CART)?.trim() || undefined;

/** The order uuid behind an id: the uuid, the number `Z-100001` or its digits `100001`. */
export function orderUuidOf(db: Db, id: string): string | undefined {
  const number = /^\d+$/.test(id) ? `Z-${id}` : id.toUpperCase();
  return db
    .prepare<[string, string], { uuid: string }>(
      'SELECT uuid FROM orders WHERE uuid = ? OR number = ? LIMIT 1',
    )
    .get(id, number)?.uuid;
}

function placedBySession(db: Db, session: string | undefined, orderUuid: string): boolean {
  if (!session) return false;
  return (
    db
      .prepare(
        `SELECT 1 FROM orders o JOIN carts c ON c.uuid = o.cart_uuid
        WHERE o.uuid = ? AND c.session_id = ?`,
      )
      .get(orderUuid, session) !== undefined
  );
}

/** Everyone the request is signed in as: the profile token (bearer), the access token (header or bearer). */
export function customersOf(db: Db, c: Context, now: Date): CustomerRow[] {
  const bearer = bearerOf(c);
  const header = c.req.header(HEADER_TOKEN)?.trim();
  return [
    customerOfToken(db, 'profile', bearer, now),
    customerOfToken(db, 'access', header, now),
    customerOfToken(db, 'access', bearer, now),
  ].filter((customer): customer is CustomerRow => customer !== undefined);
}

export function canReadOrder(db: Db, c: Context, orderUuid: string, now: Date): boolean {
  if (placedBySession(db, sessionOf(c), orderUuid)) return true;
  return customersOf(db, c, now).some((customer) => ownsOrder(db, customer, orderUuid));
}

/**
 * The uuid of the order the request may read (reached by uuid or number); otherwise exactly the
 * 404 of an unknown order. Every read path of an order goes through here.
 */
export function readableOrderUuid(db: Db, c: Context, id: string, now: Date): string {
  const uuid = orderUuidOf(db, id.trim());
  if (!uuid || !canReadOrder(db, c, uuid, now)) throw orderNotFound();
  return uuid;
}

/**
 * The cart the request's own session holds, when it is the cart asked for. Anyone else's cart
 * uuid (they travel in order answers and URLs) is the 404 of an unknown cart: no order placed from
 * it, no options listed, and no idempotent replay of its orders.
 */
export function requireSessionCart(db: Db, c: Context, cartUuid: string): CartRow {
  const session = sessionOf(c);
  const cart = session
    ? db
        .prepare<[string, string], CartRow>(
          'SELECT uuid, session_id FROM carts WHERE uuid = ? AND session_id = ?',
        )
        .get(cartUuid, session)
    : undefined;
  if (!cart) throw cartNotFound();
  return cart;
}
