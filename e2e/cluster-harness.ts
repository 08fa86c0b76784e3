import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { redisArgs, waitForRedis } from '../scripts/cluster/redis.mjs';

import { PAGE_VIEW, policyNonce } from './helpers';

/**
 * The cluster of e2e/cluster.http.spec.ts: `npm run cluster`'s script with 2 instances
 * on ports of its own, away from the main e2e servers (3100–3104, 4100–4105): nginx 3300,
 * instances 3301–3302, a lone instance for the shutdown tests 3303, the reference API 4300 on a
 * throw-away database, Redis 6390. E2E_CLUSTER_PORT, E2E_CLUSTER_API_PORT and
 * E2E_CLUSTER_REDIS_PORT move them.
 */
export const CLUSTER_PORT = Number(process.env.E2E_CLUSTER_PORT ?? 3300);
export const CLUSTER_API_PORT = Number(process.env.E2E_CLUSTER_API_PORT ?? 4300);
export const CLUSTER_REDIS_PORT = Number(process.env.E2E_CLUSTER_REDIS_PORT ?? 6390);
export const NGINX = `http://127.0.0.1:${CLUSTER_PORT}`;
export const INSTANCE_A = `http://127.0.0.1:${CLUSTER_PORT + 1}`;
export const INSTANCE_B = `http://127.0.0.1:${CLUSTER_PORT + 2}`;
/** A store instance started by a test itself (scripts/server.mjs), outside nginx. */
export const LONE_PORT = CLUSTER_PORT + 3;
export const CLUSTER_API = `http://127.0.0.1:${CLUSTER_API_PORT}`;
export const REDIS_URL = `redis://127.0.0.1:${CLUSTER_REDIS_PORT}`;
/** TEST-ONLY secrets of this throw-away cluster; never use them anywhere else. */
export const CLUSTER_ADMIN_TOKEN = 'e2e-cluster-admin-token';
export const CLUSTER_REVALIDATE_SECRET = 'e2e-cluster-revalidate-secret';
export const CLUSTER_OTP_CODE = '111111';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` every `everyMs` until it answers something truthy; throws after `timeoutMs`. */
export async function until<T>(
  what: string,
  check: () => Promise<T>,
  timeoutMs = 10_000,
  everyMs = 50,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms: ${what}`);
    await sleep(everyMs);
  }
}

