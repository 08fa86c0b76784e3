#!/usr/bin/env node
// `npm run bench`: the store side by side with a bare Next.js app of the same versions, measured in
// one run on this machine. Builds both (production), starts the reference API with a throw-away
// database, then prints Lighthouse, first-load JS, document bytes, SSR throughput (asked as a
// browser asks: HTML, `Accept-Encoding: gzip, br`) and the reference API's list timing as a table and writes it to bench/results/<time>.json. Exits non-zero only
// when something could not be measured, never because a number is slow.
//   --skip-build     reuse the existing .next build of the store
//   --cluster-only   only the cluster section: 1 and 2 instances behind nginx, needs the
//                    Debian packages redis-server and nginx (docs/cluster.md)
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { writeBareApp } from './bench/bare-app.mjs';
import { clusterBench } from './bench/cluster.mjs';
import { documentBytes } from './bench/documents.mjs';
import { firstLoadJs } from './bench/first-load.mjs';
import { lighthouseRun, medianOf } from './bench/lighthouse.mjs';
import { processGroup } from './bench/processes.mjs';
import { RENDER, clusterTable, printReport } from './bench/report.mjs';
import { BROWSER_HEADERS, throughput } from './bench/throughput.mjs';
import { bin, root, run, waitForUrl } from './lib.mjs';

const STORE_PORT = Number(process.env.BENCH_STORE_PORT ?? 3500);
const BARE_PORT = STORE_PORT + 100;
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4500);
const STORE = `http://127.0.0.1:${STORE_PORT}`;
const BARE = `http://127.0.0.1:${BARE_PORT}`;
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const { start, stopAll } = processGroup(env);

async function step(label, fn) {
  const t0 = Date.now();
  process.stdout.write(`• ${label}… `);
  const value = await fn();
  console.log(`${((Date.now() - t0) / 1000).toFixed(0)} s`);
  return value;
}

async function must(label, promise) {
  if (!(await promise)) throw new Error(`could not ${label}`);
}

async function pagesOfStore() {
  const catalog = await (await fetch(`${STORE}/catalog/kolca/`)).text();
  const product = /href="(\/product\/[^"/]+\/)"/.exec(catalog)?.[1];
  // the first option of the listing's filter form (a metal), as its no-script submit sends it
  const filters = /name="filters" value="([^"]+)"/.exec(catalog)?.[1];
  if (!product || !filters) throw new Error('could not find a product page or a filter option');
  return { product, filtered: `/catalog/kolca/?filters=${filters}` };
}

