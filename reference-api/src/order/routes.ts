import { Hono, type Context } from 'hono';

import { HEADER_IDEMPOTENCY } from '../../../lib/platform/api/contracts/common';
import type { OrderCreateInput } from '../../../lib/platform/api/contracts/order';
import type { OnStockChange } from '../catalog/stock-change';
import type { Db } from '../db/open-db';
import { isConstraintError } from '../db/sqlite';
import { addressOwner, rememberCourierAddress } from '../delivery/addresses';
import { validationError } from '../http/errors';
import { ordersPlaced } from '../http/observe';
import { readJson } from '../http/validate';

import { orderNotFound, readableOrderUuid, requireSessionCart } from './order-access';
import {
  findOrderByKey,
  placeOrder,
  readOrder,
  readOrderDelivery,
  readOrderExtras,
  settlePayment,
} from './order-store';
import { payPage, returnTarget } from './pay-page';
import { availablePaymentOptions } from './payment-options';
import {
  badSignature,
  paymentSecret,
  signedAmount,
  signPayment,
  verifyPayment,
  type PaymentOutcome,
} from './payment-signature';
import { readOrderBody } from './storefront-rules';

export type OrderRoutesOptions = {
  /** Called after orders took or gave back stock, so catalogue caches and the store can follow. */
  onStockChange?: OnStockChange;
  /** The clock tokens are checked against (the accounts' clock in tests). */
  now?: () => Date;
};

const originOf = (c: Context): string => new URL(c.req.url).origin;
const KEY_MAX = 200;

/** The request's `Idempotency-Key` (required, at most KEY_MAX characters): orders, reservations. */
export function idempotencyKey(c: Context): string {
  const key = c.req.header(HEADER_IDEMPOTENCY)?.trim();
  if (!key || key.length > KEY_MAX) {
    throw validationError(
      { [HEADER_IDEMPOTENCY]: ['Не передан Idempotency-Key'] },
      'no_idempotency_key',
    );
  }
  return key;
}

type Placed = { uuid: string; created: boolean };

/** One IMMEDIATE transaction per key: a repeated key (also concurrently) answers its order. */
function placeOnce(db: Db, c: Context, key: string, body: OrderCreateInput): Placed {
  const owner = addressOwner(c, db);
  const place = db.transaction((): Placed => {
    const existing = findOrderByKey(db, body.cartUuid, key);
    if (existing) return { uuid: existing, created: false };
    const uuid = placeOrder(db, key, body);
    rememberCourierAddress(db, owner, readOrderDelivery(db, uuid));
    return { uuid, created: true };
  });
  try {
    return place.immediate();
  } catch (error) {
    // Another connection placed the same key first: answer with its order.
    const existing = isConstraintError(error) ? findOrderByKey(db, body.cartUuid, key) : undefined;
    if (!existing) throw error;
    return { uuid: existing, created: false };
  }
}

/** The stand-in bank page and its signed result callbacks (payment-signature.ts). */
function paymentRoutes(app: Hono, db: Db, options: OrderRoutesOptions): void {
  const secret = paymentSecret(db);
  app.get('/pay/:uuid', (c) => {
    const order = readOrder(db, c.req.param('uuid'), originOf(c));
    if (!order) throw orderNotFound();
    const amount = signedAmount(order.totals.total);
    const sign = (outcome: PaymentOutcome) => signPayment(secret, order.uuid, amount, outcome);
    const signatures = { amount, paid: sign('paid'), cancelled: sign('cancelled') };
    const { instalment } = readOrderExtras(db, order.uuid);
    const returnUrl = returnTarget(c.req.query('returnUrl'));
    return c.html(payPage(order, returnUrl, signatures, { instalment }));
  });

  for (const [action, outcome] of [
    ['confirm', 'paid'],
    ['cancel', 'cancelled'],
  ] as const) {
    app.post(`/pay/:uuid/${action}`, async (c) => {
      const uuid = c.req.param('uuid');
      const form = await c.req.parseBody();
      const field = (name: string) => (typeof form[name] === 'string' ? form[name] : '');
      const stockChanged = db.transaction(() => {
        const order = readOrder(db, uuid, originOf(c));
        if (!order) throw orderNotFound();
        const callback = { uuid, outcome, amount: field('amount'), signature: field('signature') };
        if (!verifyPayment(secret, { ...callback, total: order.totals.total }))
          throw badSignature();
        return settlePayment(db, uuid, outcome);
      })();
      if (stockChanged) await options.onStockChange?.({ orderUuid: uuid, returned: true });
      const url = new URL(returnTarget(field('returnUrl') || undefined));
      url.searchParams.set('orderId', uuid);
      return c.redirect(url.toString(), 303);
    });
  }
}

/** The order and payment microservices (spec 7) plus the stand-in payment page. */
export function orderRoutes(db: Db, options: OrderRoutesOptions = {}): Hono {
  const app = new Hono();
  const now = options.now ?? (() => new Date());

  app.post('/api/order', async (c) => {
    const key = idempotencyKey(c);
    const body = readOrderBody(await readJson(c));
    // Before the replay lookup too: a replayed key never answers another cart's order.
    requireSessionCart(db, c, body.cartUuid);
    const result = placeOnce(db, c, key, body);
    ordersPlaced.inc({ outcome: result.created ? 'created' : 'replayed' });
    // answered once the store forgot the old stock (the webhook waits 2 s at most)
    if (result.created) await options.onStockChange?.({ orderUuid: result.uuid });
    const order = readOrder(db, result.uuid, originOf(c));
    return c.json({ order }, result.created ? 201 : 200);
  });

  app.get('/api/order/:uuid', (c) => {
    const uuid = readableOrderUuid(db, c, c.req.param('uuid'), now());
    return c.json({ order: readOrder(db, uuid, originOf(c)) });
  });

  app.get('/api/payment-system/available/:cartUuid', (c) => {
    const cart = requireSessionCart(db, c, c.req.param('cartUuid'));
    return c.json({ items: availablePaymentOptions(db, cart.uuid) });
  });

  paymentRoutes(app, db, options);
  return app;
}
