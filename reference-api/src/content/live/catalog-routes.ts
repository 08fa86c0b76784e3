import { Hono } from 'hono';

import type { ContentContext } from '../context';

/** Catalogue microservice live endpoints (spec 7): POST /product/live, /product/live/recently. */
export function liveCatalogRoutes(ctx: ContentContext): Hono {
  void ctx;
  return new Hono();
}
