#!/usr/bin/env node
// `npm run cluster -- --instances N --port P` (docs/cluster.md): the reference
// API, Redis, N store instances from one production build on ports P+1…P+N, and nginx on port P
// balancing them. Ctrl-C (or SIGTERM) stops everything. An instance that dies leaves the others
// serving; Redis dying leaves the stores running without the shared cache; the API or nginx dying
// stops the cluster.
//   --instances N     store instances (default 3)
//   --port P          nginx's port (default PORT or 3000); the instances take P+1…P+N
//   --host H          nginx's interface (default HOST or 127.0.0.1); instances listen on 127.0.0.1
//   --api-port A      the reference API's port (default REFERENCE_API_PORT or 4000)
//   --redis-port R    Redis's port (default REDIS_PORT or 6379)
//   --no-build        use the build as it is (fails when there is none); default: build when stale
// The build is `.next`, or NEXT_DIST_DIR (next.config.ts), one for every instance.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import { prepareNginx } from './cluster/nginx.mjs';
import { startProcess, stopInStages } from './cluster/processes.mjs';
import { requirePrograms } from './cluster/programs.mjs';
import { redisArgs, waitForRedis } from './cluster/redis.mjs';
import { bin, buildIsStale, distDir, loadDotEnv, root, run, waitForUrl } from './lib.mjs';

loadDotEnv();
process.env.NEXT_TELEMETRY_DISABLED ??= '1';

const USAGE = `Usage: npm run cluster -- [--instances N] [--port P] [--host H] [--api-port A]
                   [--redis-port R] [--no-build]
Starts the reference API, Redis, N store instances (ports P+1…P+N) and nginx on port P
(docs/cluster.md). Defaults: 3 instances, P = PORT or 3000, A = REFERENCE_API_PORT or 4000,
R = REDIS_PORT or 6379, H = HOST or 127.0.0.1.`;

