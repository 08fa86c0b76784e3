import { Hono } from 'hono';

import type { ContentContext } from '../context';

/** Main API subscriptions endpoints (spec 7). */
export function subscriptionsRoutes(ctx: ContentContext): Hono {
  void ctx;
  return new Hono();
}
