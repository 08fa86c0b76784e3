import { Hono } from 'hono';

import { HEADER_CART } from '../../../lib/platform/api/contracts/common';
import {
  courierCostBodySchema,
  deliveryPointQuerySchema,
  savedAddressBodySchema,
  savedAddressListBodySchema,
  type Carrier,
} from '../../../lib/platform/api/contracts/delivery';
import type { Db } from '../db/open-db';
import { validationError } from '../http/errors';
import { parseBody } from '../http/validate';

import { addressOwner, deleteAddress, listAddresses, saveAddress } from './addresses';
import { findPoint, groupPoints, pointsInBounds, toPoint } from './points';
import { courierOptions } from './pricing';

/** The delivery microservice (spec 7): carriers, pickup points, courier prices, saved addresses. */
export function deliveryRoutes(db: Db): Hono {
  const app = new Hono();

  app.get('/api/delivery/carrier/list', (c) => {
    const items = db
      .prepare<[], Omit<Carrier, 'isShop'> & { is_shop: number }>(
        'SELECT uuid, external_id, name, is_shop FROM carriers ORDER BY is_shop DESC, sort',
      )
      .all()
      .map(({ is_shop, ...carrier }) => ({ ...carrier, isShop: is_shop === 1 }));
    return c.json({ items });
  });

  app.post('/api/delivery/point/new/list', async (c) => {
    const query = await parseBody(c, deliveryPointQuerySchema);
    const rows = pointsInBounds(db, query);
    // The chosen point stays on the list even when the map moved away from it.
    const chosen = query.pointUuid ? findPoint(db, query.pointUuid) : undefined;
    const all = chosen && !rows.some((row) => row.uuid === chosen.uuid) ? [chosen, ...rows] : rows;
    return c.json({ items: all.map((row) => toPoint(row, query.cartCost, query.payCode)) });
  });

  app.post('/api/delivery/point/group', async (c) => {
    const query = await parseBody(c, deliveryPointQuerySchema);
    return c.json({ groups: groupPoints(pointsInBounds(db, query, 100_000), query.zoom) });
  });

  app.post('/api/delivery/carrier/by-cost', async (c) => {
    const body = await parseBody(c, courierCostBodySchema);
    return c.json({ items: courierOptions(db, body.cartCost, body.postIndex) });
  });

  app.post('/api/delivery/address', async (c) => {
    const body = await parseBody(c, savedAddressBodySchema);
    const owner = addressOwner(c, db);
    if (!owner) {
      throw validationError({ [HEADER_CART]: [`Не передан ${HEADER_CART}`] }, 'no_owner');
    }
    return c.json({ item: db.transaction(() => saveAddress(db, owner, body))() }, 201);
  });

  app.post('/api/delivery/address/ext-list', async (c) => {
    const { totalCost } = await parseBody(c, savedAddressListBodySchema);
    return c.json({ items: listAddresses(db, addressOwner(c, db), totalCost) });
  });

  app.delete('/api/delivery/address/:id', (c) => {
    deleteAddress(db, addressOwner(c, db), c.req.param('id'));
    return c.body(null, 204);
  });

  return app;
}
