import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { defineConfig, devices } from '@playwright/test';

import { findChromium } from './scripts/browser.mjs';

const STORE_PORT = Number(process.env.E2E_STORE_PORT ?? 3100);
const API_PORT = Number(process.env.E2E_API_PORT ?? 4100);
export const BASE_URL = `http://127.0.0.1:${STORE_PORT}`;
/** A second store whose catalogue service is unreachable: what a shopper sees when it is down. */
export const DEGRADED_STORE_URL = `http://127.0.0.1:${STORE_PORT + 1}`;
/**
 * A third store on its own reference API whose fault switch is on (REFERENCE_API_FAULTS=1): the
 * fault matrix (e2e/faults.desktop.spec.ts) breaks services there without touching the main pair.
 */
const FAULT_API_PORT = API_PORT + 2;
export const FAULT_API_URL = `http://127.0.0.1:${FAULT_API_PORT}`;
export const FAULT_STORE_URL = `http://127.0.0.1:${STORE_PORT + 2}`;
/**
 * A fourth store that reaches its services only through the fault proxy (scripts/fault-proxy.mjs,
 * docs/faults.md): a plain HTTP proxy in front of the run's reference API whose control port
 * breaks every call at once (e2e/fault-proxy.desktop.spec.ts), as a back end fails in production.
 */
const FAULT_PROXY_PORT = API_PORT + 3;
export const FAULT_PROXY_CONTROL_URL = `http://127.0.0.1:${API_PORT + 4}`;
export const FAULT_PROXY_STORE_URL = `http://127.0.0.1:${STORE_PORT + 3}`;
/**
 * The proxy drops this run's own base path from every call. The store keys its data cache (in
 * .next/cache, kept by every run of one build) by its services' URLs, so a new base each run means
 * no answer of an earlier run stands in for a call the matrix breaks. Only the web servers below
 * use it (the config is read again, with another value, in every worker).
 */
const FAULT_PROXY_BASE = `/run-${Date.now().toString(36)}`;
const executablePath = findChromium();
/**
 * A fifth pair whose API tells its store about admin writes (e2e/revalidate.http.spec.ts):
 * its price writes and revalidations drop kept pages, which must not happen under the feet of the
 * other specs' page-cache checks on the main pair. The secret is a test-only value.
 */
const REVALIDATE_API_PORT = API_PORT + 5;
export const REVALIDATE_API_URL = `http://127.0.0.1:${REVALIDATE_API_PORT}`;
export const REVALIDATE_STORE_URL = `http://127.0.0.1:${STORE_PORT + 4}`;
export const E2E_REVALIDATE_SECRET = 'e2e-revalidate-secret';
/** Test-only tokens of /dev/'s build details and /api/ready's details (docs/configuration.md). */
export const E2E_DEV_PAGE_TOKEN = 'e2e-dev-page-token';
export const E2E_METRICS_TOKEN = 'e2e-metrics-token';
/**
 * The port of a store e2e/tracing.http.spec.ts starts itself with an OTLP endpoint (on the main
 * reference API): traces are on only there.
 */
export const TRACED_STORE_PORT = STORE_PORT + 5;
/** The main store's log (LOG_FILE), read by e2e/operations.http.spec.ts; new for each run. */
export const E2E_STORE_LOG = join(tmpdir(), `storefront-e2e-store-${STORE_PORT}.log`);
/** The main reference API's log, read by the same spec. */
export const E2E_API_LOG = join(tmpdir(), `storefront-e2e-api-${API_PORT}.log`);
if (process.env.TEST_WORKER_INDEX === undefined) {
  for (const log of [E2E_STORE_LOG, E2E_API_LOG]) rmSync(log, { force: true });
}

