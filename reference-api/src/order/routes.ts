import { Hono, type Context } from 'hono';

import { HEADER_IDEMPOTENCY } from '../../../lib/api/contracts/common';
import { orderCreateBodySchema, PERSONAL_FIELDS } from '../../../lib/api/contracts/order';
import type { Db } from '../db/open-db';
import { addressOwner, rememberCourierAddress } from '../delivery/addresses';
import { notFound, validationError } from '../http/errors';
import { mergedIssues, readJson } from '../http/validate';

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
import { orderStorefrontRules } from './storefront-rules';

export type OrderRoutesOptions = {
  /** Called after orders took or gave back stock, so catalogue caches can follow. */
  onStockChange?: () => void;
};

const originOf = (c: Context): string => new URL(c.req.url).origin;
const KEY_MAX = 200;

function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    String((error as { code: unknown }).code).startsWith('SQLITE_CONSTRAINT')
  );
}

/** The order and payment microservices (spec 7) plus the stand-in payment page. */
export function orderRoutes(db: Db, options: OrderRoutesOptions = {}): Hono {
  const app = new Hono();

  app.post('/api/order', async (c) => {
    const key = c.req.header(HEADER_IDEMPOTENCY)?.trim();
    if (!key || key.length > KEY_MAX) {
      throw validationError(
        { [HEADER_IDEMPOTENCY]: ['Не передан Idempotency-Key'] },
        'no_idempotency_key',
      );
    }
    const raw = await readJson(c);
    const parsed = orderCreateBodySchema.safeParse(raw);
    const errors = mergedIssues(parsed, orderStorefrontRules.safeParse(raw));
    if (!parsed.success || errors) {
      const fields = errors ?? {};
      const personal = Object.keys(fields).some((field) =>
        (PERSONAL_FIELDS as readonly string[]).includes(field),
      );
      throw validationError(fields, personal ? 'bad_personal_data' : undefined);
    }
    const body = parsed.data;
    const owner = addressOwner(c, db);
    const place = db.transaction((): { uuid: string; created: boolean } => {
      const existing = findOrderByKey(db, body.cartUuid, key);
      if (existing) return { uuid: existing, created: false };
      const uuid = placeOrder(db, key, body);
      rememberCourierAddress(db, owner, readOrderDelivery(db, uuid));
      return { uuid, created: true };
    });
    let result: { uuid: string; created: boolean };
    try {
      result = place.immediate();
    } catch (error) {
      // Another connection placed the same key first: answer with its order.
      const existing = isUniqueViolation(error)
        ? findOrderByKey(db, body.cartUuid, key)
        : undefined;
      if (!existing) throw error;
      result = { uuid: existing, created: false };
    }
    if (result.created) options.onStockChange?.();
    const order = readOrder(db, result.uuid, originOf(c));
    return c.json({ order }, result.created ? 201 : 200);
  });

  app.get('/api/order/:uuid', (c) => {
    const order = readOrder(db, c.req.param('uuid'), originOf(c));
    if (!order) throw notFound('Заказ не найден', 'order_not_found');
    return c.json({ order });
  });

  app.get('/api/payment-system/available/:cartUuid', (c) => {
    const cart = db.prepare('SELECT 1 FROM carts WHERE uuid = ?').get(c.req.param('cartUuid'));
    if (!cart) throw notFound('Корзина не найдена', 'cart_not_found');
    return c.json({ items: availablePaymentOptions(db, c.req.param('cartUuid')) });
  });

  app.get('/pay/:uuid', (c) => {
    const order = readOrder(db, c.req.param('uuid'), originOf(c));
    if (!order) throw notFound('Заказ не найден', 'order_not_found');
    const { instalment } = readOrderExtras(db, order.uuid);
    return c.html(payPage(order, returnTarget(c.req.query('returnUrl')), { instalment }));
  });

  for (const [action, outcome] of [
    ['confirm', 'paid'],
    ['cancel', 'cancelled'],
  ] as const) {
    app.post(`/pay/:uuid/${action}`, async (c) => {
      const uuid = c.req.param('uuid');
      const form = await c.req.parseBody();
      const target = returnTarget(typeof form.returnUrl === 'string' ? form.returnUrl : undefined);
      const stockChanged = db.transaction(() => settlePayment(db, uuid, outcome))();
      if (stockChanged) options.onStockChange?.();
      const url = new URL(target);
      url.searchParams.set('orderId', uuid);
      return c.redirect(url.toString(), 303);
    });
  }

  return app;
}
