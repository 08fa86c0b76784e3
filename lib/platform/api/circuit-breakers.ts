import 'server-only';

import { AxiosError, isAxiosError } from 'axios';
import {
  BrokenCircuitError,
  CircuitState,
  circuitBreaker,
  handleWhen,
  type CircuitBreakerPolicy,
  type IBreaker,
} from 'cockatiel';

import { resilienceSettings } from '@/lib/platform/env';
import { logger } from '@/lib/platform/log/logger.mjs';
import { metrics } from '@/lib/platform/metrics/metrics.mjs';
import { processShared } from '@/lib/platform/process-shared.mjs';

import type { ServiceName } from './contracts/conventions';

/**
 * Fail fast on a sick service: after BREAKER_FAILURES outages of a service in a row,
 * each less than BREAKER_WINDOW_MS after the one before, its calls fail at once for
 * BREAKER_COOLDOWN_MS, then one call probes it (cockatiel's half-open state: the others wait for
 * the probe). One breaker per service per process — a struggling back end gets fewer calls, not
 * more, because it is struggling. An outage is what isOutage says (no answer, a timeout, 5xx,
 * 429); a 4xx answer is the service working.
 */
export class WindowedConsecutiveBreaker implements IBreaker {
  state = { count: 0, last: 0 };

  constructor(
    private readonly threshold: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  success(): void {
    this.state = { count: 0, last: 0 };
  }

  failure(): boolean {
    const now = this.now();
    const inWindow = now - this.state.last <= this.windowMs;
    this.state = { count: inWindow ? this.state.count + 1 : 1, last: now };
    return this.state.count >= this.threshold;
  }
}

export type CircuitName = 'closed' | 'open' | 'half-open' | 'isolated';

const NAMES: Record<CircuitState, CircuitName> = {
  [CircuitState.Closed]: 'closed',
  [CircuitState.Open]: 'open',
  [CircuitState.HalfOpen]: 'half-open',
  [CircuitState.Isolated]: 'isolated',
};

/** The metric's value of a state (storefront_circuit_state): isolated counts as open. */
const GAUGE: Record<CircuitState, number> = {
  [CircuitState.Closed]: 0,
  [CircuitState.HalfOpen]: 1,
  [CircuitState.Open]: 2,
  [CircuitState.Isolated]: 2,
};

type Registry = Map<ServiceName, CircuitBreakerPolicy>;
// one per process: the pages, the route handlers and the proxy are separate bundles in it
const registry = (): Registry => processShared('circuit-breakers', (): Registry => new Map());

/**
 * What counts against a service: a server call that got no answer (refused, reset, timed out) or a
 * 5xx/429 answer. Anything else — a 4xx, a call cancelled by its caller — passes through without
 * touching the count. The browser's calls through the service door have no breaker: each has its
 * own 10 s budget, and a 429 there is one shopper's limit, not the service failing.
 */
export function isServiceOutage(error: unknown): boolean {
  if (!isAxiosError(error) || error.code === AxiosError.ERR_CANCELED) return false;
  const status = error.response?.status;
  return status === undefined || status >= 500 || status === 429;
}

/** The breaker of one service. */
export function breakerFor(service: ServiceName): CircuitBreakerPolicy {
  const breakers = registry();
  let breaker = breakers.get(service);
  if (!breaker) {
    const settings = resilienceSettings();
    breaker = circuitBreaker(handleWhen(isServiceOutage), {
      halfOpenAfter: settings.breakerCooldownMs,
      breaker: new WindowedConsecutiveBreaker(settings.breakerFailures, settings.breakerWindowMs),
    });
    const gauge = metrics().circuitState;
    gauge.set({ service }, GAUGE[CircuitState.Closed]);
    breaker.onStateChange((state) => {
      gauge.set({ service }, GAUGE[state]);
      const line = { service, circuit: NAMES[state] };
      if (state === CircuitState.Closed) logger().info(line, 'circuit closed');
      else logger().warn(line, `circuit ${NAMES[state]}`);
    });
    breakers.set(service, breaker);
  }
  return breaker;
}

/** Each service's circuit that has been used in this process: for /api/ready. */
export function circuitStates(): Partial<Record<ServiceName, CircuitName>> {
  return Object.fromEntries(
    [...registry()].map(([service, breaker]) => [service, NAMES[breaker.state]]),
  );
}

export function isBrokenCircuit(error: unknown): boolean {
  return error instanceof BrokenCircuitError;
}

/** Forgets every breaker (tests: each starts with closed circuits and the env it sets). */
export function resetCircuitBreakers(): void {
  registry().clear();
}
