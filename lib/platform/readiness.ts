import 'server-only';

import { circuitStates } from '@/lib/platform/api/circuit-breakers';
import { serviceUrl } from '@/lib/platform/env';
import { sharedStore } from '@/lib/platform/shared-cache/store.mjs';

/** How long readiness waits for the catalogue service. */
const PROBE_TIMEOUT_MS = 1_500;
/**
 * How long one probe answers for: every caller (load balancer, orchestrator, a stranger polling)
 * within this time gets the same probe's result, so /api/ready costs the services one call per
 * interval however often it is asked.
 */
export const READY_PROBE_INTERVAL_MS = 2_000;

export type Readiness = {
  status: 'ready' | 'not-ready';
  /** The catalogue service, which every shop page reads: answering or not. */
  catalog: 'up' | 'down';
  /** The shared cache: `off` without REDIS_URL. */
  redis: 'up' | 'down' | 'off';
  /** Each used service's circuit as this process sees it. */
  circuits: ReturnType<typeof circuitStates>;
};

/**
 * Whether this instance should get traffic: the catalogue service answers its category
 * tree (spec 7, the read every page makes) within 1.5 s, straight, not from a cache, and Redis
 * answers a PING when REDIS_URL is set (pages are still served without it, from memory or fresh
 * renders, but every instance then renders for itself). A circuit that
 * is open shows in `circuits` but does not by itself make the instance not ready: it closes on its
 * own, and kept pages are still served meanwhile.
 */
export async function readiness(
  fetcher: typeof fetch = fetch,
  store = sharedStore(),
): Promise<Readiness> {
  const redisUp = store ? store.ping() : Promise.resolve(null);
  let catalog: Readiness['catalog'] = 'down';
  try {
    const response = await fetcher(`${serviceUrl('catalog')}/category/tree`, {
      cache: 'no-store',
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.ok) catalog = 'up';
  } catch {
    // no answer in time: down
  }
  const up = await redisUp;
  const redis: Readiness['redis'] = up === null ? 'off' : up ? 'up' : 'down';
  const ready = catalog === 'up' && redis !== 'down';
  return { status: ready ? 'ready' : 'not-ready', catalog, redis, circuits: circuitStates() };
}

let shared: { at: number; probe: Promise<Readiness> } | null = null;

/** The readiness of this instance, probed at most once per READY_PROBE_INTERVAL_MS for all callers. */
export function sharedReadiness(now = Date.now(), probe = () => readiness()): Promise<Readiness> {
  if (!shared || now - shared.at >= READY_PROBE_INTERVAL_MS) shared = { at: now, probe: probe() };
  return shared.probe;
}
