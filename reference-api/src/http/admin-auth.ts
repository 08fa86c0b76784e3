import { createHash, timingSafeEqual } from 'node:crypto';

import type { MiddlewareHandler } from 'hono';

import { ApiError } from './errors';

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

/**
 * Guards admin writes with `Authorization: Bearer <token>`: no bearer credential is 401
 * `Unauthorized`, a wrong one 403 `Forbidden` (spec 8 maps both to their default messages).
 * Tokens are compared through fixed-length digests in constant time.
 */
export function requireAdmin(token: string): MiddlewareHandler {
  const expected = digest(token);
  return async (c, next) => {
    const header = c.req.header('authorization')?.trim() ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw new ApiError(401, 'Unauthorized');
    if (!timingSafeEqual(digest(match[1]), expected)) throw new ApiError(403, 'Forbidden');
    await next();
  };
}
