import type { AxiosInstance } from 'axios';

import { browserTimeoutMs } from './browser-settings';
import { createServiceClient } from './client';
import type { ServiceName } from './contracts/common';
import { browserSession } from './session-headers';

const clients = new Map<ServiceName, AxiosInstance>();
let clientsTimeoutMs = browserTimeoutMs();

/**
 * The browser's client of one service. Calls go same-origin to `/svc/{service}`, which the store
 * forwards to the service (app/svc/[service]/[...path]/route.ts): no CORS, one origin for cookies.
 */
export function browserClient(service: ServiceName): AxiosInstance {
  const timeoutMs = browserTimeoutMs();
  if (timeoutMs !== clientsTimeoutMs) {
    clientsTimeoutMs = timeoutMs;
    clients.clear();
  }
  let client = clients.get(service);
  if (!client) {
    client = createServiceClient(service, {
      baseURL: `/svc/${service}`,
      timeoutMs,
      reportFailures: true,
      session: browserSession,
      // the default policy: one quick retry, a read within 3 s, a write within 10 s (client.ts)
    });
    clients.set(service, client);
  }
  return client;
}