/** `promise`, or an error after `ms`. */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms: ${what}`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** A child process's end: its exit code or signal. */
const ended = (child: ChildProcess) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve({ code: child.exitCode, signal: child.signalCode });
    } else child.once('exit', (code, signal) => resolve({ code, signal }));
  });

/** Kills a process group, or the process alone; false when there is none. */
function kill(pid: number, signal: NodeJS.Signals, group = true): boolean {
  try {
    process.kill(group ? -pid : pid, signal);
    return true;
  } catch {
    return false;
  }
}

export type Cluster = {
  /** The cluster script's pid of each process it started ('redis-server', 'store instance 2'…). */
  pids: Map<string, number>;
  output: () => string;
  alive: () => boolean;
  stop: () => Promise<void>;
};

/**
 * Starts scripts/cluster.mjs on the e2e ports with `--no-build` (npm test builds before the suite)
 * and waits for its «Cluster ready» line. `stop` ends it with SIGTERM as Ctrl-C would, then kills
 * whatever it had started and is still there, and removes the throw-away database.
 */
export async function startCluster(root: string): Promise<Cluster> {
  const dir = mkdtempSync(join(tmpdir(), 'store-cluster-e2e-'));
  const child = spawn(
    process.execPath,
    [
      'scripts/cluster.mjs',
      ...['--instances', '2', '--port', String(CLUSTER_PORT), '--host', '127.0.0.1'],
      ...['--api-port', String(CLUSTER_API_PORT), '--redis-port', String(CLUSTER_REDIS_PORT)],
      '--no-build',
    ],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        REFERENCE_DB_PATH: join(dir, 'store.db'),
        REFERENCE_ADMIN_TOKEN: CLUSTER_ADMIN_TOKEN,
        REVALIDATE_SECRET: CLUSTER_REVALIDATE_SECRET,
        REFERENCE_OTP_CODE: CLUSTER_OTP_CODE,
        NEXT_TELEMETRY_DISABLED: '1',
        // a runner busy with other specs answers Redis late: past the 50 ms default, an instance
        // gives a read or write up and renders a page of its own, and a test waiting for one
        // copy everywhere meets the other's (giving up is tested in store.test.ts, Redis slow)
        REDIS_TIMEOUT_MS: '1000',
      },
    },
  );
  let output = '';
  const pids = new Map<string, number>();
  const read = (chunk: Buffer) => {
    output += chunk.toString();
    for (const match of output.matchAll(/^Started (.+) on \S+ \(pid (\d+)\)$/gm)) {
      pids.set(match[1]!, Number(match[2]));
    }
  };
  child.stdout!.on('data', read);
  child.stderr!.on('data', read);
  const exit = ended(child);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await Promise.race([exit, sleep(45_000)]);
    }
    // whatever the script could not stop (it crashed, or was killed)
    for (const pid of pids.values()) kill(pid, 'SIGKILL');
    kill(child.pid!, 'SIGKILL', false);
    rmSync(dir, { recursive: true, force: true });
  };
  let exited = false;
  void exit.then(() => (exited = true));
  await until(
    'the cluster is ready or gone',
    async () => exited || output.includes('Cluster ready:'),
    240_000,
    200,
  ).catch(() => {});
  if (exited || !output.includes('Cluster ready:')) {
    await stop();
    throw new Error(`the cluster did not start:\n${output.slice(-4_000)}`);
  }
  return {
    pids,
    output: () => output,
    alive: () => child.exitCode === null && child.signalCode === null,
    stop,
  };
}

/** A redis-server started by a test on the cluster's port (after the cluster's own was killed). */
export async function startRedis(): Promise<() => Promise<void>> {
  const child = spawn('redis-server', redisArgs(CLUSTER_REDIS_PORT), {
    stdio: 'ignore',
    detached: true,
  });
  if (!(await waitForRedis(CLUSTER_REDIS_PORT, 15_000))) throw new Error('redis did not start');
  return async () => {
    kill(child.pid!, 'SIGKILL');
    await ended(child);
  };
}

export type PageView = {
  status: number;
  cache: string | null;
  /** nginx's cache status of the answer (HIT, MISS, STALE, UPDATING…); null from an instance. */
  edge: string | null;
  nonce: string;
  html: string;
  ms: number;
};

/** A browser's page view of `path` on one origin (an instance or nginx). */
export async function view(
  origin: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<PageView> {
  const started = Date.now();
  const response = await fetch(`${origin}${path}`, {
    headers: { ...PAGE_VIEW, ...headers },
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
  });
  const html = await response.text();
  return {
    status: response.status,
    cache: response.headers.get('x-page-cache'),
    edge: response.headers.get('x-cache-status'),
    nonce: policyNonce({
      'content-security-policy': response.headers.get('content-security-policy') ?? '',
    }),
    html,
    ms: Date.now() - started,
  };
}

/** A JSON call: to the reference API, or to an instance's service door (`/svc/…`). */
export async function call<T = Record<string, unknown>>(
  url: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const response = await fetch(url, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, headers: response.headers, json: json as T, text };
}

/** A store instance of its own (scripts/server.mjs) on LONE_PORT, on the cluster's API. */
export function startLoneInstance(root: string) {
  return startStore(root, LONE_PORT, {
    REDIS_URL,
    REFERENCE_API_URL: CLUSTER_API,
    REVALIDATE_SECRET: CLUSTER_REVALIDATE_SECRET,
  });
}

/**
 * A store started by a test itself (scripts/server.mjs on the production build) on 127.0.0.1:`port`
 * with `env` over the test's own, once it answers; `kill` ends it, `output` is what it printed.
 */
export async function startStore(root: string, port: number, env: Record<string, string>) {
  const child = spawn(process.execPath, ['scripts/server.mjs'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NEXT_TELEMETRY_DISABLED: '1',
      ...env,
    },
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = ended(child);
  const kill = () => {
    child.kill('SIGKILL');
    return exit;
  };
  try {
    await until(
      `the store on port ${port} answers`,
      async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).ok,
      120_000,
      200,
    );
  } catch (error) {
    await kill();
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  return { child, exit, kill, output: () => output };
}

/** A raw HTTP/1.1 connection to 127.0.0.1:`port`, with what it has received so far. */
export async function rawConnection(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => {});
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  return { socket, received: () => received, closed };
}

/** Whether a new TCP connection to 127.0.0.1:`port` is refused. */
export function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}
