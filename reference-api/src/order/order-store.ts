import { randomUUID } from 'node:crypto';

import { cartDeliverySchema, type Cart } from '../../../lib/platform/api/contracts/cart';
import type {
  Order,
  OrderCreateInput,
  OrderStatus,
} from '../../../lib/platform/api/contracts/order';
import type { EngravingFont } from '../../../lib/shop/engraving';
import { settlePromo } from '../cart/cart-store';
import { buildCart, type CartRow } from '../cart/cart-view';
import type { Db } from '../db/open-db';
import { quoteDelivery } from '../delivery/quote';
import { ApiError, notFound, validationError } from '../http/errors';

import { availablePaymentOptions, deliveryCountry } from './payment-options';

/** Bonus accrual: 5% of the order total, valid one year. */
export const BONUS_RATE = 0.05;
const ORDER_NUMBER_BASE = 100_000;

type Body = OrderCreateInput;

type OrderRow = {
  uuid: string;
  number: string;
  status: OrderStatus;
  customer: string;
  delivery: string;
  promocode: string | null;
  totals: string;
  comment: string | null;
  created_at: string;
  pay_uuid: string;
  pay_code: Order['paySystem']['code'];
  pay_name: string;
};

type ItemRow = {
  uuid: string;
  offer_id: string;
  product_id: string;
  name: string;
  sku: string;
  size: string | null;
  quantity: number;
  price: number;
  old_price: number | null;
  engraving_text: string | null;
  engraving_font: EngravingFont | null;
  /** The engraving price per piece charged (0: free with a pair of rings). */
  engraving_price: number | null;
};

export function findOrderByKey(db: Db, cartUuid: string, key: string): string | undefined {
  return db
    .prepare<[string, string], { uuid: string }>(
      'SELECT uuid FROM orders WHERE cart_uuid = ? AND idempotency_key = ?',
    )
    .get(cartUuid, key)?.uuid;
}

/** The order as the API answers it; `origin` makes the payment URL absolute. */
/** The delivery an order was placed with. */
export function readOrderDelivery(db: Db, uuid: string): Order['delivery'] {
  const row = db
    .prepare<[string], { delivery: string }>('SELECT delivery FROM orders WHERE uuid = ?')
    .get(uuid);
  if (!row) throw notFound('Заказ не найден', 'order_not_found');
  return JSON.parse(row.delivery) as Order['delivery'];
}

function toOrderItem(item: ItemRow): Order['items'][number] {
  const engraving =
    item.engraving_text !== null && item.engraving_font !== null
      ? { text: item.engraving_text, font: item.engraving_font, price: item.engraving_price ?? 0 }
      : null;
  return {
    uuid: item.uuid,
    offerUuid: item.offer_id,
    productUuid: item.product_id,
    name: item.name,
    sku: item.sku,
    size: item.size,
    quantity: item.quantity,
    price: item.price,
    oldPrice: item.old_price,
    cost: (item.price + (engraving?.price ?? 0)) * item.quantity,
    engraving,
  };
}

export function readOrder(db: Db, uuid: string, origin: string): Order | undefined {
  const row = db
    .prepare<[string], OrderRow>(
      `SELECT o.*, ps.uuid AS pay_uuid, ps.code AS pay_code, ps.name AS pay_name
      FROM orders o JOIN pay_systems ps ON ps.uuid = o.pay_system_uuid WHERE o.uuid = ?`,
    )
    .get(uuid);
  if (!row) return undefined;
  const items = db
    .prepare<[string], ItemRow>('SELECT * FROM order_items WHERE order_uuid = ? ORDER BY position')
    .all(uuid)
    .map(toOrderItem);
  return {
    uuid: row.uuid,
    number: row.number,
    status: row.status,
    items,
    totals: JSON.parse(row.totals) as Order['totals'],
    promocode: row.promocode,
    delivery: JSON.parse(row.delivery) as Order['delivery'],
    paySystem: { uuid: row.pay_uuid, code: row.pay_code, name: row.pay_name },
    customer: JSON.parse(row.customer) as Order['customer'],
    comment: row.comment,
    createdAt: row.created_at,
    paymentUrl:
      row.pay_code === 'card' && row.status === 'awaiting_payment'
        ? `${origin}/order/pay/${row.uuid}`
        : null,
  };
}

