#!/usr/bin/env node
// The store's HTTP server: `npm start`, each instance of `npm run cluster` and every store of the
// e2e run (docs/cluster.md, ADR 0009). The production build in `.next` served by Next's documented
// custom server (`next()` + `getRequestHandler()`, the same request handlers `next start` uses), so
// that this process owns its HTTP server:
//   - it knows who is asking: the socket's peer, or behind TRUSTED_PROXY_HOPS trusted proxies the
//     address the farthest of them saw (scripts/http-guard.mjs); Next only ever sees that address
//     in X-Forwarded-For, never an address a client wrote itself (`next start` keeps those);
//   - a method Next cannot handle (TRACE) is 405, a door or image path that cannot be decoded 400,
//     before Next turns either into a 500;
//   - a kept page leaves with the bytes the page cache compressed once (ADR 0012), a script or
//     stylesheet with the brotli bytes the build wrote (scripts/static-brotli.mjs);
//   - it drains on SIGTERM:
//   - the listening socket closes at once (a new connection is refused; nginx tries another
//     instance) and idle keep-alive connections are closed;
//   - a request in flight finishes; its answer, and any request still arriving on a connection that
//     was busy, says `Connection: close`, so no connection is reused after the signal;
//   - then Next's own close (`after()` callbacks) and exit 0; whatever is still open after
//     SHUTDOWN_TIMEOUT_MS (10 s) is cut and the process exits 1.
// `next start` drains too, but keeps answering on a busy keep-alive connection after SIGTERM and
// waits for its requests without a deadline (docs/cluster.md, «Graceful shutdown»).
// Environment: PORT (3000), HOST (127.0.0.1), SHUTDOWN_TIMEOUT_MS (10000), TRUSTED_PROXY_HOPS (0),
// and the store's own.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { Server as NetServer } from 'node:net';
import { join } from 'node:path';

import { accessLogger, flushLogs, logger, requestIdOf } from '../lib/platform/log/logger.mjs';
import { metrics, routeTemplate } from '../lib/platform/metrics/metrics.mjs';
import { KEPT_CODING_ENV, restoreKeptCoding } from '../lib/platform/page-cache/kept-coding.mjs';

import { resolveClientAddress, screenRequest, trustedProxyHops } from './http-guard.mjs';
import { root } from './lib.mjs';
import { staticBrotli } from './static-brotli.mjs';

// before Next and React load: they pick their production builds from it
process.env.NODE_ENV = 'production';
process.env.NEXT_TELEMETRY_DISABLED ??= '1';

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOST || '127.0.0.1';
const shutdownTimeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS || 10_000);
const proxyHops = trustedProxyHops(process.env.TRUSTED_PROXY_HOPS);
// the door forwards the client's address only when this server has settled it (lib/platform/api/client-address.ts)
process.env.STORE_CLIENT_ADDRESS_RESOLVED = '1';
// kept pages leave compressed once, as the proxy made them (lib/platform/page-cache/kept-coding.mjs)
process.env[KEPT_CODING_ENV] = '1';
// the page cache renders a page by asking its own server (lib/platform/page-cache/serve.ts): this one, never
// the load balancer, whose answer would come from another instance's process (`next start` sets
// the origin it reads next; a custom server does not)
process.env.PAGE_CACHE_ORIGIN ??= `http://${hostname === '0.0.0.0' ? '127.0.0.1' : hostname}:${port}`;
/**
 * Longer than nginx keeps an idle upstream connection (deploy/nginx.conf, `keepalive_timeout`), so
 * nginx, not this server, closes idle connections: nginx never sends a request down a connection
 * this side is closing at that moment.
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

const { default: next } = await import('next');
const app = next({ dev: false, dir: root, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();
const sendBrotli = staticBrotli(join(root, process.env.NEXT_DIST_DIR || '.next'));

let draining = false;
/** Answers in progress: the ones whose headers are not sent yet still get `Connection: close`. */
const inFlight = new Set();

