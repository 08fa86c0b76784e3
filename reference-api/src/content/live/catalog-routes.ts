import { Hono } from 'hono';

import type { ContentContext } from '../context';

import { createLiveFeed } from './feed';

/** Catalogue microservice live endpoints (spec 7): POST /product/live, /product/live/recently. */
export function liveCatalogRoutes(ctx: ContentContext): Hono {
  const feed = createLiveFeed(ctx.db);
  const app = new Hono();
  app.post('/product/live', (c) => c.json({ items: feed.onLive() }));
  app.post('/product/live/recently', (c) => c.json({ items: feed.recently() }));
  return app;
}