/** Chromium flags for a closed network (toolchain.md §5): no background calls to the internet. */
export const launchOptions = {
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** A reference API on its own throw-away, seeded database. */
function referenceApi(port: number, env: Record<string, string> = {}) {
  return {
    command: 'node scripts/e2e-api.mjs',
    url: `http://127.0.0.1:${port}/health`,
    env: { E2E_API_PORT: String(port), ...env },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}

/** The fault proxy (scripts/fault-proxy.mjs) in front of the run's reference API. */
function faultProxy(apiPort: number, basePath: string) {
  return {
    command: 'node scripts/fault-proxy.mjs',
    url: `http://127.0.0.1:${apiPort + 4}/health`,
    env: { E2E_API_PORT: String(apiPort), FAULT_PROXY_BASE_PATH: basePath },
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}

/**
 * A store on the production build (`NEXT_DIST_DIR` or `.next`), served as `npm start` serves it
 * (scripts/server.mjs), with the e2e support phone. The suite stands where nginx stands in
 * `npm run cluster`: one trusted hop, so a test is the client whose address it sends in
 * X-Forwarded-For (e2e/helpers.ts clientAddress) and specs never share a sign-in budget. The
 * degraded store keeps `npm start`'s default (no trusted hop) and proves that a client's own
 * X-Forwarded-For counts for nothing there.
 */
function store(port: number, env: Record<string, string>, stderr: 'pipe' | 'ignore' = 'ignore') {
  return {
    command: 'node scripts/server.mjs',
    url: `http://127.0.0.1:${port}/favicon.ico`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      TRUSTED_PROXY_HOPS: '1',
      SUPPORT_PHONE: '8 800 550-75-85',
      NEXT_TELEMETRY_DISABLED: '1',
      ...env,
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr,
  };
}

export default defineConfig({
  testDir: './e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
  },
  projects: [
    // *.http.spec.ts do not depend on the viewport and run once; *.desktop / *.mobile specs test
    // what exists only at that size; every other spec runs at both sizes.
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions },
      testIgnore: /\.mobile\.spec\.ts$/,
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], launchOptions },
      testIgnore: /\.(http|desktop)\.spec\.ts$/,
    },
  ],
  webServer: [
    // a throw-away database per run, seeded at start
    referenceApi(API_PORT, { LOG_FILE: E2E_API_LOG }),
    // the production build made by `npm run build` (npm test builds first)
    store(
      STORE_PORT,
      {
        REFERENCE_API_URL: `http://127.0.0.1:${API_PORT}`,
        // a key makes the checkout ask for the map script, which the closed network never serves
        YANDEX_MAPS_API_KEY: 'e2e-test-key',
        DEV_PAGE_TOKEN: E2E_DEV_PAGE_TOKEN,
        METRICS_TOKEN: E2E_METRICS_TOKEN,
        LOG_FILE: E2E_STORE_LOG,
      },
      'pipe',
    ),
    store(
      STORE_PORT + 1,
      {
        REFERENCE_API_URL: `http://127.0.0.1:${API_PORT}`,
        CATALOG_API_URL: 'http://127.0.0.1:9/catalog',
        // npm start's default: the socket's peer is the client (e2e/security-client.http.spec.ts)
        TRUSTED_PROXY_HOPS: '0',
        METRICS_TOKEN: E2E_METRICS_TOKEN,
      },
      'pipe',
    ),
    referenceApi(FAULT_API_PORT, { REFERENCE_API_FAULTS: '1' }),
    store(STORE_PORT + 2, {
      REFERENCE_API_URL: FAULT_API_URL,
      // "slow" in the fault matrix is a delay beyond this timeout; short keeps the matrix quick
      API_TIMEOUT_MS: '2000',
      // the matrix shows each page rendered while a service fails; a copy kept from before the
      // fault would hide that render (e2e/page-cache.desktop.spec.ts tests the cache itself)
      PAGE_CACHE_TTL_S: '0',
    }),
    referenceApi(REVALIDATE_API_PORT, {
      STORE_REVALIDATE_URL: `${REVALIDATE_STORE_URL}/api/revalidate`,
      REVALIDATE_SECRET: E2E_REVALIDATE_SECRET,
    }),
    store(STORE_PORT + 4, {
      REFERENCE_API_URL: REVALIDATE_API_URL,
      REVALIDATE_SECRET: E2E_REVALIDATE_SECRET,
    }),
    faultProxy(API_PORT, FAULT_PROXY_BASE),
    store(STORE_PORT + 3, {
      REFERENCE_API_URL: `http://127.0.0.1:${FAULT_PROXY_PORT}${FAULT_PROXY_BASE}`,
      MEDIA_URL: `http://127.0.0.1:${FAULT_PROXY_PORT}${FAULT_PROXY_BASE}`,
      // a kept page expires at once: its next view refills it while the fault is on
      PAGE_CACHE_TTL_S: '1',
      // the render deadline (RENDER_DEADLINE_MS) and the breakers keep their defaults
    }),
  ],
});
