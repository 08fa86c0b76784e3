// The bench's cluster section (docs/cluster.md): `npm run cluster` with 1 and then 2 store
// instances behind nginx, on this machine's cores shared with nginx, Redis and the load generator.
// For each: cached catalogue and product pages through nginx, 100 connections (req/s, p99, errors,
// how the answers were served: nginx's X-Cache-Status, the store's x-page-cache HIT / SHARED /
// MISS), beside the same pages asked of one instance directly (the reference). With 2 instances also: the time
// from a price write through the reference API's admin write to the new price on every instance
// and through nginx (p50/p99 over the writes).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { root, waitForUrl } from '../lib.mjs';

import { BROWSER_HEADERS, cannon, figuresOf } from './throughput.mjs';

const ADMIN_TOKEN = 'bench-admin-token';

function startCluster({ instances, port, apiPort, redisPort, dbDir }) {
  const child = spawn(
    process.execPath,
    [
      'scripts/cluster.mjs',
      '--instances',
      String(instances),
      '--port',
      String(port),
      '--api-port',
      String(apiPort),
      '--redis-port',
      String(redisPort),
      '--no-build',
    ],
    {
      cwd: root,
      stdio: 'ignore',
      detached: true,
      env: {
        ...process.env,
        REFERENCE_DB_PATH: join(dbDir, `bench-${instances}.db`),
        REFERENCE_ADMIN_TOKEN: ADMIN_TOKEN,
        REVALIDATE_SECRET: 'bench-revalidate-secret',
        NEXT_TELEMETRY_DISABLED: '1',
      },
    },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

async function waitReady(origin) {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`${origin}/api/ready`, { signal: AbortSignal.timeout(3_000) })
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the cluster at ${origin} did not become ready`);
}

/**
 * One autocannon run through nginx after a warm-up, counting how the page cache served each answer
 * of both (x-page-cache): the shared cache's hit ratio is SHARED / (SHARED + MISS), the answers the
 * instances' memory did not have.
 */
async function load(url) {
  const served = { HIT: 0, SHARED: 0, MISS: 0, STALE: 0, other: 0 };
  let edgeHits = 0;
  const requests = [
    {
      method: 'GET',
      onResponse(_status, _body, _context, headers) {
        const state = headers?.['x-page-cache'];
        served[state in served ? state : 'other'] += 1;
        // answered from nginx's copy without asking an instance (HIT, or the copy while a view
        // asks: UPDATING); nginx writes its own header names capitalised
        const edge = headers?.['x-cache-status'] ?? headers?.['X-Cache-Status'];
        if (edge === 'HIT' || edge === 'UPDATING') edgeHits += 1;
      },
    },
  ];
  await cannon(url, 3, { connections: 100, headers: BROWSER_HEADERS, requests });
  const result = await cannon(url, 10, { connections: 100, headers: BROWSER_HEADERS, requests });
  const filled = served.SHARED + served.MISS;
  const answers = Object.values(served).reduce((sum, count) => sum + count, 0);
  return {
    ...figuresOf(result),
    served,
    edgeHitRatio: answers > 0 ? Number((edgeHits / answers).toFixed(2)) : 0,
    sharedHitRatio: filled > 0 ? Number((served.SHARED / filled).toFixed(2)) : null,
  };
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** Price writes, each timed until every origin's product page shows it. */
async function priceWrites({ apiPort, slug, origins, writes }) {
  const times = [];
  for (let i = 0; i < writes; i += 1) {
    const price = 20_000 + i * 7 + Math.floor(Math.random() * 5);
    const shown = String(price).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
    const started = performance.now();
    const write = await fetch(`http://127.0.0.1:${apiPort}/catalog/admin/products/${slug}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ price }),
    });
    if (!write.ok) throw new Error(`the price write answered ${write.status}`);
    await Promise.all(
      origins.map(async (origin) => {
        const deadline = Date.now() + 10_000;
        while (Date.now() < deadline) {
          const html = await (
            await fetch(`${origin}/product/${slug}/`, { headers: BROWSER_HEADERS })
          ).text();
          if (html.includes(shown)) return;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        throw new Error(`${origin} did not show the price ${price} within 10 s`);
      }),
    );
    times.push(Math.round(performance.now() - started));
  }
  return {
    writes,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    max: Math.max(...times),
  };
}

/**
 * The cluster section: 1 instance, then 2, each on a throw-away database, on `ports`
 * (nginx P, instances P+1…, API, Redis) that must be free.
 */
export async function clusterBench({
  port = 3800,
  apiPort = 4800,
  redisPort = 6395,
  writes = 20,
} = {}) {
  const dbDir = mkdtempSync(join(tmpdir(), 'bench-cluster-'));
  const origin = `http://127.0.0.1:${port}`;
  const out = {};
  try {
    for (const instances of [1, 2]) {
      const cluster = startCluster({ instances, port, apiPort, redisPort, dbDir });
      try {
        await waitReady(origin);
        const catalog = await (
          await fetch(`${origin}/catalog/kolca/`, { headers: BROWSER_HEADERS })
        ).text();
        const product = /href="(\/product\/[^"/]+\/)"/.exec(catalog)?.[1];
        if (!product) throw new Error('no product link on the catalogue');
        const pages = { catalogue: '/catalog/', product };
        const instanceOrigins = Array.from(
          { length: instances },
          (_, i) => `http://127.0.0.1:${port + 1 + i}`,
        );
        await waitForUrl(`${instanceOrigins[0]}/api/health`);
        const run = { instances, pages: {} };
        for (const [name, path] of Object.entries(pages)) {
          // the first instance renders the page; the others find it in the shared cache
          await fetch(`${instanceOrigins[0]}${path}`, { headers: BROWSER_HEADERS }).then((r) =>
            r.text(),
          );
          run.pages[name] = await load(`${origin}${path}`);
        }
        if (instances === 1) {
          // the reference: one instance asked directly, without nginx
          run.direct = {};
          for (const [name, path] of Object.entries(pages)) {
            run.direct[name] = await load(`${instanceOrigins[0]}${path}`);
          }
        }
        if (instances > 1) {
          run.priceVisible = await priceWrites({
            apiPort,
            slug: product.split('/')[2],
            origins: [origin, ...instanceOrigins],
            writes,
          });
        }
        out[instances] = run;
      } finally {
        await cluster.stop();
      }
    }
  } finally {
    rmSync(dbDir, { recursive: true, force: true });
  }
  return out;
}
