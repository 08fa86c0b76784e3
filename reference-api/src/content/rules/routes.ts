import { Hono } from 'hono';

import type { ContentContext } from '../context';

/** Main API rules endpoints (spec 7). */
export function rulesRoutes(ctx: ContentContext): Hono {
  void ctx;
  return new Hono();
}
