import 'server-only';

/**
 * Forwards a same-origin browser request to a service (the /svc door and the /media route). Only
 * the headers the services understand pass through; the answer comes back as it is.
 */
const FORWARDED_REQUEST_HEADERS = [
  'accept',
  'content-type',
  'authorization',
  'token',
  'shop-cart-token',
  'idempotency-key',
  'device-uuid',
  'if-none-match',
];
const FORWARDED_RESPONSE_HEADERS = [
  'content-type',
  'cache-control',
  'etag',
  'retry-after',
  'last-modified',
];

export type ForwardOptions = {
  /** The body, already read (and limited) by the caller; none for GET. */
  body?: ArrayBuffer | null;
  /** Headers set on the forwarded request after the allowed ones (the door's cart session). */
  headers?: Record<string, string>;
};

export async function forward(
  request: Request,
  target: string,
  timeoutMs: number,
  options: ForwardOptions = {},
): Promise<Response> {
  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  const body = options.body && options.body.byteLength > 0 ? options.body : undefined;
  if (!body) headers.delete('content-type');
  // a read the browser gave up on (its own deadline, a closed tab) is not waited for any longer; a
  // write runs to its end, so that what the service did is what it answers
  const deadline = AbortSignal.timeout(timeoutMs);
  const read = request.method === 'GET' || request.method === 'HEAD';
  try {
    const upstream = await fetch(target, {
      method: request.method,
      headers,
      body,
      signal: read ? AbortSignal.any([request.signal, deadline]) : deadline,
      cache: 'no-store',
      redirect: 'manual',
    });
    const responseHeaders = new Headers();
    for (const name of FORWARDED_RESPONSE_HEADERS) {
      const value = upstream.headers.get(name);
      if (value) responseHeaders.set(name, value);
    }
    return new Response(upstream.body, { status: upstream.status, headers: responseHeaders });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    // 502/504 with the services' error shape, so the client treats it like any failed answer
    return Response.json(
      { message: timedOut ? 'Gateway Timeout' : 'Bad Gateway', statusCode: timedOut ? 504 : 502 },
      { status: timedOut ? 504 : 502 },
    );
  }
}
