import 'server-only';

import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Whether `given` is the configured secret, compared in constant time over digests. An unset or
 * empty secret matches nothing: a switch whose secret is not configured stays off.
 */
export function isSecret(given: string | null | undefined, secret: string | null | undefined) {
  if (!given || !secret?.trim()) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(secret.trim()));
}

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerToken(headers: Headers): string | null {
  return /^Bearer\s+(\S+)$/i.exec(headers.get('authorization')?.trim() ?? '')?.[1] ?? null;
}
