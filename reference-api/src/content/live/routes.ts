import { Hono } from 'hono';

import type { ContentContext } from '../context';

/** Main API live endpoints (spec 7). */
export function liveRoutes(ctx: ContentContext): Hono {
  void ctx;
  return new Hono();
}
