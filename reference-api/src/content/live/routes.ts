import { Hono } from 'hono';

import {
  liveOnAirBodySchema,
  liveSwitchBodySchema,
} from '../../../../lib/platform/api/contracts/live';
import { requireAdmin } from '../../http/admin-auth';
import { validationError } from '../../http/errors';
import { parseBody } from '../../http/validate';
import type { ContentContext } from '../context';

import { createLiveFeed } from './feed';

/** Main API live endpoints (spec 7): the broadcast and its three product lists, plus admin writes. */
export function liveRoutes(ctx: ContentContext): Hono {
  const { db } = ctx;
  const feed = createLiveFeed(db);
  const app = new Hono();

  app.get('/live/broadcast', (c) => c.json(feed.broadcast()));
  app.get('/live/product/on_live', (c) => c.json({ items: feed.onLive() }));
  app.get('/live/product/recently', (c) => c.json({ items: feed.recently() }));
  app.get('/live/product/popular', (c) => c.json({ items: feed.popular() }));

  const admin = requireAdmin(ctx.adminDigest);
  app.post('/live/admin/on-air', admin, async (c) => {
    const { sku } = await parseBody(c, liveOnAirBodySchema);
    const product = db
      .prepare<[string], { seq: number }>('SELECT seq FROM products WHERE sku = ?')
      .get(sku);
    if (!product) throw validationError({ sku: ['Товар с таким артикулом не найден'] });
    db.prepare('INSERT INTO live_airings (product_seq, started_at) VALUES (?, ?)').run(
      product.seq,
      Date.now(),
    );
    return c.json({ items: feed.onLive() }, 201);
  });
  app.delete('/live/admin/on-air', admin, (c) => {
    db.prepare('DELETE FROM live_airings').run();
    return c.body(null, 204);
  });
  app.put('/live/admin/broadcast', admin, async (c) => {
    const body = await parseBody(c, liveSwitchBodySchema);
    const value = body.is_online === null ? null : body.is_online ? 1 : 0;
    db.prepare('UPDATE live_channel SET is_online = ? WHERE id = 1').run(value);
    return c.json(feed.broadcast());
  });

  return app;
}
