import type { Context } from 'hono';

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

/**
 * Who asks: the address the per-client limits count on. The services are never public —
 * only the store's door `/svc/{service}/…` reaches them, and it sets `X-Forwarded-For` to exactly
 * the shopper's address as the store determined it — so the API trusts the LAST entry of that
 * header (the one the nearest trusted hop wrote). Without it, the socket's peer (a direct caller
 * such as a test or a script); in-process requests have neither and are `unknown`.
 * Exposing the API directly would let a caller choose its own address: the global limits still hold.
 */
export function clientOf(c: Context): string {
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .at(-1);
  if (forwarded) return forwarded;
  const env = c.env as NodeBindings | undefined;
  return env?.incoming?.socket?.remoteAddress || 'unknown';
}
