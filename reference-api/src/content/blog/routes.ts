import { Hono } from 'hono';

import type { ContentContext } from '../context';

/** Main API blog endpoints (spec 7). */
export function blogRoutes(ctx: ContentContext): Hono {
  void ctx;
  return new Hono();
}
