// What the store's HTTP server (scripts/server.mjs) settles before Next sees a request: whether
// it can be answered at all (a method Next cannot even build a Request for, a path that cannot be
// decoded) and who is asking (the client's address for the services' per-client limits).
// Pure functions: scripts/http-guard.test.ts.

/** The methods the store answers; any other (TRACE, CONNECT, WebDAV's…) is 405 here. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** Paths whose callers read the services' error shape (`{ message, statusCode, code }`). */
const JSON_PREFIXES = ['/svc/', '/media/', '/api/'];

/**
 * A refusal in the services' error shape for the door, the images and the store's API, a short
 * Russian text elsewhere.
 */
function refusal(pathname, status, message, code, headers = {}) {
  const json = JSON_PREFIXES.some((prefix) => pathname.startsWith(prefix));
  const body = json ? JSON.stringify({ message, statusCode: status, code }) : `${message}\n`;
  return {
    status,
    headers: {
      'content-type': json ? 'application/json' : 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      ...headers,
    },
    body,
  };
}

/** Whether every percent-escape of a path decodes to UTF-8 (no stray `%`, no overlong forms). */
function decodes(pathname) {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * The answer to a request Next must not see, or null. An unknown method is 405 with `Allow`; a
 * door, image or API path whose escapes do not decode is 400 (a page's is left to the route rules,
 * which redirect a stray `%` to its escaped form).
 */
export function screenRequest(method, url) {
  const pathname = (url ?? '/').split(/[?#]/, 1)[0];
  if (!ALLOWED_METHODS.includes(method)) {
    return refusal(pathname, 405, 'Метод не поддерживается', 'method_not_allowed', {
      allow: ALLOWED_METHODS.join(', '),
    });
  }
  if (JSON_PREFIXES.some((prefix) => pathname.startsWith(prefix)) && !decodes(pathname)) {
    return refusal(pathname, 400, 'Неверный адрес запроса', 'bad_request');
  }
  return null;
}

/**
 * How many proxies in front of the store append to X-Forwarded-For and are trusted to
 * (TRUSTED_PROXY_HOPS): 0, the default, takes the socket's peer and ignores the header; 1 is
 * `npm run cluster`'s nginx. Anything but a whole number from 0 to 10 stops the server.
 */
export function trustedProxyHops(value) {
  const text = (value ?? '').trim();
  if (text === '') return 0;
  const hops = Number(text);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10) {
    throw new Error(`TRUSTED_PROXY_HOPS must be a whole number from 0 to 10, not «${value}»`);
  }
  return hops;
}

/** `::ffff:203.0.113.9` (an IPv4 client on a dual-stack socket) as `203.0.113.9`. */
const plain = (address) => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');

/**
 * The client's address: the socket's peer, or, behind `hops` trusted proxies, the entry of
 * X-Forwarded-For that the farthest of them appended (each appends the address it was reached
 * from; anything to the left of that was written by the client and proves nothing).
 */
export function resolveClientAddress(forwardedFor, socketAddress, hops) {
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  const chain = [...(hops > 0 ? header.split(',') : []), socketAddress ?? '']
    .map((entry) => entry.trim())
    .filter(Boolean);
  const address = chain[Math.max(0, chain.length - 1 - hops)];
  return address ? plain(address) : 'unknown';
}
