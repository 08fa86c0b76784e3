import { number, one, port, secret, text, url, type EnvVariable } from '../kinds';

const limit = (fallback: number, description: string): EnvVariable => ({
  group: 'reference API',
  readBy: ['API', 'store'],
  ...number(fallback, { integer: true, positive: true }),
  description,
});

/** The bundled back end (reference-api/README.md). */
export const REFERENCE_API_ENV = {
  REFERENCE_API_PORT: {
    group: 'reference API',
    readBy: ['API', 'store', 'cluster'],
    ...port(4000),
    description: "the reference API's port (0: a free one; npm run cluster: --api-port)",
  },
  REFERENCE_API_HOST: {
    group: 'reference API',
    readBy: ['API'],
    ...text('127.0.0.1'),
    description: 'the interface the reference API listens on',
  },
  REFERENCE_DB_PATH: {
    group: 'reference API',
    readBy: ['API', 'tests'],
    ...text('reference-api/data/store.db'),
    description: 'SQLite file, created and seeded on first start (git-ignored)',
  },
  REFERENCE_MEDIA_DIR: {
    group: 'reference API',
    readBy: ['API'],
    ...text(),
    description:
      'where the generated images served from /media/* go (default: media/ beside the database)',
  },
  REFERENCE_SEED: {
    group: 'reference API',
    readBy: ['API'],
    ...number(20_261_122, { integer: true, min: 0 }),
    description: 'the random seed of the demo data',
  },
  REFERENCE_OTP_CODE: {
    group: 'reference API',
    readBy: ['API', 'store', 'tests'],
    ...text(),
    description: 'when set, accepted as the one-time login code (tests, demos)',
  },
  REFERENCE_ADMIN_TOKEN: {
    group: 'reference API',
    readBy: ['API', 'tests'],
    ...secret(),
    description:
      'bearer token of admin writes (SEO records, live broadcast); empty: the API generates one at first start, keeps only its hash and prints it once, npm run api:admin-token makes a new one. There is no default: never put a shared value here',
  },
  STORE_REVALIDATE_URL: {
    group: 'reference API',
    readBy: ['API', 'store', 'cluster'],
    ...url(),
    description:
      "the store's revalidation webhook the reference API calls after an admin write (price, stock, SEO text), with REVALIDATE_SECRET; empty: no call. npm start points it at its own store",
  },
  REFERENCE_PAYMENT_SECRET: {
    group: 'reference API',
    readBy: ['API'],
    ...secret(),
    description:
      "shared secret of the stand-in bank page's signed payment callbacks (empty: generated, kept in the database)",
    see: 'security.md',
  },
  REFERENCE_OIDC_STANDIN: {
    group: 'reference API',
    readBy: ['API', 'store', 'cluster'],
    ...one(),
    description:
      '1 serves the stand-in gid/tid external login (empty: on under npm start, the demo; off otherwise)',
  },
  REFERENCE_STOREFRONT_URL: {
    group: 'reference API',
    readBy: ['API', 'store', 'cluster'],
    ...url(),
    description:
      "the store's own origins, comma-separated: the only places the stand-in login returns to (default http://localhost:3000; npm start: http://localhost:$PORT,http://127.0.0.1:$PORT)",
  },
  REFERENCE_OTP_CLIENT_LIMIT: limit(10, 'one-time codes sent per client (address) an hour'),
  REFERENCE_OTP_GLOBAL_PER_MINUTE: limit(60, 'one-time codes sent to anybody a minute'),
  REFERENCE_LOGIN_CLIENT_LIMIT: limit(30, 'failed logins per client an hour, across accounts'),
  REFERENCE_OTP_PHONE_LIMIT: {
    ...limit(5, 'one-time codes sent per phone an hour (npm run start:qa raises all four limits)'),
    see: 'testing.md',
  },
  REFERENCE_LIVE_SLOT_SECONDS: {
    group: 'reference API',
    readBy: ['API'],
    ...number(180, { positive: true }),
    description: 'how long (s) one product stays on air on /online/',
  },
  RESERVATION_HOLD_HOURS: {
    group: 'reference API',
    readBy: ['API'],
    ...number(72, { positive: true }),
    description:
      'how long (hours) a piece reserved to try on in a shop is held; ready 2 h after the reservation',
    see: 'jewellery.md',
  },
  REFERENCE_RESERVATION_CLIENT_LIMIT: {
    group: 'reference API',
    readBy: ['API'],
    ...number(10, { integer: true, positive: true }),
    description: 'shop reservations created per client (address) an hour',
  },
  ENGRAVING_PRICE: {
    group: 'reference API',
    readBy: ['API'],
    ...number(1500, { integer: true, min: 0 }),
    description:
      'the price (₽) of engraving one wedding ring; free when the order holds two or more wedding rings',
    see: 'jewellery.md',
  },
} as const satisfies Record<string, EnvVariable>;
