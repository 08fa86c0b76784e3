import { Hono } from 'hono';

import type { ContentContext } from '../context';

/** Main API calendar endpoints (spec 7). */
export function calendarRoutes(ctx: ContentContext): Hono {
  void ctx;
  return new Hono();
}
