import { Hono } from 'hono';

import type { ContentContext } from '../context';

/** Main API pages endpoints (spec 7). */
export function pagesRoutes(ctx: ContentContext): Hono {
  void ctx;
  return new Hono();
}
