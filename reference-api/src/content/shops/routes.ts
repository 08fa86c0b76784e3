import { Hono } from 'hono';

import type { ContentContext } from '../context';

/** Main API shops endpoints (spec 7). */
export function shopsRoutes(ctx: ContentContext): Hono {
  void ctx;
  return new Hono();
}
