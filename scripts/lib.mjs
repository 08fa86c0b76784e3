// Small helpers shared by the project's scripts (start, cluster, test, e2e servers, bench).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname.replace(/\/$/, '');
export const bin = (name) => join(root, 'node_modules', '.bin', name);

/** What a production build is made from: a change in any of these makes `.next` stale. */
const BUILD_SOURCES = [
  'app',
  'components',
  'features',
  'lib',
  'stores',
  'public',
  'proxy.ts',
  'next.config.ts',
  'package.json',
  'instrumentation.ts',
  'instrumentation-client.ts',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

/** The build folder `next build` writes and the servers read (next.config.ts: `distDir`). */
export const distDir = () => process.env.NEXT_DIST_DIR || '.next';

/**
 * Whether the production build (`.next`, or NEXT_DIST_DIR) is missing or older than a source it is
 * made from (`npm start`, `npm run cluster`).
 */
export function buildIsStale() {
  const marker = join(root, distDir(), 'BUILD_ID');
  if (!existsSync(marker)) return true;
  const built = statSync(marker).mtimeMs;
  return BUILD_SOURCES.some((source) => newestMtime(join(root, source)) > built);
}

/** Loads `.env` (if present) into process.env without overriding what is already set. */
export function loadDotEnv() {
  const file = join(root, '.env');
  if (!existsSync(file)) return;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/.exec(line);
    if (match && process.env[match[1]] === undefined) {
      process.env[match[1]] = match[2].replace(/^['"]|['"]$/g, '');
    }
  }
}

/** Runs a command, inheriting stdio; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: root, ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

/** Polls a URL until it answers (any HTTP status) or the time runs out. */
export async function waitForUrl(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return true;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  return false;
}
