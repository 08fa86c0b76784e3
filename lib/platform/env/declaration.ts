import { CACHE_AND_CLUSTER_ENV } from './groups/cache-and-cluster';
import { QA_ENV } from './groups/qa';
import { REFERENCE_API_ENV } from './groups/reference-api';
import { SECURITY_ENV } from './groups/security';
import { SERVICES_ENV } from './groups/services';
import { STORE_ENV } from './groups/store';
import { THIRD_PARTIES_ENV } from './groups/third-parties';
import type { EnvGroup } from './kinds';

/**
 * Every environment variable the store, the reference API, `npm run cluster` and the test tools
 * read, declared once: `.env.example` and docs/configuration.md are generated from it
 * (`npm run env:docs`), and lib/platform/env/declaration.test.ts fails when code reads a variable missing
 * here, or when one declared here is read by nothing. No `server-only`: scripts import it.
 */
export const ENV_PARTS = [
  STORE_ENV,
  SERVICES_ENV,
  CACHE_AND_CLUSTER_ENV,
  SECURITY_ENV,
  THIRD_PARTIES_ENV,
  REFERENCE_API_ENV,
  QA_ENV,
] as const;

export const ENV = {
  ...STORE_ENV,
  ...SERVICES_ENV,
  ...CACHE_AND_CLUSTER_ENV,
  ...SECURITY_ENV,
  ...THIRD_PARTIES_ENV,
  ...REFERENCE_API_ENV,
  ...QA_ENV,
};

export type EnvName = keyof typeof ENV;

/** What each group covers: the heading note of its section. */
export const GROUP_NOTES: Record<EnvGroup, string> = {
  store: 'The Next.js store: where it serves, what the shop shows, its logs and its build.',
  services:
    'Where the store finds the services of spec 7 and how it treats a slow or failing one; by default each is REFERENCE_API_URL/{service}.',
  'cache and cluster':
    'The page cache, the cache several instances share in Redis, and npm run cluster.',
  security: 'Whom the store trusts: its proxies and the holders of its tokens.',
  'third parties':
    'Maps, the tag manager and counters, error reporting and tracing: each is off while empty.',
  'reference API': 'The bundled back end (reference-api/README.md).',
  QA: 'The test, benchmark and load tools; they read their own environment, not .env.',
};

/**
 * Variables of the platform and the tools, never of this project: code may read them without a
 * declaration.
 */
export const PLATFORM_VARIABLES = [
  'NODE_ENV',
  'NEXT_RUNTIME',
  'NEXT_PHASE',
  // Next's own origin of a `next start` server
  '__NEXT_PRIVATE_ORIGIN',
  'CI',
  'HOME',
  'PATH',
  'HOSTNAME',
  // CI systems' commit of the build (lib/platform/env.ts buildSettings)
  'VERCEL_GIT_COMMIT_SHA',
  'GITHUB_SHA',
  'CI_COMMIT_SHA',
  // Playwright's own, set in its workers
  'TEST_WORKER_INDEX',
] as const;
