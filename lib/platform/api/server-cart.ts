import 'server-only';

import type { z } from 'zod';

import { parseContract } from './client';
import { HEADER_CART } from './contracts/conventions';
import { serverClient } from './server';

const CART = '/api/cart';

/**
 * The server's one call to the cart service: a cart session's cart (GET /api/cart), read while the
 * cart page renders and before an order passes the door. Once, within `timeoutMs`: both callers go
 * on without it (the browser reads the cart itself; the order is placed untold). The answer is
 * checked against the part of the contract the caller needs (`schema`).
 */
export async function readSessionCart<S extends z.ZodType>(
  session: string,
  timeoutMs: number,
  schema: S,
): Promise<z.infer<S>> {
  const response = await serverClient('cart').get(CART, {
    headers: { [HEADER_CART]: session },
    timeout: timeoutMs,
    'axios-retry': { retries: 0 },
  });
  return parseContract(schema, response.data, CART);
}
