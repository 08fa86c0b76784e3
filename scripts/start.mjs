#!/usr/bin/env node
// `npm start`: builds the store when its sources changed, starts the reference API (which creates
// and seeds its SQLite database on first run) and the production Next.js server together.
// Ctrl-C stops both. `--dev` runs `next dev` instead of a production build.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';

import { bin, buildIsStale, loadDotEnv, root, run, waitForUrl } from './lib.mjs';
import { qaEnvironment } from './qa-env.mjs';

loadDotEnv();
const dev = process.argv.includes('--dev');
// `npm run start:qa`: raised sign-in limits and a one-time code for a QA suite (docs/testing.md)
const qa = process.argv.includes('--qa') ? qaEnvironment(process.env) : null;
if (qa) Object.assign(process.env, qa);
const port = process.env.PORT ?? '3000';
const host = process.env.HOST ?? '127.0.0.1';
const apiPort = process.env.REFERENCE_API_PORT ?? '4000';
process.env.REFERENCE_API_URL ??= `http://127.0.0.1:${apiPort}`;
process.env.NEXT_TELEMETRY_DISABLED ??= '1';

const children = [];
function start(name, command, args, env = {}) {
  const child = spawn(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
    detached: true,
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`\n${name} stopped (${signal ?? code}); stopping the rest.`);
      stop(code || 1);
    }
  });
  children.push(child);
  return child;
}

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM'); // the whole group: npx/tsx wrappers leave no orphans
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

if (!dev && buildIsStale()) {
  console.log('Building the store (next build)…');
  const code = await run(bin('next'), ['build']);
  if (code !== 0) process.exit(code);
}

// The API tells the store when an admin write changes a price, stock or SEO text
// (docs/caching.md): a secret both share, made for this run unless REVALIDATE_SECRET is set.
const revalidateSecret = process.env.REVALIDATE_SECRET || randomBytes(24).toString('base64url');
const revalidation = {
  REVALIDATE_SECRET: revalidateSecret,
  STORE_REVALIDATE_URL:
    process.env.STORE_REVALIDATE_URL || `http://127.0.0.1:${port}/api/revalidate`,
};

console.log('Starting the reference API…');
// The local demo serves the stand-in gid/tid login, returning to this store only. No admin token
// is set here: the API generates one on its first start and prints it once.
start('reference API', bin('tsx'), ['reference-api/src/main.ts'], {
  REFERENCE_API_PORT: apiPort,
  // `||`: an empty line copied from .env.example means «the default» here too
  REFERENCE_OIDC_STANDIN: process.env.REFERENCE_OIDC_STANDIN || '1',
  REFERENCE_STOREFRONT_URL:
    process.env.REFERENCE_STOREFRONT_URL || `http://localhost:${port},http://127.0.0.1:${port}`,
  ...revalidation,
});
if (!(await waitForUrl(`http://127.0.0.1:${apiPort}/health`, 180_000))) {
  console.error('The reference API did not start.');
  stop(1);
} else {
  // production: the store's own server (scripts/server.mjs: the client's address, graceful stop)
  start(
    'store',
    dev ? bin('next') : process.execPath,
    dev ? ['dev', '-p', port, '-H', host] : ['scripts/server.mjs'],
    { REVALIDATE_SECRET: revalidateSecret, PORT: port, HOST: host },
  );
  if (await waitForUrl(`http://${host}:${port}/`, 120_000)) {
    console.log(
      `\n  Store: http://localhost:${port}   (reference API: http://127.0.0.1:${apiPort})\n  Ctrl-C stops both.\n`,
    );
    if (qa) {
      console.log(
        `  QA mode: every one-time code is ${qa.REFERENCE_OTP_CODE}; sign-in limits raised ` +
          `(docs/testing.md). Never expose this store.\n`,
      );
    }
  }
}
