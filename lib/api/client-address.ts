/**
 * The shopper's address as the store sees it, for the services' per-client rate limits (issue 25):
 * the LAST entry of X-Forwarded-For. A proxy in front of the store (nginx's
 * `$proxy_add_x_forwarded_for`) appends the address it was reached from, and without a proxy Next
 * fills the header with the socket's address — so the last entry is the one a trusted hop wrote.
 * Next keeps a header the client sent itself when there is no proxy, so a store exposed without
 * one can be told a false address; the services' global limits do not depend on it.
 */
export function clientAddress(headers: Headers): string | null {
  const entries = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.at(-1) ?? null;
}
