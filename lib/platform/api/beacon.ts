import { browserTimeoutMs } from './browser-settings';
import type { ServiceName } from './contracts/conventions';
import { browserSession, sessionHeaders } from './session-headers';

/**
 * A fire-and-forget POST from the browser to a service, without the HTTP client: loading axios for
 * a call nobody waits for cost a product page 24 KiB and a long task after hydration (docs/performance.md).
 * For counters only. It carries the session headers of spec 7 and goes through the same-origin
 * `/svc` door; `keepalive` lets it finish when the shopper leaves the page at once. It is never
 * retried (a POST counts twice) and never reported to the shopper: it resolves to whether the
 * service took it, and never rejects.
 */
export async function postBeacon(
  service: ServiceName,
  path: string,
  body: unknown,
): Promise<boolean> {
  try {
    const response = await fetch(`/svc/${service}${path}`, {
      method: 'POST',
      keepalive: true,
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        ...sessionHeaders(browserSession()),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(browserTimeoutMs()),
    });
    return response.ok;
  } catch {
    return false; // no answer or the timeout: the count is lost, the page is not disturbed
  }
}
