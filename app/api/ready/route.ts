import { sharedReadiness } from '@/lib/platform/readiness';
import { bearerToken, isSecret } from '@/lib/platform/security/secret';

/**
 * Readiness of this store process for a load balancer or an orchestrator (lib/platform/readiness.ts): 200
 * while the catalogue service answers, 503 otherwise. One probe answers everybody for a couple of
 * seconds; the details (each service's circuit, Redis) only with `Authorization: Bearer
 * <METRICS_TOKEN>`, as for the metrics.
 */
export async function GET(request: Request): Promise<Response> {
  const state = await sharedReadiness();
  const details = isSecret(bearerToken(request.headers), process.env.METRICS_TOKEN);
  return Response.json(details ? state : { status: state.status }, {
    status: state.status === 'ready' ? 200 : 503,
    headers: { 'cache-control': 'no-store' },
  });
}