async function main() {
  const started = Date.now();
  if (!process.argv.includes('--skip-build')) {
    await step('building the store', async () =>
      must('build the store', (await run(bin('next'), ['build'], { env, stdio: 'ignore' })) === 0),
    );
  }
  if (process.argv.includes('--cluster-only')) {
    const cluster = await step('cluster: 1 and 2 instances behind nginx', () => clusterBench());
    const results = { date: new Date().toISOString(), cluster };
    clusterTable(results);
    writeResults(results, started, 'cluster-');
    return;
  }
  const bareDir = writeBareApp();
  await step('building the bare app', async () =>
    must(
      'build the bare app',
      (await run(bin('next'), ['build', bareDir], { env, stdio: 'ignore' })) === 0,
    ),
  );
  start(process.execPath, ['scripts/e2e-api.mjs'], { E2E_API_PORT: String(API_PORT) });
  await must('start the reference API', waitForUrl(`http://127.0.0.1:${API_PORT}/health`));
  // served as npm start serves it (scripts/server.mjs)
  const store = start(process.execPath, ['scripts/server.mjs'], {
    PORT: String(STORE_PORT),
    HOST: '127.0.0.1',
    REFERENCE_API_URL: `http://127.0.0.1:${API_PORT}`,
  });
  const bare = start(bin('next'), ['start', bareDir, '-p', String(BARE_PORT), '-H', '127.0.0.1']);
  await must('start the store', waitForUrl(`${STORE}/favicon.ico`));
  await must('start the bare app', waitForUrl(`${BARE}/favicon.ico`));
  const { product, filtered } = await pagesOfStore();

  const lhPages = { '/': STORE, '/catalog/': STORE, [product]: STORE, '/cart/': STORE };
  const lighthouseOf = (mode) => async () => {
    const targets = [...Object.entries(lhPages), ['/', BARE], ['/dyn', BARE], ['/picture', BARE]];
    const runs = new Map(targets.map(([path, base]) => [`${base}${path}`, []]));
    for (let i = 0; i < RUNS; i += 1) {
      for (const [path, base] of targets) {
        const file = join(
          root,
          'bench',
          'tmp',
          'lighthouse',
          `${mode}-${base === BARE ? 'bare' : 'store'}-${i}-${path.replace(/\W+/g, '_')}.json`,
        );
        const result = await lighthouseRun(`${base}${path}`, file, {
          observed: mode === 'observed',
        });
        runs.get(`${base}${path}`).push(result);
      }
    }
    return Object.fromEntries([...runs].map(([url, list]) => [url, medianOf(list)]));
  };
  const lighthouse = await step(
    `Lighthouse, simulated throttling, ${RUNS} runs per page`,
    lighthouseOf('simulated'),
  );
  const lighthouseObserved = await step(
    `Lighthouse, observed (devtools throttling), ${RUNS} runs per page`,
    lighthouseOf('observed'),
  );

  const js = await step('first-load JS', async () => {
    const entries = [
      ...Object.keys(lhPages).map((p) => [`${STORE}${p}`]),
      [`${BARE}/`],
      [`${BARE}/dyn`],
    ];
    const out = {};
    for (const [url] of entries) out[url] = await firstLoadJs(url, '');
    return out;
  });

  const documents = await step('documents: bytes on the wire, raw and compressed', async () => {
    const out = {};
    for (const url of [
      ...Object.keys(lhPages).map((p) => `${STORE}${p}`),
      `${BARE}/`,
      `${BARE}/dyn`,
    ])
      out[url] = await documentBytes(url);
    return out;
  });

  const ssr = await step('SSR throughput (autocannon, 50 connections, 10 s each)', async () => {
    const out = {};
    for (const path of ['/', '/catalog/', filtered, product]) {
      out[`${STORE}${path}`] = await throughput(`${STORE}${path}`, store.pid);
    }
    // the same pages rendered for every request, as before the page cache: what a cache miss
    // costs (a fetch()-style Accept is never served from the cache; lib/platform/page-cache)
    for (const path of ['/catalog/', product]) {
      out[`${STORE}${path} ${RENDER}`] = await throughput(`${STORE}${path}`, store.pid, {
        headers: { ...BROWSER_HEADERS, accept: '*/*' },
      });
    }
    out[`${BARE}/dyn`] = await throughput(`${BARE}/dyn`, bare.pid);
    out[`${BARE}/`] = await throughput(`${BARE}/`, bare.pid);
    return out;
  });

  const api = await step('reference API list timing (1,000 requests)', async () => {
    const output = await capture(bin('tsx'), ['reference-api/scripts/bench-list.ts', '1000']);
    const match = /^all\s+p50 ([\d.]+)\s+p90 ([\d.]+)\s+p99 ([\d.]+)/m.exec(output);
    if (!match) throw new Error(`could not read the API timing:\n${output}`);
    return { p50: Number(match[1]), p90: Number(match[2]), p99: Number(match[3]) };
  });

  const cluster = await step('cluster: 1 and 2 instances behind nginx', () => clusterBench());

  const results = {
    date: new Date().toISOString(),
    minutes: Number(((Date.now() - started) / 60_000).toFixed(1)),
    store: STORE,
    bare: BARE,
    pages: { product, filtered },
    lighthouse,
    lighthouseObserved,
    firstLoadJs: js,
    documents,
    ssr,
    api,
    cluster,
  };
  printReport(results);
  writeResults(results, started);
}

function writeResults(results, started, prefix = '') {
  results.minutes ??= Number(((Date.now() - started) / 60_000).toFixed(1));
  const dir = join(root, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${prefix}${results.date.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nwritten to ${file} (${results.minutes} min)`);
}

function capture(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(output))));
  });
}

main().then(
  () => {
    stopAll();
    process.exit(0);
  },
  (error) => {
    console.error(`\nbench failed: ${error.message}`);
    stopAll();
    process.exit(1);
  },
);
