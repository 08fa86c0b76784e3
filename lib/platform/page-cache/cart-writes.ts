import { createHash } from 'node:crypto';

import { processShared } from '@/lib/platform/process-shared.mjs';

import { hasSharedPages, noteSharedCartWrite, sharedCartWrites } from './shared-pages';

/**
 * When each cart session last changed through the service door: the cart page kept for
 * a session (serve.ts) is keyed by this mark, so any write — a line, a promo code, a delivery, an
 * order — makes its next view a fresh render. The door notes writes after they were answered; the
 * proxy reads the mark. Sessions are kept as digests, never as the secret itself.
 *
 * One registry per process (lib/platform/process-shared.mjs): the door (a route handler) and proxy.ts are
 * separate bundles. At most MAX_SESSIONS are remembered (the oldest leave first): a forgotten
 * session just starts from a new mark. With several instances (REDIS_URL) a write may go through
 * another instance's door, so the count lives in Redis (shared-pages.ts) and, when Redis cannot
 * answer, no kept cart page is trusted (UNTRUSTED_CART_MARK).
 */
const MAX_SESSIONS = 100_000;

type Registry = { marks: Map<string, number>; next: number };

const registry = () =>
  processShared('page-cache.cart-writes', (): Registry => ({ marks: new Map(), next: 1 }));

const digest = (session: string) =>
  createHash('sha256').update(session).digest('base64url').slice(0, 22);

/**
 * A cart session's write through the door was answered: its kept cart page is out of date. Resolves
 * once every instance can know it (the door answers after that).
 */
export async function noteCartWrite(session: string): Promise<void> {
  const { marks } = registry();
  const key = digest(session);
  marks.delete(key);
  marks.set(key, (registry().next += 1));
  if (marks.size > MAX_SESSIONS) marks.delete(marks.keys().next().value!);
  if (hasSharedPages()) await noteSharedCartWrite(key);
}

/** The mark of a cart session whose writes cannot be known now: its cart page is rendered, not kept. */
export const UNTRUSTED_CART_MARK = 'untrusted';

/** The part of a kept cart page's key that belongs to the session: its digest and last write. */
export async function cartPageMark(session: string): Promise<string> {
  const key = digest(session);
  if (!hasSharedPages()) return `${key}.${registry().marks.get(key) ?? 0}`;
  const writes = await sharedCartWrites(key);
  return writes === null ? UNTRUSTED_CART_MARK : `${key}.s${writes}`;
}
