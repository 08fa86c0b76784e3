/**
 * Liveness: the process answers. Nothing is checked, so a load balancer or an
 * orchestrator restarts only a store that stopped answering, never one whose back end is down
 * (that is /api/ready's business).
 */
export function GET(): Response {
  return Response.json({ status: 'alive' }, { headers: { 'cache-control': 'no-store' } });
}
