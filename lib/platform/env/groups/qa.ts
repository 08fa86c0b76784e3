import { number, one, port, text, url, type EnvVariable } from '../kinds';

const testPort = (fallback: number, description: string, see?: string): EnvVariable => ({
  group: 'QA',
  readBy: ['tests'],
  ...port(fallback),
  description,
  ...(see && { see }),
});

/** The test, benchmark and load tools; they read their own environment, never `.env`. */
export const QA_ENV = {
  REFERENCE_API_FAULTS: {
    group: 'QA',
    readBy: ['API', 'tests'],
    ...one(),
    description: "1 turns on the reference API's fault switch (tests only)",
    see: 'faults.md',
  },
  REFERENCE_API_TEST_HOOKS: {
    group: 'QA',
    readBy: ['API', 'tests'],
    ...one(),
    description:
      "1 opens the reference API's test hooks (/__test/…: stock, stored applications, hostile content; the Playwright suite's API only)",
  },
  CHROMIUM_PATH: {
    group: 'QA',
    readBy: ['tests'],
    ...text(),
    description:
      "the browser of npm test, npm run test:e2e and npm run bench (default: the system's Chromium, else Playwright's)",
  },
  E2E_STORE_PORT: testPort(3100, 'the store the Playwright suite starts (more on the next ports)'),
  E2E_API_PORT: testPort(
    4100,
    'the reference API the Playwright suite starts (more on the next ports)',
  ),
  E2E_CLUSTER_PORT: testPort(
    3300,
    "nginx of the Playwright suite's cluster; its instances take the next three ports",
    'cluster.md#the-cluster-tests',
  ),
  E2E_CLUSTER_API_PORT: testPort(4300, "the reference API of the Playwright suite's cluster"),
  E2E_CLUSTER_REDIS_PORT: testPort(6390, "the Redis of the Playwright suite's cluster"),
  E2E_FUZZ_SEED: {
    group: 'QA',
    readBy: ['tests'],
    ...number(20_261_122, { integer: true }),
    description: "the seed of the fuzz spec's inputs: set it to replay a run",
  },
  FAULT_PROXY_TARGET: {
    group: 'QA',
    readBy: ['tests'],
    ...url(),
    description:
      'scripts/fault-proxy.mjs: the API it stands in front of (default http://127.0.0.1:E2E_API_PORT)',
    see: 'faults.md',
  },
  FAULT_PROXY_PORT: {
    group: 'QA',
    readBy: ['tests'],
    ...port(),
    description: "the fault proxy's data port (default E2E_API_PORT+3)",
  },
  FAULT_PROXY_CONTROL_PORT: {
    group: 'QA',
    readBy: ['tests'],
    ...port(),
    description: "the fault proxy's control port (default E2E_API_PORT+4)",
  },
  FAULT_PROXY_BASE_PATH: {
    group: 'QA',
    readBy: ['tests'],
    ...text(),
    description:
      'a prefix the fault proxy removes from the front of every proxied path (e.g. /run-abc)',
  },
  BENCH_STORE_PORT: testPort(3500, 'the store npm run bench starts', 'performance.md'),
  BENCH_API_PORT: testPort(4500, 'the reference API npm run bench starts'),
  BENCH_LIGHTHOUSE_RUNS: {
    group: 'QA',
    readBy: ['tests'],
    ...number(5, { integer: true, positive: true }),
    description: 'Lighthouse runs per page of npm run bench',
  },
  LOAD_STORE_PORT: testPort(3450, 'the store npm run load starts', 'load.md'),
  LOAD_API_PORT: testPort(4450, 'the reference API npm run load starts'),
  LOAD_TIMEOUT_S: {
    group: 'QA',
    readBy: ['tests'],
    ...number(30, { positive: true }),
    description: 'npm run load: seconds a request may take before it counts as failed',
  },
} as const satisfies Record<string, EnvVariable>;
