import 'server-only';

import axios, { AxiosError, isAxiosError, type AxiosAdapter, type AxiosInstance } from 'axios';
import { headers } from 'next/headers';

import { publicSettings, serviceUrl } from '@/lib/platform/env';
import { metrics } from '@/lib/platform/metrics/metrics.mjs';
import { inClientSpan, traceHeaders } from '@/lib/platform/telemetry/spans';

import { breakerFor, isBrokenCircuit } from './circuit-breakers';
import { createServiceClient, DEADLINE_CODE, type RetryPolicy } from './client';
import type { ServiceName } from './contracts/common';
import { renderDeadline } from './render-deadline';

const clients = new Map<string, AxiosInstance>();

/** The error code of a call refused at once because the service's circuit is open. */
export const CIRCUIT_OPEN_CODE = 'ERR_CIRCUIT_OPEN';

/** Failures that come fast and may pass at once: the connection refused or reset, 502, 503. */
const FAST_TRANSIENT_CODES = new Set(['ECONNREFUSED', 'ECONNRESET']);

/**
 * Inside a render a call is tried again only when it failed fast and may pass at once, once, and
 * only while the render's budget lasts; a timeout is never retried (it would spend the budget
 * twice on a service that is slow).
 */
export const SERVER_RETRY: RetryPolicy = {
  retries: 1,
  condition: (error) => {
    if (error.response) return [502, 503].includes(error.response.status);
    return FAST_TRANSIENT_CODES.has(error.code ?? '');
  },
  delayMs: () => 50,
};

/** The id of the page request this call serves (scripts/server.mjs), for the service's logs. */
async function requestId(): Promise<string | null> {
  try {
    return (await headers()).get('x-request-id');
  } catch {
    return null; // not in a request (a build, a shared cache scope): the call is nobody's
  }
}

/** How a call ended, for the metrics: a low-cardinality outcome. */
function outcomeOf(error: unknown): string {
  if (isBrokenCircuit(error)) return 'circuit_open';
  if (!isAxiosError(error)) return 'server_error';
  const status = error.response?.status;
  if (status !== undefined) return status >= 500 ? 'server_error' : 'client_error';
  return error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT' || error.code === DEADLINE_CODE
    ? 'timeout'
    : 'unreachable';
}

/** The path a call asks for, without the service's base or a query: a span's `url.path`. */
function pathOf(url: string | undefined): string {
  return (url ?? '').split('?')[0]!.replace(/^https?:\/\/[^/]+/, '') || '/';
}

/**
 * axios's own transport, through the service's circuit breaker, counted, timed and traced: one
 * client span per call (service, method, path, outcome, status) inside the page's render, and the
 * trace's headers passed on to the service.
 */
function guardedTransport(service: ServiceName): AxiosAdapter {
  const transport = axios.getAdapter(axios.defaults.adapter);
  return async (config) => {
    const id = await requestId();
    if (id) config.headers.set('x-request-id', id);
    const method = (config.method ?? 'get').toUpperCase();
    const attributes = {
      'storefront.service': service,
      'http.request.method': method,
      'url.path': pathOf(config.url),
      // joins the trace to the log lines of the same request
      ...(id ? { 'storefront.request_id': id } : {}),
    };
    return inClientSpan(`${service} ${method}`, attributes, async (span) => {
      for (const [name, value] of Object.entries(traceHeaders())) config.headers.set(name, value);
      const started = performance.now();
      let outcome = 'ok';
      try {
        const response = await breakerFor(service).execute(() => transport(config));
        span.setAttribute('http.response.status_code', response.status);
        if (response.status >= 400)
          outcome = response.status >= 500 ? 'server_error' : 'client_error';
        return response;
      } catch (error) {
        outcome = outcomeOf(error);
        const status = isAxiosError(error) ? error.response?.status : undefined;
        if (status !== undefined) span.setAttribute('http.response.status_code', status);
        if (!isBrokenCircuit(error)) throw error;
        throw new AxiosError(`${service}: circuit open`, CIRCUIT_OPEN_CODE, config);
      } finally {
        span.setAttribute('storefront.outcome', outcome);
        const { serviceCalls, serviceDuration } = metrics();
        serviceCalls.inc({ service, outcome });
        serviceDuration.observe({ service, outcome }, (performance.now() - started) / 1000);
      }
    });
  };
}

/**
 * The server's client of one service: straight to the service URL from env, no per-user headers
 * (the server never renders one customer's data into a shared page). Every call shares the
 * render's deadline and passes the service's circuit breaker. Instances are cached per
 * base URL; they hold no request state.
 */
export function serverClient(service: ServiceName): AxiosInstance {
  const baseURL = serviceUrl(service);
  let client = clients.get(baseURL);
  if (!client) {
    client = createServiceClient(service, {
      baseURL,
      timeoutMs: publicSettings().apiTimeoutMs,
      deadline: renderDeadline,
      retry: SERVER_RETRY,
      adapter: guardedTransport(service),
    });
    clients.set(baseURL, client);
  }
  return client;
}
