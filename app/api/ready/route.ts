import { circuitStates } from '@/lib/api/circuit-breakers';

/**
 * Readiness of this store process for a load balancer or an operator (issue 26): it serves pages
 * (kept, stale or with their error card) whatever the back end does, so it answers 200; `status`
 * says `degraded` while a service's circuit is not closed, and `circuits` gives each service's
 * state as this process sees it (services not called yet are absent).
 */
export function GET(): Response {
  const circuits = circuitStates();
  const degraded = Object.values(circuits).some((state) => state !== 'closed');
  return Response.json(
    { status: degraded ? 'degraded' : 'ok', circuits },
    { headers: { 'cache-control': 'no-store' } },
  );
}
