import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';

import type { Context, MiddlewareHandler } from 'hono';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

import { accessLogger, requestIdOf } from '../../../lib/platform/log/logger.mjs';

/**
 * The reference API's request ids, log lines and metrics (docs/operations.md), as the store's:
 * the same logger (pino, personal data masked), a line per request with the id the store sent
 * (`X-Request-Id`), and `GET /metrics` in Prometheus's text format for `METRICS_TOKEN`.
 */
// the log lines say which program wrote them (the store's say `store`)
process.env.LOG_APP ??= 'reference-api';

const registry = new Registry();
collectDefaultMetrics({ register: registry });
const registers = [registry];

const requests = new Counter({
  name: 'reference_api_http_requests_total',
  help: 'Answers by service (the first path segment) and status.',
  labelNames: ['service', 'status'],
  registers,
});
const duration = new Histogram({
  name: 'reference_api_http_request_duration_seconds',
  help: 'Time to answer, by service.',
  labelNames: ['service'],
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers,
});
/** Orders placed: `created`, or a request that replayed an earlier one's key (`replayed`). */
export const ordersPlaced = new Counter({
  name: 'reference_api_orders_total',
  help: 'Order requests by outcome: created, or replayed (the same Idempotency-Key again).',
  labelNames: ['outcome'],
  registers,
});
/** One-time codes asked for: `sent`, or `refused` by a limit. */
export const codeSends = new Counter({
  name: 'reference_api_otp_sends_total',
  help: 'One-time sign-in codes asked for, by outcome: sent, refused (a limit).',
  labelNames: ['outcome'],
  registers,
});

const SERVICES = new Set([
  'core',
  'main',
  'catalog',
  'delivery',
  'order',
  'cart',
  'media',
  'health',
]);

function serviceOf(path: string): string {
  const first = path.split('/')[1] ?? '';
  return SERVICES.has(first) ? first : 'other';
}

/** A request's id, answered back, and its one log line once answered. */
export function observeRequests(): MiddlewareHandler {
  return async (c, next) => {
    const id = requestIdOf(c.req.header('x-request-id'), randomUUID);
    c.header('x-request-id', id);
    const started = performance.now();
    await next();
    const seconds = (performance.now() - started) / 1000;
    const service = serviceOf(c.req.path);
    const status = c.res.status;
    requests.inc({ service, status });
    duration.observe({ service }, seconds);
    const line = {
      req_id: id,
      method: c.req.method,
      service,
      status,
      duration_ms: Math.round(seconds * 1000),
    };
    if (status >= 500) accessLogger().error(line, 'request');
    else accessLogger().info(line, 'request');
  };
}

/** `GET /metrics`: 404 without METRICS_TOKEN, 401 without the right Bearer token. */
export async function metricsRoute(c: Context): Promise<Response> {
  const token = process.env.METRICS_TOKEN?.trim();
  if (!token) return c.notFound();
  const digest = (text: string) => createHash('sha256').update(text).digest();
  const given = digest(c.req.header('authorization') ?? '');
  if (!timingSafeEqual(given, digest(`Bearer ${token}`))) return c.text('Unauthorized', 401);
  return c.body(await registry.metrics(), 200, { 'content-type': registry.contentType });
}
