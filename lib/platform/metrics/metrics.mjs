// The store's Prometheus metrics (docs/operations.md): one registry per process (lib/platform/process-shared.mjs),
// because scripts/server.mjs, proxy.ts, the pages and the route handlers are separate module
// graphs in one process. Labels are low-cardinality by construction: route templates, services,
// outcomes and status codes, never an address, an id or a query.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

import { processShared } from '../process-shared.mjs';

/** Seconds: from a kept page (~1 ms) to a render at its deadline and beyond (10 s). */
const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The store's top-level sections: anything else is counted as `other` (an unknown path). */
const SECTIONS = new Set(
  (
    'about account addresses blog calendar cart cart_old catalog checkout checkout_old checkoutnew ' +
    'collections contacts delivery faq feedback guarantee hint incorrect-products-count landing ' +
    'map million oidc online oplata payment podveska-v-podarok policy press-service product ' +
    'purchaser quiz rasprodaja rules s sale_rules samovyvoz success ugc uviui vacancies 11nov24 ' +
    'apponelink dev feedbacktv feeds llms.txt md reservation'
  ).split(' '),
);

/**
 * The route template of a path, for labels: `/`, `/catalog/`, `/product/*`, `/svc/catalog`,
 * `/api/ready`, `/_next/static`, `/media`, or `other`.
 */
export function routeTemplate(pathname) {
  if (pathname === '/') return '/';
  const [first = '', second = ''] = pathname.split('/').filter(Boolean);
  if (first === '_next') return second === 'static' ? '/_next/static' : '/_next';
  if (first === 'svc') return /^[a-z]{1,16}$/.test(second) ? `/svc/${second}` : '/svc';
  if (first === 'api') return /^[a-z-]{1,24}$/.test(second) ? `/api/${second}` : '/api';
  if (first === 'media') return '/media';
  if (['favicon.ico', 'robots.txt', 'sitemap.xml', 'manifest.webmanifest'].includes(first)) {
    return `/${first}`;
  }
  if (!SECTIONS.has(first)) return 'other';
  const deeper = pathname.split('/').filter(Boolean).length > 1;
  return deeper ? `/${first}/*` : `/${first}/`;
}

function create() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    httpRequests: new Counter({
      name: 'storefront_http_requests_total',
      help: 'Answers of this process by route template and status (the service door is /svc/…; 429 is a rate-limit refusal).',
      labelNames: ['template', 'status'],
      registers,
    }),
    httpDuration: new Histogram({
      name: 'storefront_http_request_duration_seconds',
      help: 'Time to the end of an answer, by route template.',
      labelNames: ['template'],
      buckets: SECONDS,
      registers,
    }),
    pageViews: new Counter({
      name: 'storefront_page_views_total',
      help: 'Page views answered through the page cache, by route template and cache state (HIT, SHARED, MISS, STALE).',
      labelNames: ['template', 'cache'],
      registers,
    }),
    renderDuration: new Histogram({
      name: 'storefront_page_render_duration_seconds',
      help: 'Renders made for a page view (cache misses), by route template.',
      labelNames: ['template'],
      buckets: SECONDS,
      registers,
    }),
    serviceCalls: new Counter({
      name: 'storefront_service_calls_total',
      help: 'Server calls to the back-end services, by service and outcome (ok, client_error, server_error, timeout, unreachable, circuit_open).',
      labelNames: ['service', 'outcome'],
      registers,
    }),
    serviceDuration: new Histogram({
      name: 'storefront_service_call_duration_seconds',
      help: 'Time of a server call to a back-end service, by service and outcome.',
      labelNames: ['service', 'outcome'],
      buckets: SECONDS,
      registers,
    }),
    circuitState: new Gauge({
      name: 'storefront_circuit_state',
      help: "A service's circuit breaker in this process: 0 closed, 1 half-open, 2 open.",
      labelNames: ['service'],
      registers,
    }),
    redisCommands: new Counter({
      name: 'storefront_redis_commands_total',
      help: 'Commands to the shared cache (Redis), by outcome (ok, error, timeout, skipped).',
      labelNames: ['outcome'],
      registers,
    }),
    redisDuration: new Histogram({
      name: 'storefront_redis_command_duration_seconds',
      help: 'Time of a command to the shared cache (Redis), answered or not.',
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
      registers,
    }),
    revalidations: new Counter({
      name: 'storefront_revalidations_total',
      help: 'Revalidation calls received from the back end, by outcome (done, refused, invalid).',
      labelNames: ['outcome'],
      registers,
    }),
  };
}

/** This process's metrics. */
export function metrics() {
  return processShared('metrics', create);
}
