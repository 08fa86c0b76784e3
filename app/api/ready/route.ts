import { readiness } from '@/lib/readiness';

/**
 * Readiness of this store process for a load balancer or an orchestrator (issue 28; lib/readiness.ts):
 * 200 while the catalogue service answers, 503 otherwise, with each service's circuit state.
 */
export async function GET(): Promise<Response> {
  const state = await readiness();
  return Response.json(state, {
    status: state.status === 'ready' ? 200 : 503,
    headers: { 'cache-control': 'no-store' },
  });
}
