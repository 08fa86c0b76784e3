import { Hono } from 'hono';

import type { ContentContext } from '../context';

/** Main API surveys endpoints (spec 7). */
export function surveysRoutes(ctx: ContentContext): Hono {
  void ctx;
  return new Hono();
}
