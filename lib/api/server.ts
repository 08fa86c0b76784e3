import 'server-only';

import axios, { AxiosError, type AxiosAdapter, type AxiosInstance } from 'axios';

import { publicSettings, serviceUrl } from '@/lib/env';

import { breakerFor, isBrokenCircuit } from './circuit-breakers';
import { createServiceClient, type RetryPolicy } from './client';
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

/** axios's own transport, through the service's circuit breaker. */
function guardedTransport(service: ServiceName): AxiosAdapter {
  const transport = axios.getAdapter(axios.defaults.adapter);
  return async (config) => {
    try {
      return await breakerFor(service).execute(() => transport(config));
    } catch (error) {
      if (!isBrokenCircuit(error)) throw error;
      throw new AxiosError(`${service}: circuit open`, CIRCUIT_OPEN_CODE, config);
    }
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
