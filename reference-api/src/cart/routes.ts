import { Hono, type Context } from 'hono';
import { z } from 'zod';

import {
  cartDeliveryBodySchema,
  cartItemBodySchema,
  cartOrderBodySchema,
  cartPaySystemBodySchema,
  cartPromocodeBodySchema,
  cartPutBodySchema,
} from '../../../lib/platform/api/contracts/cart';
import { HEADER_CART } from '../../../lib/platform/api/contracts/common';
import { deliveryCountrySchema } from '../../../lib/platform/api/contracts/delivery';
import type { OnStockChange } from '../catalog/stock-change';
import type { Db } from '../db/open-db';
import { notFound } from '../http/errors';
import { parseBody, parseWith, readJson } from '../http/validate';

import {
  addItem,
  applyPromocode,
  changeQuantity,
  clearCart,
  clearOutOfStock,
  createCart,
  findCart,
  listPaySystems,
  removeItem,
  removePromocode,
  requireCart,
  selectForOrder,
  setDelivery,
  setPaySystem,
  setStock,
  settlePromo,
} from './cart-store';
import { buildCart, emptyCart, type CartRow } from './cart-view';

export type CartRoutesOptions = {
  /** Called after the test hook changed a stock, so catalogue caches and the store can follow. */
  onStockChange?: OnStockChange;
};

function sessionOf(c: Context): string | undefined {
  return c.req.header(HEADER_CART)?.trim() || undefined;
}

/**
 * One write on an existing cart: find it (404 `cart_not_found`), change it, re-check the promo code
 * and read the answer back, all in one transaction.
 */
function writeCart(
  db: Db,
  session: string | undefined,
  change: (cart: CartRow) => void,
): { cart: ReturnType<typeof buildCart> } {
  return db.transaction(() => {
    const cart = requireCart(db, session);
    change(cart);
    const notices = settlePromo(db, cart);
    return { cart: buildCart(db, cart, notices) };
  })();
}

function basicRoutes(app: Hono, db: Db): void {
  app.get('/api/cart', (c) => {
    const found = findCart(db, sessionOf(c));
    if (!found) return c.json({ cart: emptyCart() });
    // A code that stopped applying (stock ran out meanwhile) is dropped here too.
    return c.json(writeCart(db, found.session_id, () => undefined));
  });

  app.post('/api/cart', (c) => {
    const cart = db.transaction(() => createCart(db))();
    return c.json({ cart: buildCart(db, cart) });
  });

  // After login the storefront puts the cart and reads it recalculated (live prices and stock).
  app.put('/api/cart', async (c) => {
    const body = await parseBody(c, cartPutBodySchema);
    return c.json(writeCart(db, body.sessionId ?? sessionOf(c), () => undefined));
  });

  app.delete('/api/cart', (c) =>
    c.json(writeCart(db, sessionOf(c), (cart) => clearCart(db, cart))),
  );

  app.post('/api/cart/item', async (c) => {
    const body = await parseBody(c, cartItemBodySchema);
    const session = sessionOf(c);
    // One transaction: a rejected item does not leave a freshly created empty cart behind.
    const result = db.transaction(() => {
      const target = findCart(db, session) ?? createCart(db);
      addItem(db, target, body);
      return { cart: buildCart(db, target, settlePromo(db, target)) };
    })();
    return c.json(result);
  });

  app.delete('/api/cart/item/:uuid', (c) =>
    c.json(writeCart(db, sessionOf(c), (cart) => removeItem(db, cart, c.req.param('uuid')))),
  );
  app.patch('/api/cart/item/increase/:uuid', (c) =>
    c.json(writeCart(db, sessionOf(c), (cart) => changeQuantity(db, cart, c.req.param('uuid'), 1))),
  );
  app.patch('/api/cart/item/decrease/:uuid', (c) =>
    c.json(
      writeCart(db, sessionOf(c), (cart) => changeQuantity(db, cart, c.req.param('uuid'), -1)),
    ),
  );
  app.delete('/api/cart/clear-out-of-stock', (c) =>
    c.json(writeCart(db, sessionOf(c), (cart) => clearOutOfStock(db, cart))),
  );
}

function checkoutRoutes(app: Hono, db: Db): void {
  app.put('/api/cart/promocode', async (c) => {
    const { code } = await parseBody(c, cartPromocodeBodySchema);
    return c.json(writeCart(db, sessionOf(c), (cart) => applyPromocode(db, cart, code)));
  });
  app.delete('/api/cart/promocode', (c) =>
    c.json(writeCart(db, sessionOf(c), (cart) => removePromocode(db, cart))),
  );

  app.get('/api/cart/pay-system', (c) => c.json({ items: listPaySystems(db) }));
  app.patch('/api/cart/pay-system', async (c) => {
    const { paySystemUuid } = await parseBody(c, cartPaySystemBodySchema);
    return c.json(writeCart(db, sessionOf(c), (cart) => setPaySystem(db, cart, paySystemUuid)));
  });
  app.delete('/api/cart/pay-system', (c) =>
    c.json(writeCart(db, sessionOf(c), (cart) => setPaySystem(db, cart, null))),
  );

  app.put('/api/cart/order', async (c) => {
    const { itemsUuid } = await parseBody(c, cartOrderBodySchema);
    return c.json(writeCart(db, sessionOf(c), (cart) => selectForOrder(db, cart, itemsUuid)));
  });

  app.put('/api/cart/delivery', async (c) => {
    const raw = await readJson(c);
    const body = parseWith(cartDeliveryBodySchema, raw);
    const { country } = parseWith(cartDeliveryCountrySchema, raw);
    const delivery = {
      type: body.type,
      pointUuid: body.type === 'carrier' ? null : (body.pointUuid ?? null),
      carrierUuid: body.type === 'carrier' ? (body.carrierUuid ?? null) : null,
      clientAddress: body.clientAddress ?? null,
      fias: body.fias ?? null,
      postIndex: body.postIndex ?? null,
      // Priced on every read of the cart (goods, promo and payment change the price).
      cost: 0,
      // Not part of the cart contract: kept with the delivery for the payment-option rules.
      country,
    };
    return c.json(writeCart(db, sessionOf(c), (cart) => setDelivery(db, cart, delivery)));
  });
  app.delete('/api/cart/delivery', (c) =>
    c.json(writeCart(db, sessionOf(c), (cart) => setDelivery(db, cart, null))),
  );
}

/** `country` of PUT /api/cart/delivery (ISO code, default RU), read next to the cart body. */
const cartDeliveryCountrySchema = z.object({ country: deliveryCountrySchema });

const stockBodySchema = z.object({
  offerUuid: z.string().min(1),
  count: z.number().int().min(0).max(100_000),
});

/** `POST /__test/stock`: lets e2e tests make a product run out; 404 unless REFERENCE_API_TEST_HOOKS=1. */
function testHooks(app: Hono, db: Db, options: CartRoutesOptions): void {
  app.post('/__test/stock', async (c) => {
    if (process.env.REFERENCE_API_TEST_HOOKS !== '1') throw notFound();
    const body = await parseBody(c, stockBodySchema);
    db.transaction(() => setStock(db, body.offerUuid, body.count))();
    await options.onStockChange?.({ offerIds: [body.offerUuid] });
    return c.json({ offerUuid: body.offerUuid, count: body.count });
  });
}

/** The cart microservice (spec 7); the session travels in the `shop-cart-token` header. */
export function cartRoutes(db: Db, options: CartRoutesOptions = {}): Hono {
  const app = new Hono();
  basicRoutes(app, db);
  checkoutRoutes(app, db);
  testHooks(app, db, options);
  return app;
}
