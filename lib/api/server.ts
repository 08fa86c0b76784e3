import 'server-only';

import type { AxiosInstance } from 'axios';

import { publicSettings, serviceUrl } from '@/lib/env';

import { createServiceClient } from './client';
import type { ServiceName } from './contracts/common';

const clients = new Map<string, AxiosInstance>();

/**
 * The server's client of one service: straight to the service URL from env, no per-user headers
 * (the server never renders one customer's data into a shared page). Instances are cached per
 * base URL; they hold no request state.
 */
export function serverClient(service: ServiceName): AxiosInstance {
  const baseURL = serviceUrl(service);
  let client = clients.get(baseURL);
  if (!client) {
    client = createServiceClient(service, { baseURL, timeoutMs: publicSettings().apiTimeoutMs });
    clients.set(baseURL, client);
  }
  return client;
}
