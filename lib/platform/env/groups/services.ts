import { number, url, type EnvVariable } from '../kinds';

const service = (name: string, what: string) =>
  ({
    group: 'services',
    readBy: ['store'],
    ...url(),
    description: `${what} (default REFERENCE_API_URL/${name})`,
  }) satisfies EnvVariable;

/** Where the store finds its back-end services (spec 7) and how it treats a slow or failing one. */
export const SERVICES_ENV = {
  REFERENCE_API_URL: {
    group: 'services',
    readBy: ['store', 'tests'],
    ...url('http://127.0.0.1:4000'),
    description:
      'base of every service unless set one by one (npm start: the reference API it starts, on REFERENCE_API_PORT)',
  },
  CORE_API_URL: service('core', 'core and profile service'),
  MAIN_API_URL: service('main', 'main API'),
  CATALOG_API_URL: service('catalog', 'catalogue microservice'),
  DELIVERY_API_URL: service('delivery', 'delivery microservice'),
  ORDER_API_URL: service('order', 'order and payment'),
  CART_API_URL: service('cart', 'cart microservice'),
  MEDIA_URL: {
    group: 'services',
    readBy: ['store'],
    ...url(),
    description: 'where /media/* images live (default REFERENCE_API_URL)',
  },
  API_TIMEOUT_MS: {
    group: 'services',
    readBy: ['store'],
    ...number(10_000, { positive: true }),
    description:
      'client timeout of every service call, in ms (the browser gives a call and its retries 10 s in all)',
  },
  RENDER_DEADLINE_MS: {
    group: 'services',
    readBy: ['store'],
    ...number(3000, { positive: true }),
    description: 'one budget for every service call of a page render, in ms',
    see: 'resilience.md',
  },
  BREAKER_FAILURES: {
    group: 'services',
    readBy: ['store'],
    ...number(5, { positive: true }),
    description:
      'circuit breaker per service: this many failures in a row (each within the window) open it; calls then fail at once for the cool-down, then one call probes the service',
    see: 'resilience.md',
  },
  BREAKER_WINDOW_MS: {
    group: 'services',
    readBy: ['store'],
    ...number(30_000, { positive: true }),
    description:
      'circuit breaker: the window, in ms, within which a failure follows the one before',
  },
  BREAKER_COOLDOWN_MS: {
    group: 'services',
    readBy: ['store'],
    ...number(10_000, { positive: true }),
    description:
      'circuit breaker: how long (ms) an open circuit fails calls at once before one probe',
  },
} as const satisfies Record<string, EnvVariable>;
