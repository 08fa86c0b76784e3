import { Hono } from 'hono';

import type { ContentContext } from '../context';

/** Main API vacancies endpoints (spec 7). */
export function vacanciesRoutes(ctx: ContentContext): Hono {
  void ctx;
  return new Hono();
}
