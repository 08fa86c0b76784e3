import { metrics } from '@/lib/platform/metrics/metrics.mjs';
import { bearerToken, isSecret } from '@/lib/platform/security/secret';

/**
 * This process's metrics in Prometheus's text format (docs/operations.md), for a scraper that
 * sends `Authorization: Bearer <METRICS_TOKEN>`: 404 while no token is configured (the endpoint
 * does not exist), 401 to anyone else. Each instance answers for itself; Prometheus scrapes each.
 */
export async function GET(request: Request): Promise<Response> {
  const token = process.env.METRICS_TOKEN?.trim();
  if (!token) return new Response('Not Found', { status: 404 });
  if (!isSecret(bearerToken(request.headers), token)) {
    return new Response('Unauthorized', {
      status: 401,
      headers: { 'www-authenticate': 'Bearer', 'cache-control': 'no-store' },
    });
  }
  const { registry } = metrics();
  return new Response(await registry.metrics(), {
    headers: { 'content-type': registry.contentType, 'cache-control': 'no-store' },
  });
}
