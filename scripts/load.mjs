#!/usr/bin/env node
// `npm run load`: the store's production build and the reference API (throw-away
// database) on loopback, then autocannon — 100 connections for 30 s on the home page, the
// catalogue, a product page and the cart page of 40 shoppers with carts (their cookies in turn),
// and 20 connections for 30 s of cart writes (add a line, +1 on a line) on real carts and offers
// through the reference API. Prints req/s, p50, p99, errors and answers outside 2xx/3xx per route
// and the cart page's budget against the product page, and exits non-zero if any
// request failed (unlike bench, failures are the contract here, never slowness).
//   --duration=N   seconds per route (default 30), for a quick try
// Ports: LOAD_STORE_PORT (3450), LOAD_API_PORT (4450); LOAD_TIMEOUT_S (30) is when a request counts
// as failed. The build is NEXT_DIST_DIR or .next, made first when it is missing.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { processGroup } from './bench/processes.mjs';
import { table } from './bench/report.mjs';
import { cannon } from './bench/throughput.mjs';
import { bin, root, run, waitForUrl } from './lib.mjs';

const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const DURATION = Number(arg('duration') ?? 30);
if (!Number.isInteger(DURATION) || DURATION < 1) {
  console.error('--duration must be a whole number of seconds');
  process.exit(2);
}
const PAGE_CONNECTIONS = 100;
const CART_CONNECTIONS = 20;
const WARM_UP_S = Math.min(3, DURATION);
/**
 * How long one request may take before it counts as an error. Browsers wait minutes; 30 s is what a
 * shopper might still sit through. LOAD_TIMEOUT_S changes it (autocannon's own default is 10 s).
 */
const TIMEOUT_S = Number(process.env.LOAD_TIMEOUT_S ?? 30);
const STORE_PORT = Number(process.env.LOAD_STORE_PORT ?? 3450);
const API_PORT = Number(process.env.LOAD_API_PORT ?? 4450);
const STORE = `http://127.0.0.1:${STORE_PORT}`;
const API = `http://127.0.0.1:${API_PORT}`;
const DIST_DIR = process.env.NEXT_DIST_DIR || '.next';
/** Carts and offers the cart writes spread over; the stock is raised so no write is refused. */
const CARTS = 40;
const OFFERS = 8;
/** cannon's page-view headers (scripts/bench/throughput.mjs), for a route that adds its own. */
const PAGE_VIEW = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'identity' };

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const servers = processGroup(env);

async function must(label, promise) {
  if (!(await promise)) throw new Error(`could not ${label}`);
}

