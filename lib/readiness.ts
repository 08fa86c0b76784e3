import 'server-only';

import { circuitStates } from '@/lib/api/circuit-breakers';
import { serviceUrl } from '@/lib/env';

/** How long readiness waits for the catalogue service. */
const PROBE_TIMEOUT_MS = 1_500;

type Readiness = {
  status: 'ready' | 'not-ready';
  /** The catalogue service, which every shop page reads: answering or not. */
  catalog: 'up' | 'down';
  /** Each used service's circuit as this process sees it (issue 26). */
  circuits: ReturnType<typeof circuitStates>;
};

/**
 * Whether this instance should get traffic (issue 28): the catalogue service answers its category
 * tree (spec 7, the read every page makes) within 1.5 s, straight, not from a cache. A circuit that
 * is open shows in `circuits` but does not by itself make the instance not ready: it closes on its
 * own, and kept pages are still served meanwhile.
 */
export async function readiness(fetcher: typeof fetch = fetch): Promise<Readiness> {
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
  return { status: catalog === 'up' ? 'ready' : 'not-ready', catalog, circuits: circuitStates() };
}