/**
 * Every answer's request id (nginx's, a client's sane one, or a new one: the services and the logs
 * get the same), its metrics and its one log line, written once the answer has gone.
 */
function observe(request, response) {
  const started = process.hrtime.bigint();
  const id = requestIdOf(request.headers['x-request-id'], randomUUID);
  request.headers['x-request-id'] = id;
  response.setHeader('x-request-id', id);
  response.once('close', () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const path = (request.url ?? '/').split('?')[0];
    const template = routeTemplate(path);
    const cache = response.getHeader('x-page-cache');
    const status = response.writableFinished ? response.statusCode : 499; // 499: the client left
    // the page cache's own render of a page view (lib/platform/page-cache/serve.ts) is part of that view:
    // its line and its time are the view's (a client's forged fill header gets a cache state)
    const fill = Boolean(request.headers['x-page-cache-fill']) && typeof cache !== 'string';
    if (fill) return;
    const { httpRequests, httpDuration, pageViews } = metrics();
    httpRequests.inc({ template, status });
    httpDuration.observe({ template }, seconds);
    if (typeof cache === 'string') pageViews.inc({ template, cache });
    const line = {
      req_id: id,
      method: request.method,
      route: template,
      status,
      duration_ms: Math.round(seconds * 1000),
      ...(typeof cache === 'string' && { cache }),
    };
    if (status >= 500) accessLogger().error(line, 'request');
    else accessLogger().info(line, 'request');
  });
}

const server = createServer(async (request, response) => {
  observe(request, response);
  if (draining) response.setHeader('connection', 'close');
  const refused = screenRequest(request.method, request.url);
  if (refused) {
    response.writeHead(refused.status, refused.headers).end(refused.body);
    return;
  }
  request.headers['x-forwarded-for'] = resolveClientAddress(
    request.headers['x-forwarded-for'],
    request.socket.remoteAddress,
    proxyHops,
  );
  inFlight.add(response);
  response.once('close', () => inFlight.delete(response));
  restoreKeptCoding(response);
  if (sendBrotli(request, response)) return;
  try {
    await handle(request, response);
  } catch (error) {
    logger().error(
      {
        err: error,
        req_id: request.headers['x-request-id'],
        route: routeTemplate(request.url ?? '/'),
      },
      'request failed',
    );
    if (!response.headersSent) response.statusCode = 500;
    response.end();
  }
});
server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
server.on('error', (error) => {
  logger().fatal({ err: error }, `store on ${hostname}:${port} failed`);
  flushLogs();
  process.exit(1);
});
server.listen(port, hostname, () => {
  logger().info({ node: process.version }, `Store ready: http://${hostname}:${port}`);
});

function drain(signal) {
  if (draining) return;
  draining = true;
  const started = Date.now();
  logger().info({ signal, open: inFlight.size }, `store ${port}: draining`);
  for (const response of inFlight) {
    if (!response.headersSent) response.setHeader('connection', 'close');
  }
  const deadline = setTimeout(() => {
    logger().error({ open: inFlight.size, timeout_ms: shutdownTimeoutMs }, `store ${port}: cut`);
    server.closeAllConnections();
    flushLogs();
    process.exit(1);
  }, shutdownTimeoutMs);
  // a connection whose answer began before the signal went out as keep-alive: closed once idle
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
  // stop listening before any idle connection is closed: `http.Server#close` closes the idle ones
  // first, and a client (nginx) that sees its idle connection close and connects again at once
  // could still reach the listening socket for that moment, be accepted by the kernel and then be
  // reset with its request unanswered. `net.Server#close` is the listening part alone.
  NetServer.prototype.close.call(server, async () => {
    clearInterval(sweep);
    await app.close().catch((error) => logger().error({ err: error }, 'closing Next failed'));
    clearTimeout(deadline);
    logger().info({ duration_ms: Date.now() - started }, `store ${port}: stopped`);
    flushLogs();
    process.exit(0);
  });
  server.closeIdleConnections();
}
process.on('SIGTERM', () => drain('SIGTERM'));
process.on('SIGINT', () => drain('SIGINT'));
