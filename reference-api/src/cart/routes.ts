import { Hono, type Context } from 'hono';

import { cartItemBodySchema } from '../../../lib/api/contracts/cart';
import { HEADER_CART } from '../../../lib/api/contracts/common';
import type { Db } from '../db/open-db';
import { parseBody } from '../http/validate';

import { addItem, createCart, findCart, removeItem, requireCart } from './cart-store';
import { buildCart, emptyCart } from './cart-view';

function sessionOf(c: Context): string | undefined {
  return c.req.header(HEADER_CART)?.trim() || undefined;
}

/** The cart microservice (spec 7); the session travels in the `shop-cart-token` header. */
export function cartRoutes(db: Db): Hono {
  const app = new Hono();

  app.get('/api/cart', (c) => {
    const cart = findCart(db, sessionOf(c));
    return c.json({ cart: cart ? buildCart(db, cart) : emptyCart() });
  });

  app.post('/api/cart', (c) => {
    const cart = db.transaction(() => createCart(db))();
    return c.json({ cart: buildCart(db, cart) });
  });

  app.post('/api/cart/item', async (c) => {
    const body = await parseBody(c, cartItemBodySchema);
    const session = sessionOf(c);
    // One transaction: a rejected item does not leave a freshly created empty cart behind.
    const cart = db.transaction(() => {
      const target = findCart(db, session) ?? createCart(db);
      addItem(db, target, body);
      return target;
    })();
    return c.json({ cart: buildCart(db, cart) });
  });

  app.delete('/api/cart/item/:uuid', (c) => {
    const cart = requireCart(db, sessionOf(c));
    db.transaction(() => removeItem(db, cart, c.req.param('uuid')))();
    return c.json({ cart: buildCart(db, cart) });
  });

  return app;
}