async function api(method, path, body, headers = {}) {
  const response = await fetch(`${API}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  return response.json();
}

/** A product page and in-stock offers of unsized products, found through the catalogue API. */
async function catalogue() {
  const { products } = await api('POST', '/catalog/product/list/by-category/root', { limit: 64 });
  const items = products.items.filter((product) => product.slug);
  if (items.length === 0) throw new Error('the catalogue API lists no product');
  const offers = items
    .filter((product) => product.productOffers.every((offer) => !offer.size?.trim()))
    .flatMap((product) =>
      product.productOffers.map((offer) => ({ productUuid: product.id, offerUuid: offer.id })),
    )
    .slice(0, OFFERS);
  if (offers.length < OFFERS) throw new Error(`fewer than ${OFFERS} unsized offers listed`);
  return { productPath: `/product/${items[0].slug}/`, offers };
}

/** Real carts, each holding every offer once; the lines' uuids are what the +1 writes target. */
async function cartsWithLines(offers) {
  for (const offer of offers) {
    await api('POST', '/cart/__test/stock', { offerUuid: offer.offerUuid, count: 100_000 });
  }
  const carts = [];
  for (let i = 0; i < CARTS; i += 1) {
    let session = null;
    let cart = null;
    for (const offer of offers) {
      ({ cart } = await api(
        'POST',
        '/cart/api/cart/item',
        { ...offer, quantity: 1 },
        session ? { 'shop-cart-token': session } : {},
      ));
      session = cart.sessionId;
    }
    carts.push({ session, lines: cart.items.map((item) => item.uuid) });
  }
  return carts;
}

/** Cart writes: alternately an add of an offer (merged into its line) and a +1 on a line. */
function cartWrites(carts, offers) {
  let n = 0;
  return [
    {
      setupRequest: (request) => {
        n += 1;
        const cart = carts[n % carts.length];
        const headers = {
          ...request.headers,
          'content-type': 'application/json',
          'shop-cart-token': cart.session,
        };
        if (n % 2 === 0) {
          const offer = offers[(n >> 1) % offers.length];
          return {
            ...request,
            method: 'POST',
            path: '/cart/api/cart/item',
            headers,
            body: JSON.stringify({ ...offer, quantity: 1 }),
          };
        }
        const line = cart.lines[(n >> 1) % cart.lines.length];
        return {
          ...request,
          method: 'PATCH',
          path: `/cart/api/cart/item/increase/${line}`,
          headers,
          body: undefined,
        };
      },
    },
  ];
}

/**
 * The budget for the cart page under load, against the product page of the same run: no
 * timeouts, p99 at most twice the product page's, req/s at least half of it.
 */
function reportCartBudget(product, cart) {
  const checks = [
    [`timeouts ${cart.timeouts} = 0`, cart.timeouts === 0],
    [`p99 ${cart.p99} ≤ 2 × ${product.p99} ms`, cart.p99 <= 2 * product.p99],
    [
      `req/s ${cart.reqPerSec} ≥ 0.5 × ${product.reqPerSec}`,
      cart.reqPerSec >= product.reqPerSec / 2,
    ],
  ];
  const met = checks.every(([, ok]) => ok);
  const lines = checks.map(([text, ok]) => `${ok ? '✔' : '✘'} ${text}`).join(', ');
  console.log(`\ncart page budget ${met ? 'met' : 'NOT met'}: ${lines}`);
}

/** Cart page views, each with the session cookie of the next of the carts in turn. */
function cartViews(carts) {
  let n = 0;
  return [
    {
      setupRequest: (request) => {
        n += 1;
        const cookie = `cart_session_id=${carts[n % carts.length].session}`;
        return { ...request, headers: { ...request.headers, cookie } };
      },
    },
  ];
}

/** Answers outside 2xx/3xx (autocannon's own `non2xx` also counts redirects). */
const badAnswers = (result) => result['1xx'] + result['4xx'] + result['5xx'];

/**
 * Waits until the server has worked off what an earlier run left queued: autocannon stops waiting
 * at the end of a run, the server does not, and that backlog must not be charged to the next route.
 */
async function drain(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(120_000) });
  await response.arrayBuffer();
}

async function measure(label, url, connections, options = {}) {
  process.stdout.write(`• ${label}: ${connections} connections, ${DURATION} s… `);
  const page = url.startsWith(STORE);
  if (page) {
    // a light warm-up (caches, JIT), then an idle server for the measured run
    await cannon(url, WARM_UP_S, { connections: 4, timeout: TIMEOUT_S, ...options });
    await drain(url);
  }
  const result = await cannon(url, DURATION, { connections, timeout: TIMEOUT_S, ...options });
  await drain(page ? url : `${url}/health`);
  const row = {
    label,
    connections,
    requests: result.requests.total,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    // autocannon's `errors` include the timeouts (no answer within TIMEOUT_S)
    errors: result.errors,
    timeouts: result.timeouts,
    bad: badAnswers(result),
    statuses: Object.keys(result.statusCodeStats ?? {}).join(','),
  };
  console.log(`${row.reqPerSec} req/s`);
  return row;
}

async function main() {
  const started = Date.now();
  if (!existsSync(join(root, DIST_DIR, 'BUILD_ID'))) {
    console.log(`• no production build in ${DIST_DIR}: building…`);
    await must('build the store', (await run(bin('next'), ['build'], { env })) === 0);
  }
  servers.start(process.execPath, ['scripts/e2e-api.mjs'], { E2E_API_PORT: String(API_PORT) });
  await must('start the reference API', waitForUrl(`${API}/health`, 180_000));
  servers.start(process.execPath, ['scripts/server.mjs'], {
    PORT: String(STORE_PORT),
    HOST: '127.0.0.1',
    REFERENCE_API_URL: API,
  });
  await must('start the store', waitForUrl(`${STORE}/favicon.ico`));

  // From here on the run is bounded: five routes of warm-up + duration, plus set-up slack.
  const budgetMs = (5 * (DURATION + WARM_UP_S) + 5 * TIMEOUT_S + 90) * 1000;
  setTimeout(() => {
    console.error(`\nload run exceeded ${budgetMs / 1000} s`);
    process.exit(1);
  }, budgetMs).unref();

  const { productPath, offers } = await catalogue();
  const carts = await cartsWithLines(offers);
  const rows = [];
  // page views, as a browser asks (cannon's Accept: text/html): the page cache answers those
  for (const path of ['/', '/catalog/', productPath]) {
    rows.push(await measure(`GET ${path}`, `${STORE}${path}`, PAGE_CONNECTIONS));
  }
  // the cart page of shoppers with carts: each view carries one of the 40 carts' cookie
  rows.push(
    await measure('GET /cart/ (40 carts)', `${STORE}/cart/`, PAGE_CONNECTIONS, {
      headers: PAGE_VIEW,
      requests: cartViews(carts),
    }),
  );
  rows.push(
    await measure('cart writes (API)', API, CART_CONNECTIONS, {
      requests: cartWrites(carts, offers),
    }),
  );

  table(
    `Load, loopback, ${DURATION} s per route, ${TIMEOUT_S} s request timeout (${new Date().toISOString()})`,
    [
      'route',
      'conns',
      'requests',
      'req/s',
      'p50 ms',
      'p99 ms',
      'errors',
      '(timeouts)',
      'non-2xx/3xx',
      'statuses',
    ],
    rows.map((r) => [
      r.label,
      r.connections,
      r.requests,
      r.reqPerSec,
      r.p50,
      r.p99,
      r.errors,
      r.timeouts,
      r.bad,
      r.statuses,
    ]),
  );
  reportCartBudget(rows[2], rows[3]);
  const failed = rows.filter((r) => r.errors > 0 || r.bad > 0 || r.requests === 0);
  console.log(`\n${((Date.now() - started) / 1000).toFixed(0)} s in all`);
  if (failed.length > 0) {
    throw new Error(`failed requests on ${failed.map((r) => r.label).join(', ')}`);
  }
  console.log('no errors, no answers outside 2xx/3xx');
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`\nload failed: ${error.message}`);
    process.exit(1);
  },
);
