import { number, one, secret, type EnvVariable } from '../kinds';

/** Who the store trusts: its proxies, the holders of its tokens, its own server. */
export const SECURITY_ENV = {
  TRUSTED_PROXY_HOPS: {
    group: 'security',
    readBy: ['store', 'cluster'],
    ...number(0, { integer: true, min: 0, max: 10 }),
    description:
      "how many proxies in front of the store append to X-Forwarded-For and are trusted to (0: the socket's peer is the shopper, a client's own X-Forwarded-For is ignored; npm run cluster: 1)",
    see: 'security.md#who-is-asking',
  },
  STORE_CLIENT_ADDRESS_RESOLVED: {
    group: 'security',
    readBy: ['store'],
    ...one(),
    description:
      "the server settled the client's address, so the store passes it on to the services (lib/platform/api/client-address.ts)",
    setBy: 'scripts/server.mjs',
  },
  DEV_PAGE_TOKEN: {
    group: 'security',
    readBy: ['store'],
    ...secret(),
    description:
      '/dev/?token=<this> shows the build details (empty: only on npm run dev); never a documented value',
  },
  METRICS_TOKEN: {
    group: 'security',
    readBy: ['store', 'API'],
    ...secret(),
    description:
      "Bearer token of the scraper: the store's /api/metrics and the API's /metrics (empty: no metrics endpoint) and /api/ready's details",
    see: 'operations.md',
  },
  REVALIDATE_SECRET: {
    group: 'security',
    readBy: ['store', 'API', 'cluster'],
    ...secret(),
    description:
      'the bearer secret of POST /api/revalidate (empty: the endpoint answers 404); the reference API sends the same secret to STORE_REVALIDATE_URL. npm start makes one for its run when empty; never use a documented value',
    see: 'caching.md',
  },
} as const satisfies Record<string, EnvVariable>;
