import { Hono } from 'hono';

import type { ContentContext } from '../context';

/** Catalogue microservice POST /product/list (skuList): the products of a landing block. */
export function skuListRoutes(ctx: ContentContext): Hono {
  void ctx;
  return new Hono();
}
