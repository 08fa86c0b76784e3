import { randomUUID } from 'node:crypto';

import type { CartDelivery } from '../../../lib/platform/api/contracts/cart';
import { orderCreateBodySchema } from '../../../lib/platform/api/contracts/order';
import { addItem, createCart, setDelivery, setPaySystem } from '../cart/cart-store';
import { createCustomer, customerByEmail, customerByPhone } from '../core/customers';
import type { Db } from '../db/open-db';
import { placeOrder, settlePayment } from '../order/order-store';

/** The demo customer of the README: sign in by this phone (code), or e-mail and password. */
export const DEMO_CUSTOMER = {
  phone: '+7 (900) 000-00-01',
  email: 'demo@zoloto.test',
  password: 'demo12345',
  name: 'Анна',
  surname: 'Демидова',
  patronymic: 'Сергеевна',
  birthDate: '1990-05-14',
} as const;

const CARD = '7d0c5f0e-3b1a-4c56-9a51-1f0e5c1a0002';
const DAY = 86_400_000;

type OfferPick = { offer: string; product: string };

/** Sellable offers of popular products (sized ones with their size), most popular first. */
function pickOffers(db: Db, count: number, skip: number): OfferPick[] {
  return db
    .prepare<[number, number], OfferPick>(
      `SELECT o.id AS offer, p.id AS product FROM products p
      JOIN offers o ON o.product_seq = p.seq AND o.position = (
        SELECT min(s.position) FROM offers s WHERE s.product_seq = p.seq AND s.stock >= 3
          AND (s.size IS NOT NULL AND s.size <> '' OR NOT EXISTS (SELECT 1 FROM offers z
            WHERE z.product_seq = p.seq AND z.size IS NOT NULL AND z.size <> '')))
      WHERE p.seq NOT IN (SELECT pc.product_seq FROM product_categories pc
        JOIN categories c ON c.id = pc.category_id WHERE c.slug = 'podarochnye-sertifikaty')
      ORDER BY p.popularity DESC, p.seq LIMIT ? OFFSET ?`,
    )
    .all(count, skip);
}

type DemoOrder = { daysAgo: number; lines: number; card?: boolean };
const DEMO_ORDERS: readonly DemoOrder[] = [
  { daysAgo: 120, lines: 1 },
  { daysAgo: 45, lines: 2, card: true },
  { daysAgo: 3, lines: 1 },
];

/**
 * Places the demo orders through the order service's own code (cart → pickup point → order, stock
 * and bonus included), then dates them back so the account shows a history.
 */
function placeDemoOrders(db: Db, now: number): { uuid: string; at: string }[] {
  const point = db
    .prepare<[], { uuid: string }>(
      `SELECT dp.uuid FROM delivery_points dp JOIN carriers c ON c.uuid = dp.carrier_uuid
      WHERE c.is_shop = 1 AND dp.city = 'Москва' ORDER BY dp.rowid LIMIT 1`,
    )
    .get();
  if (!point) return [];
  let skip = 0;
  return DEMO_ORDERS.map((demo, index) => {
    const cart = createCart(db);
    for (const pick of pickOffers(db, demo.lines, skip)) {
      addItem(db, cart, { offerUuid: pick.offer, productUuid: pick.product, quantity: 1 });
    }
    skip += demo.lines;
    const delivery: CartDelivery = {
      type: 'shop',
      pointUuid: point.uuid,
      clientAddress: null,
      fias: null,
      postIndex: null,
      cost: 0,
    };
    setDelivery(db, cart, delivery);
    if (demo.card) setPaySystem(db, cart, CARD);
    const body = orderCreateBodySchema.parse({
      cartUuid: cart.uuid,
      customerName: DEMO_CUSTOMER.name,
      customerSurname: DEMO_CUSTOMER.surname,
      customerPatronymic: DEMO_CUSTOMER.patronymic,
      customerPhone: DEMO_CUSTOMER.phone,
      customerEmail: DEMO_CUSTOMER.email,
    });
    const uuid = placeOrder(db, `demo-seed-${index + 1}`, body);
    if (demo.card) settlePayment(db, uuid, 'paid');
    const at = new Date(now - demo.daysAgo * DAY).toISOString();
    const end = new Date(now - demo.daysAgo * DAY + 365 * DAY).toISOString();
    db.prepare('UPDATE orders SET created_at = ?, updated_at = ? WHERE uuid = ?').run(at, at, uuid);
    db.prepare('UPDATE bonus_operations SET date = ?, date_end = ? WHERE order_uuid = ?').run(
      at,
      end,
      uuid,
    );
    return { uuid, at };
  });
}

/**
 * Adds the demo customer once per database (meta `customers_seeded`), with orders, bonus
 * operations (welcome, accruals of the orders, one spending) and favourites. Runs inside the
 * seed's transaction, after the catalogue and delivery data exist.
 */
export function seedCustomers(db: Db): boolean {
  const done = db.prepare("SELECT 1 FROM meta WHERE key = 'customers_seeded'").get();
  if (done) return false;
  const now = Date.now();
  const mark = db.prepare("INSERT INTO meta (key, value) VALUES ('customers_seeded', ?)");
  // A database where someone already signed up with the demo phone or e-mail keeps that account.
  if (customerByPhone(db, DEMO_CUSTOMER.phone) || customerByEmail(db, DEMO_CUSTOMER.email)) {
    mark.run(new Date(now).toISOString());
    return false;
  }
  const customer = createCustomer(
    db,
    {
      phone: DEMO_CUSTOMER.phone,
      email: DEMO_CUSTOMER.email,
      password: DEMO_CUSTOMER.password,
      name: DEMO_CUSTOMER.name,
      surname: DEMO_CUSTOMER.surname,
      patronymic: DEMO_CUSTOMER.patronymic,
      birth_date: DEMO_CUSTOMER.birthDate,
      sex: 'female',
      is_subscribed: 1,
    },
    new Date(now - 150 * DAY),
  );
  const orders = placeDemoOrders(db, now);
  const adjust = db.prepare(
    `INSERT INTO bonus_adjustments (uuid, customer_id, amount, reason, date, date_end)
    VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const welcome = new Date(now - 150 * DAY);
  adjust.run(
    randomUUID(),
    customer.id,
    500,
    'Приветственные бонусы',
    welcome.toISOString(),
    new Date(welcome.getTime() + 365 * DAY).toISOString(),
  );
  const spent = orders[1]?.at ?? new Date(now - 45 * DAY).toISOString();
  // A spending counts against the balance for as long as the accruals it used.
  const spentEnd = new Date(Date.parse(spent) + 365 * DAY).toISOString();
  adjust.run(randomUUID(), customer.id, -300, 'Оплата бонусами', spent, spentEnd);
  const favourites = db
    .prepare<[], { seq: number }>(
      'SELECT seq FROM products WHERE in_stock = 1 ORDER BY popularity DESC LIMIT 6 OFFSET 10',
    )
    .all();
  const like = db.prepare(
    'INSERT OR IGNORE INTO wishlist_items (customer_id, product_seq, created_at) VALUES (?, ?, ?)',
  );
  favourites.forEach((row, index) => {
    like.run(customer.id, row.seq, new Date(now - (index + 1) * DAY).toISOString());
  });
  mark.run(new Date(now).toISOString());
  return true;
}