const fail = (code: string, field: string, message: string) =>
  validationError({ [field]: [message] }, code);

/** The cart's delivery checked for ordering and priced (spec 5 «Checkout» and 8 failure codes). */
function orderDelivery(
  db: Db,
  cart: CartRow,
  goodsCost: number,
  payCode: string,
  body: Body,
): Order['delivery'] {
  const raw = db
    .prepare<[string], { delivery: string | null }>('SELECT delivery FROM carts WHERE uuid = ?')
    .get(cart.uuid)?.delivery;
  const parsed = raw ? cartDeliverySchema.safeParse(JSON.parse(raw)) : null;
  if (!parsed?.success) throw fail('no_delivery_point', 'delivery', 'Выберите способ доставки');
  const delivery = parsed.data;
  const quote = quoteDelivery(db, delivery, goodsCost, payCode);
  if (!quote.ok) throw fail(quote.code, 'delivery', quote.message);
  const courier = delivery.type === 'carrier';
  return {
    type: delivery.type,
    fias: delivery.fias,
    postIndex: delivery.postIndex,
    country: deliveryCountry(db, cart.uuid),
    // A date and time are for the courier; a pickup point keeps its own hours.
    date: courier ? (body.deliveryDate ?? null) : null,
    timeBegin: courier ? (body.deliveryTimeBegin ?? null) : null,
    timeEnd: courier ? (body.deliveryTimeEnd ?? null) : null,
    pointUuid: quote.point?.uuid ?? null,
    pointName: quote.name,
    address: courier ? delivery.clientAddress : (quote.point?.address ?? null),
    cost: quote.cost,
  };
}

function choosePaySystem(db: Db, cart: CartRow): string {
  const options = availablePaymentOptions(db, cart.uuid);
  const chosen = db
    .prepare<[string], { pay_system_uuid: string | null }>(
      'SELECT pay_system_uuid FROM carts WHERE uuid = ?',
    )
    .get(cart.uuid)?.pay_system_uuid;
  if (chosen) {
    if (!options.some((option) => option.uuid === chosen)) {
      throw fail(
        'pay_system_not_available',
        'paySystem',
        'Способ оплаты недоступен для этого заказа',
      );
    }
    return chosen;
  }
  const fallback = options.find((option) => option.isDefault) ?? options[0];
  if (!fallback)
    throw fail('pay_system_not_available', 'paySystem', 'Нет доступных способов оплаты');
  return fallback.uuid;
}

function payCodeOf(db: Db, paySystemUuid: string): string {
  return (
    db
      .prepare<[string], { code: string }>('SELECT code FROM pay_systems WHERE uuid = ?')
      .get(paySystemUuid)?.code ?? 'cash'
  );
}

const addYear = (iso: string): string => {
  const date = new Date(iso);
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date.toISOString();
};

type LineRow = ItemRow & { stock: number };
const NOT_ENOUGH = 'Некоторых товаров нет в наличии в нужном количестве';

/** The selected lines, each engraving at the price the cart shows for it (free from a pair). */
function orderLines(db: Db, cart: CartRow, view: Cart): LineRow[] {
  const engravingPrice = new Map(view.items.map((item) => [item.uuid, item.engraving?.price]));
  return db
    .prepare<[string], LineRow>(
      `SELECT ci.uuid, ci.offer_id, ci.product_id, p.name, p.sku, o.size, ci.quantity, p.price,
      p.old_price, ci.engraving_text, ci.engraving_font, o.stock
      FROM cart_items ci JOIN offers o ON o.id = ci.offer_id
      JOIN products p ON p.id = ci.product_id
      WHERE ci.cart_uuid = ? AND ci.selected = 1 ORDER BY ci.created_at, ci.rowid`,
    )
    .all(cart.uuid)
    .map((line) => ({
      ...line,
      engraving_price: line.engraving_text === null ? null : (engravingPrice.get(line.uuid) ?? 0),
    }));
}