let flags;
try {
  ({ values: flags } = parseArgs({
    options: {
      instances: { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string' },
      'api-port': { type: 'string' },
      'redis-port': { type: 'string' },
      'no-build': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  }));
} catch (error) {
  console.error(`${error.message}\n\n${USAGE}`);
  process.exit(2);
}
if (flags.help) {
  console.log(USAGE);
  process.exit(0);
}

function portOf(value, name) {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    console.error(`${name} must be a port number, not «${value}»`);
    process.exit(2);
  }
  return port;
}

const instances = Number(flags.instances ?? 3);
if (!Number.isInteger(instances) || instances < 1 || instances > 16) {
  console.error('--instances must be a whole number from 1 to 16');
  process.exit(2);
}
// `||`: an empty line copied from .env.example means «the default»
const port = portOf(flags.port || process.env.PORT || 3000, '--port');
const host = flags.host || process.env.HOST || '127.0.0.1';
const apiPort = portOf(flags['api-port'] || process.env.REFERENCE_API_PORT || 4000, '--api-port');
const redisPort = portOf(flags['redis-port'] || process.env.REDIS_PORT || 6379, '--redis-port');
const instancePorts = Array.from({ length: instances }, (_, i) => port + 1 + i);
const origin = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;

const programs = requirePrograms();

/** Whether nothing listens on 127.0.0.1:`candidate` yet. */
function portIsFree(candidate) {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .listen(candidate, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}
const busy = [];
for (const candidate of [port, ...instancePorts, apiPort, redisPort]) {
  if (!(await portIsFree(candidate))) busy.push(candidate);
}
if (busy.length > 0) {
  console.error(
    `Port(s) ${busy.join(', ')} already in use; choose others (npm run cluster -- --help).`,
  );
  process.exit(1);
}

const buildIdFile = join(root, distDir(), 'BUILD_ID');
if (flags['no-build']) {
  if (!existsSync(buildIdFile)) {
    console.error(`--no-build: there is no build in ${distDir()}; run \`npm run build\` first.`);
    process.exit(1);
  }
} else if (buildIsStale()) {
  console.log('Building the store (next build)…');
  const code = await run(bin('next'), ['build']);
  if (code !== 0) process.exit(code);
}
const buildId = readFileSync(buildIdFile, 'utf8').trim();

// One secret for the API's webhook calls and every instance; the webhook goes through nginx to
// whichever instance, and the shared cache carries the invalidation to the others.
const revalidateSecret = process.env.REVALIDATE_SECRET || randomBytes(24).toString('base64url');
const redisUrl = `redis://127.0.0.1:${redisPort}`;
// the instances use the API this script starts (a REFERENCE_API_URL of .env is npm start's)
const apiUrl = `http://127.0.0.1:${apiPort}`;
const prefix = mkdtempSync(join(tmpdir(), 'store-cluster-'));

const api = { child: null };
const redis = { child: null };
const nginx = { child: null };
const stores = [];
let stopping = false;

async function stop(code, reason) {
  if (stopping) return;
  stopping = true;
  if (reason) console.error(`\n${reason}`);
  console.log('Stopping the cluster…');
  const alive = (children) => children.filter(Boolean);
  await stopInStages([
    // nginx first, gracefully: it takes no new connection and lets the requests in flight finish
    { children: alive([nginx.child]), signal: 'SIGQUIT', graceMs: 12_000 },
    // then the instances drain whatever is left (up to 10 s each, scripts/server.mjs)
    {
      children: alive(stores.map((store) => store.child)),
      signal: 'SIGTERM',
      graceMs: Number(process.env.SHUTDOWN_TIMEOUT_MS || 10_000) + 2_000,
    },
    { children: alive([redis.child, api.child]), signal: 'SIGTERM', graceMs: 5_000 },
  ]);
  rmSync(prefix, { recursive: true, force: true });
  console.log('Cluster stopped.');
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
// whoever started the cluster is gone (a test runner killed, a closed terminal): leave no orphans
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stop(1, 'The parent process is gone.');
}, 1_000).unref();

const describe = (code, signal) => signal ?? `exit ${code}`;

function started(name, address, child) {
  console.log(`Started ${name} on ${address} (pid ${child.pid})`);
  return child;
}

api.child = started(
  'reference API',
  `127.0.0.1:${apiPort}`,
  startProcess({
    label: 'api',
    command: bin('tsx'),
    args: ['reference-api/src/main.ts'],
    env: {
      REFERENCE_API_PORT: String(apiPort),
      // `||`: an empty line copied from .env.example means «the default» here too
      REFERENCE_OIDC_STANDIN: process.env.REFERENCE_OIDC_STANDIN || '1',
      REFERENCE_STOREFRONT_URL:
        process.env.REFERENCE_STOREFRONT_URL || `http://localhost:${port},${origin}`,
      REVALIDATE_SECRET: revalidateSecret,
      STORE_REVALIDATE_URL: process.env.STORE_REVALIDATE_URL || `${origin}/api/revalidate`,
    },
    onExit: (code, signal) => {
      if (!stopping)
        stop(1, `The reference API stopped (${describe(code, signal)}); stopping the rest.`);
    },
  }),
);

redis.child = started(
  'redis-server',
  `127.0.0.1:${redisPort}`,
  startProcess({
    label: 'redis',
    command: programs['redis-server'],
    args: redisArgs(redisPort),
    onExit: (code, signal) => {
      if (stopping) return;
      console.error(
        `\nRedis stopped (${describe(code, signal)}). The instances carry on without the shared ` +
          `cache and reconnect by themselves when it is back; start it again with\n` +
          `  redis-server ${redisArgs(redisPort)
            .map((arg) => (arg === '' ? "''" : arg))
            .join(' ')}\n`,
      );
    },
  }),
);

for (const [i, instancePort] of instancePorts.entries()) {
  const name = `store instance ${i + 1}`;
  const store = { port: instancePort, child: null };
  store.child = started(
    name,
    `127.0.0.1:${instancePort}`,
    startProcess({
      label: `store ${i + 1}`,
      command: process.execPath,
      args: ['scripts/server.mjs'],
      env: {
        PORT: String(instancePort),
        HOST: '127.0.0.1',
        // nginx in front appends the shopper's address to X-Forwarded-For (deploy/nginx.conf)
        TRUSTED_PROXY_HOPS: '1',
        REDIS_URL: redisUrl,
        REVALIDATE_SECRET: revalidateSecret,
        REFERENCE_API_URL: apiUrl,
      },
      onExit: (code, signal) => {
        if (stopping) return;
        store.child = null;
        const left = stores.filter((other) => other.child).length;
        if (left === 0) stop(1, `${name} stopped (${describe(code, signal)}): no instance left.`);
        else {
          console.error(
            `\n${name} (port ${instancePort}) stopped (${describe(code, signal)}); nginx sends its ` +
              `traffic to the ${left} left.\n`,
          );
        }
      },
    }),
  );
  stores.push(store);
}

const waits = [
  waitForUrl(`http://127.0.0.1:${apiPort}/health`, 180_000).then((ok) => ok || 'reference API'),
  waitForRedis(redisPort).then((ok) => ok || 'Redis'),
  ...stores.map((store) =>
    waitForUrl(`http://127.0.0.1:${store.port}/api/health`, 180_000).then(
      (ok) => ok || `store instance on ${store.port}`,
    ),
  ),
];
const failed = (await Promise.all(waits)).filter((result) => result !== true);
if (failed.length > 0) await stop(1, `Did not start: ${failed.join(', ')}.`);

nginx.child = started(
  'nginx',
  `${host}:${port}`,
  startProcess({
    label: 'nginx',
    command: programs.nginx,
    args: prepareNginx(prefix, { host, port, instancePorts }),
    onExit: (code, signal) => {
      if (!stopping) stop(1, `nginx stopped (${describe(code, signal)}); stopping the rest.`);
    },
  }),
);

// ready when a request through nginx finds an instance ready (catalogue answering, and Redis)
const readyDeadline = Date.now() + 120_000;
let ready = false;
while (!stopping && !ready && Date.now() < readyDeadline) {
  ready = await fetch(`${origin}/api/ready`, { signal: AbortSignal.timeout(3_000) })
    .then((response) => response.ok)
    .catch(() => false);
  if (!ready) await new Promise((resolve) => setTimeout(resolve, 250));
}
if (!ready) await stop(1, `The cluster did not become ready through nginx (${origin}/api/ready).`);

console.log(
  `\n  Cluster ready: ${origin} (instances ${instancePorts[0]}…${instancePorts.at(-1)}, ` +
    `build ${buildId})\n` +
    `  reference API http://127.0.0.1:${apiPort}, Redis ${redisUrl}, nginx log ${prefix}/logs/access.log\n` +
    `  Ctrl-C stops everything.\n`,
);
