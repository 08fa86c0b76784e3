import { flag, number, oneOf, one, port, text, url, type EnvVariable } from '../kinds';

/** The Next.js store: where it serves, what the shop shows, its logs and its build. */
export const STORE_ENV = {
  PORT: {
    group: 'store',
    readBy: ['store', 'cluster'],
    ...port(3000),
    description:
      "npm start: the store's port (npm run cluster: nginx's, the instances take PORT+1…)",
  },
  HOST: {
    group: 'store',
    readBy: ['store', 'cluster'],
    ...text('127.0.0.1'),
    description: "npm start: the interface the store listens on (npm run cluster: nginx's)",
  },
  SITE_URL: {
    group: 'store',
    readBy: ['store'],
    ...url('http://localhost:3000'),
    description: 'public address: canonical links, Open Graph, sitemap',
  },
  FEED_COMPANY: {
    group: 'store',
    readBy: ['store'],
    ...text(),
    description:
      "the seller's legal name in the market feeds (YML company); empty: the store's name",
    see: 'feeds.md',
  },
  SUPPORT_PHONE: {
    group: 'store',
    readBy: ['store'],
    ...text('8 800 550-75-85'),
    description: 'support phone in the footer and the error card',
  },
  MESSENGER_URL: {
    group: 'store',
    readBy: ['store'],
    ...url('https://t.me/jewellery_store_support'),
    description: 'messenger link in the footer',
  },
  GOLD_BARS_URL: {
    group: 'store',
    readBy: ['store'],
    ...url('https://slitki.example.ru/'),
    description: 'the external gold-bars site (header «Слитки»)',
  },
  FULL_RELOAD_NAVIGATION: {
    group: 'store',
    readBy: ['store'],
    ...flag(true),
    description: 'spec 2.2: a new path is a full page load (false: soft navigation)',
  },
  LIVE_REFRESH_MS: {
    group: 'store',
    readBy: ['store'],
    ...number(15_000, { min: 1000 }),
    description:
      'how often /online/ refreshes its broadcast and product lists while open (ms, min 1000)',
  },
  APP_STORE_URL: {
    group: 'store',
    readBy: ['store'],
    ...url('https://apps.apple.com/ru/app/id1234567890'),
    description:
      'the native app in the App Store (iPhone, iPad): /apponelink/ sends phones to their store, others see all four links',
  },
  GOOGLE_PLAY_URL: {
    group: 'store',
    readBy: ['store'],
    ...url('https://play.google.com/store/apps/details?id=ru.jewellery.store'),
    description: 'the native app in Google Play (Android)',
  },
  APPGALLERY_URL: {
    group: 'store',
    readBy: ['store'],
    ...url('https://appgallery.huawei.com/app/C100000000'),
    description: 'the native app in Huawei AppGallery (HMS devices, Huawei browser)',
  },
  RUSTORE_URL: {
    group: 'store',
    readBy: ['store'],
    ...url('https://www.rustore.ru/catalog/app/ru.jewellery.store'),
    description: 'the native app in RuStore (listed on /apponelink/ for every other device)',
  },
  LOG_LEVEL: {
    group: 'store',
    readBy: ['store', 'API'],
    ...oneOf(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'], 'info'),
    description: "pino's level of the store's and the reference API's log lines (tests: silent)",
    see: 'operations.md#logs',
  },
  LOG_FILE: {
    group: 'store',
    readBy: ['store', 'API'],
    ...text(),
    description: 'a file the JSON log lines are appended to instead of stdout',
  },
  LOG_APP: {
    group: 'store',
    readBy: ['store', 'API'],
    ...text('store'),
    description: 'the program every log line names: store, or reference-api',
    setBy: 'reference-api/src/http/observe.ts',
  },
  APP_VERSION: {
    group: 'store',
    readBy: ['store'],
    ...text(),
    description: 'release label on the unlinked /dev/ page; empty: the package.json version',
  },
  GIT_COMMIT: {
    group: 'store',
    readBy: ['store'],
    ...text(),
    description:
      'git commit of the build on /dev/ (e.g. `GIT_COMMIT=$(git rev-parse --short HEAD) npm start`); VERCEL_GIT_COMMIT_SHA, GITHUB_SHA and CI_COMMIT_SHA are read too',
  },
  BUILD_TIME: {
    group: 'store',
    readBy: ['store'],
    ...text(),
    description:
      "when the build was made, ISO 8601, on /dev/ (e.g. `BUILD_TIME=$(date -u +%FT%TZ)`); empty: the time of the build folder's BUILD_ID file",
  },
  NEXT_DIST_DIR: {
    group: 'store',
    readBy: ['store', 'cluster', 'tests'],
    ...text('.next'),
    description:
      'the build folder next build writes and the servers, npm run load and npm run cluster use',
  },
  NEXT_TELEMETRY_DISABLED: {
    group: 'store',
    readBy: ['store', 'cluster', 'tests'],
    ...one('1'),
    description: "1 keeps Next's telemetry off (npm start, npm run cluster and npm test set it)",
  },
} as const satisfies Record<string, EnvVariable>;
