import { timingSafeEqual } from 'node:crypto';

import type { MiddlewareHandler } from 'hono';

import { sha256Hex, type AdminDigest } from './admin-token';
import { ApiError } from './errors';

/**
 * Guards admin writes with `Authorization: Bearer <token>`: no bearer credential is 401
 * `Unauthorized`, a wrong one 403 `Forbidden` (spec 8 maps both to their default messages), and so
 * is any token while none is configured. The presented token's SHA-256 is compared with the stored
 * digest in constant time (both are 32 bytes, so the comparison leaks nothing).
 */
export function requireAdmin(expected: AdminDigest): MiddlewareHandler {
  return async (c, next) => {
    const header = c.req.header('authorization')?.trim() ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw new ApiError(401, 'Unauthorized');
    const stored = expected();
    const wanted = stored ? Buffer.from(stored, 'hex') : null;
    const given = Buffer.from(sha256Hex(match[1]), 'hex');
    if (!wanted || wanted.length !== given.length || !timingSafeEqual(given, wanted)) {
      throw new ApiError(403, 'Forbidden');
    }
    await next();
  };
}
