/**
 * The shopper's address as the store's HTTP server settled it, for the services' per-client rate
 * limits: the server (scripts/server.mjs) takes the socket's peer, or behind TRUSTED_PROXY_HOPS
 * trusted proxies the address the farthest of them saw, and leaves Next exactly that in
 * X-Forwarded-For. Served any other way (`next start`, which keeps a header a client wrote
 * itself), a production store forwards no address: the services then count every shopper as the
 * store, which is strict but never lets a client choose its own address. `next dev` reads the last
 * entry, which Next fills with the socket's peer.
 */
export function clientAddress(
  headers: Headers,
  env: { NODE_ENV?: string; STORE_CLIENT_ADDRESS_RESOLVED?: string } = process.env,
): string | null {
  const settled = env.STORE_CLIENT_ADDRESS_RESOLVED === '1';
  if (!settled && env.NODE_ENV === 'production') {
    warnOnce();
    return null;
  }
  const entries = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.at(-1) ?? null;
}

let warned = false;
function warnOnce(): void {
  if (warned) return;
  warned = true;
  console.error(
    'The store is not served by scripts/server.mjs (npm start): it cannot tell shoppers apart, ' +
      'so the services count them all as one client (docs/security.md).',
  );
}