function totalsOf(view: Cart, delivery: Order['delivery']): Order['totals'] {
  const saving = view.totals.saving ?? 0;
  return {
    quantity: view.totals.quantity,
    items: view.totals.items,
    saving,
    promo: view.totals.discount - saving,
    discount: view.totals.discount,
    delivery: delivery.cost,
    total: view.totals.total + delivery.cost,
  };
}

function customerOf(body: Body): Order['customer'] {
  return {
    name: body.customerName,
    surname: body.customerSurname,
    patronymic: body.customerPatronymic ?? null,
    phone: body.customerPhone,
    email: body.customerEmail ?? null,
  };
}

type NewOrder = {
  uuid: string;
  cart: CartRow;
  key: string;
  body: Body;
  view: Cart;
  delivery: Order['delivery'];
  paySystemUuid: string;
  totals: Order['totals'];
  now: string;
};

/** The order's campaign as kept: its non-empty fields as JSON, or null. */
function utmColumn(utm: Body['utm']): string | null {
  const fields = Object.entries(utm ?? {}).filter(([, value]) => value);
  return fields.length > 0 ? JSON.stringify(Object.fromEntries(fields)) : null;
}

/** Inserts the order row and numbers it from its integer key (`Z-100001`). */
function insertOrder(db: Db, order: NewOrder): void {
  const payCode = db
    .prepare<[string], { code: string }>('SELECT code FROM pay_systems WHERE uuid = ?')
    .get(order.paySystemUuid)?.code;
  const inserted = db
    .prepare(
      `INSERT INTO orders (uuid, number, cart_uuid, idempotency_key, status, customer, delivery,
      pay_system_uuid, promocode, totals, comment, device_id, utm, created_at, updated_at)
      VALUES (?, '', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      order.uuid,
      order.cart.uuid,
      order.key,
      payCode === 'card' ? 'awaiting_payment' : 'new',
      JSON.stringify(customerOf(order.body)),
      JSON.stringify(order.delivery),
      order.paySystemUuid,
      order.view.promocode,
      JSON.stringify(order.totals),
      order.body.comment ?? null,
      order.body.deviceId ?? null,
      utmColumn(order.body.utm),
      order.now,
      order.now,
    );
  const seq = Number(inserted.lastInsertRowid);
  db.prepare('UPDATE orders SET number = ? WHERE seq = ?').run(`Z-${ORDER_NUMBER_BASE + seq}`, seq);
}

/** Copies the lines with their prices and takes their stock (a shortfall rolls everything back). */
function copyLinesTakeStock(db: Db, orderUuid: string, lines: readonly LineRow[]): void {
  const item = db.prepare(
    `INSERT INTO order_items (uuid, order_uuid, position, offer_id, product_id, name, sku, size,
    quantity, price, old_price, engraving_text, engraving_font, engraving_price)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const take = db.prepare('UPDATE offers SET stock = stock - ? WHERE id = ? AND stock >= ?');
  lines.forEach((line, position) => {
    item.run(
      randomUUID(),
      orderUuid,
      position,
      line.offer_id,
      line.product_id,
      line.name,
      line.sku,
      line.size,
      line.quantity,
      line.price,
      line.old_price,
      line.engraving_text,
      line.engraving_font,
      line.engraving_price,
    );
    if (take.run(line.quantity, line.offer_id, line.quantity).changes === 0) {
      throw fail('not_enough_stock', 'cartUuid', NOT_ENOUGH);
    }
  });
  refreshInStock(
    db,
    lines.map((line) => line.offer_id),
  );
}

/** +5% of the total for a year; a guest's bonus is keyed by the phone. */
function accrueBonus(db: Db, order: NewOrder): void {
  db.prepare(
    `INSERT INTO bonus_operations (uuid, order_uuid, owner, amount, date, date_end)
    VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(
    randomUUID(),
    order.uuid,
    `phone:${order.body.customerPhone}`,
    Math.round(order.totals.total * BONUS_RATE),
    order.now,
    addYear(order.now),
  );
}

/**
 * Places the order of a cart inside the caller's transaction: checks the cart, its delivery and
 * pay system, copies the selected lines with prices, takes the stock, empties the ordered lines
 * and the promo code, and accrues the bonus. Returns the new order's uuid.
 */
export function placeOrder(db: Db, key: string, body: Body): string {
  const cart = db
    .prepare<[string], CartRow>('SELECT uuid, session_id FROM carts WHERE uuid = ?')
    .get(body.cartUuid);
  if (!cart) throw new ApiError(404, 'Корзина не найдена', undefined, 'cart_not_found');
  settlePromo(db, cart);
  const view = buildCart(db, cart);
  const lines = orderLines(db, cart, view);
  if (lines.length === 0) throw fail('cart_empty', 'cartUuid', 'Корзина пуста');
  if (!view.canOrder || lines.some((line) => line.stock < line.quantity)) {
    throw fail('not_enough_stock', 'cartUuid', NOT_ENOUGH);
  }
  const paySystemUuid = choosePaySystem(db, cart);
  const delivery = orderDelivery(db, cart, view.totals.total, payCodeOf(db, paySystemUuid), body);
  const order: NewOrder = {
    uuid: randomUUID(),
    cart,
    key,
    body,
    view,
    delivery,
    paySystemUuid,
    totals: totalsOf(view, delivery),
    now: new Date().toISOString(),
  };
  insertOrder(db, order);
  copyLinesTakeStock(db, order.uuid, lines);
  db.prepare('DELETE FROM cart_items WHERE cart_uuid = ? AND selected = 1').run(cart.uuid);
  db.prepare('UPDATE carts SET promocode = NULL, updated_at = ? WHERE uuid = ?').run(
    order.now,
    cart.uuid,
  );
  accrueBonus(db, order);
  return order.uuid;
}

function refreshInStock(db: Db, offerIds: readonly string[]): void {
  const update = db.prepare(
    `UPDATE products SET in_stock = EXISTS (SELECT 1 FROM offers s WHERE s.product_seq = products.seq AND s.stock > 0)
    WHERE seq = (SELECT product_seq FROM offers WHERE id = ?)`,
  );
  for (const id of offerIds) update.run(id);
}

/**
 * The stand-in payment page's outcome: an order awaiting payment becomes paid or cancelled (a
 * cancelled order gives its stock back and loses its bonus). Returns whether stock changed.
 */
export function settlePayment(db: Db, uuid: string, outcome: 'paid' | 'cancelled'): boolean {
  const row = db
    .prepare<[string], { status: OrderStatus }>('SELECT status FROM orders WHERE uuid = ?')
    .get(uuid);
  if (!row) throw notFound('Заказ не найден', 'order_not_found');
  if (row.status !== 'awaiting_payment') return false;
  db.prepare('UPDATE orders SET status = ?, updated_at = ? WHERE uuid = ?').run(
    outcome,
    new Date().toISOString(),
    uuid,
  );
  if (outcome === 'paid') return false;
  const items = db
    .prepare<[string], { offer_id: string; quantity: number }>(
      'SELECT offer_id, quantity FROM order_items WHERE order_uuid = ?',
    )
    .all(uuid);
  const give = db.prepare('UPDATE offers SET stock = stock + ? WHERE id = ?');
  for (const line of items) give.run(line.quantity, line.offer_id);
  refreshInStock(
    db,
    items.map((line) => line.offer_id),
  );
  db.prepare('DELETE FROM bonus_operations WHERE order_uuid = ?').run(uuid);
  return true;
}

/** The legacy checkout's extras of an order (migration 7): an instalment plan and the courier. */
export type OrderExtras = { instalment: boolean; carrierUuid: string | null };

export function markOrderExtras(db: Db, uuid: string, extras: OrderExtras): void {
  db.prepare('UPDATE orders SET payment_plan = ?, carrier_uuid = ? WHERE uuid = ?').run(
    extras.instalment ? 'instalment' : null,
    extras.carrierUuid,
    uuid,
  );
}

export function readOrderExtras(db: Db, uuid: string): OrderExtras {
  const row = db
    .prepare<[string], { payment_plan: string | null; carrier_uuid: string | null }>(
      'SELECT payment_plan, carrier_uuid FROM orders WHERE uuid = ?',
    )
    .get(uuid);
  return { instalment: row?.payment_plan === 'instalment', carrierUuid: row?.carrier_uuid ?? null };
}
