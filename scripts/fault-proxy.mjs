#!/usr/bin/env node
// The fault proxy of the e2e run (docs/faults.md): a plain HTTP proxy between a store
// and its services that can be made to fail as a real back end does — refuse connections, answer
// 500, answer late, reset the connection or answer nonsense. A control server on a port of its own
// switches the fault and counts the proxied calls.
//
//   FAULT_PROXY_TARGET=http://127.0.0.1:4100 FAULT_PROXY_PORT=4103 FAULT_PROXY_CONTROL_PORT=4104 \
//     node scripts/fault-proxy.mjs
//
// FAULT_PROXY_BASE_PATH (optional, e.g. /run-abc) is removed from the front of every proxied path:
// a store pointed at http://proxy/run-abc keys its data cache (.next/cache, shared by every run of
// one build) by that base, so each run starts with no cached answers.
import http from 'node:http';
import { pathToFileURL } from 'node:url';

export const FAULT_MODES = ['ok', 'killed', 'error500', 'slow', 'reset', 'malformed'];
export const DEFAULT_DELAY_MS = 15_000;
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade'];
const ERROR_500 = JSON.stringify({ message: 'Internal Server Error', statusCode: 500 });
/** Not the service's JSON: valid UTF-8, invalid JSON, as a body cut short would be. */
export const MALFORMED_BODY = '{"unexpected":';

function withoutHopByHop(headers) {
  const copy = { ...headers };
  for (const name of HOP_BY_HOP) delete copy[name];
  return copy;
}

function sendJson(res, status, body) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

async function readJson(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const text = Buffer.concat(chunks).toString('utf8');
  return text.trim() === '' ? {} : JSON.parse(text);
}

/**
 * Starts the proxy: `dataPort` forwards to `target`, `controlPort` serves the control API. Port 0
 * picks a free port (tests); the ports in use are returned. `close()` stops both servers.
 */
export async function startFaultProxy({
  target,
  dataPort,
  controlPort,
  host = '127.0.0.1',
  basePath = '',
}) {
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true });
  let fault = { mode: 'ok', delayMs: DEFAULT_DELAY_MS };
  let calls = new Map();
  let boundDataPort = dataPort;

  /** The path the service is asked for: without the run's base path, if the request has it. */
  const proxiedPath = (url) =>
    basePath && url.startsWith(`${basePath}/`) ? url.slice(basePath.length) : url;

  function forward(req, res, path, answer) {
    const outgoing = http.request(
      {
        protocol: upstream.protocol,
        hostname: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path,
        headers: { ...withoutHopByHop(req.headers), host: upstream.host },
        agent,
      },
      (incoming) => answer(incoming),
    );
    outgoing.on('error', () => {
      if (!res.headersSent) sendJson(res, 502, { message: 'Bad Gateway', statusCode: 502 });
      else res.destroy();
    });
    // the client went away before its answer was complete: stop asking the service
    res.on('close', () => {
      if (!res.writableFinished) outgoing.destroy();
    });
    req.pipe(outgoing);
  }

  function stream(res) {
    return (incoming) => {
      res.writeHead(incoming.statusCode ?? 502, withoutHopByHop(incoming.headers));
      incoming.pipe(res);
      incoming.on('error', () => res.destroy());
    };
  }

  function malformed(res) {
    return (incoming) => {
      incoming.resume(); // the service's own answer is read and dropped
      incoming.on('end', () => {
        res.writeHead(200, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(MALFORMED_BODY),
        });
        res.end(MALFORMED_BODY);
      });
    };
  }

  function handle(req, res) {
    const path = proxiedPath(req.url ?? '/');
    const key = `${req.method} ${path.split('?')[0]}`;
    calls.set(key, (calls.get(key) ?? 0) + 1);
    const { mode, delayMs } = fault;
    if (mode === 'killed' || mode === 'reset') {
      // killed: a request that was already on its way when the port closed meets a dead process
      req.socket.resetAndDestroy();
      return;
    }
    if (mode === 'error500') {
      res.writeHead(500, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(ERROR_500),
      });
      res.end(ERROR_500);
      return;
    }
    if (mode === 'malformed') return forward(req, res, path, malformed(res));
    if (mode === 'slow') {
      const timer = setTimeout(() => forward(req, res, path, stream(res)), delayMs);
      res.on('close', () => clearTimeout(timer)); // the client gave up: nothing is forwarded
      return;
    }
    forward(req, res, path, stream(res));
  }

  let data = null;
  function listenData() {
    const server = http.createServer(handle);
    server.keepAliveTimeout = 5_000;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(boundDataPort, host, () => {
        server.off('error', reject);
        boundDataPort = server.address().port;
        data = server;
        resolve();
      });
    });
  }
  function closeData() {
    const server = data;
    data = null;
    if (!server) return Promise.resolve();
    return new Promise((resolve) => {
      server.close(() => resolve());
      // a process that dies takes its open connections with it
      server.closeAllConnections();
    });
  }

  async function setFault(next) {
    if (next.mode === 'killed' && data) await closeData();
    if (next.mode !== 'killed' && !data) await listenData();
    fault = next;
  }

  async function control(req, res) {
    const { pathname } = new URL(req.url ?? '/', 'http://control');
    const route = `${req.method} ${pathname}`;
    if (route === 'GET /health') return sendJson(res, 200, { ok: true, ...fault });
    if (route === 'GET /faults') return sendJson(res, 200, fault);
    if (route === 'DELETE /faults') {
      await setFault({ mode: 'ok', delayMs: DEFAULT_DELAY_MS });
      return sendJson(res, 200, fault);
    }
    if (route === 'PUT /faults') {
      let body;
      try {
        body = await readJson(req);
      } catch {
        return sendJson(res, 400, { message: 'body is not JSON' });
      }
      const { mode, delayMs = DEFAULT_DELAY_MS } = body ?? {};
      if (!FAULT_MODES.includes(mode)) {
        return sendJson(res, 422, { message: `mode must be one of ${FAULT_MODES.join(', ')}` });
      }
      if (!Number.isInteger(delayMs) || delayMs < 0 || delayMs > 120_000) {
        return sendJson(res, 422, { message: 'delayMs must be an integer from 0 to 120000' });
      }
      await setFault({ mode, delayMs });
      return sendJson(res, 200, fault);
    }
    if (route === 'GET /calls') return sendJson(res, 200, { calls: Object.fromEntries(calls) });
    if (route === 'DELETE /calls') {
      calls = new Map();
      return sendJson(res, 200, { calls: {} });
    }
    return sendJson(res, 404, { message: 'Not Found' });
  }

  await listenData();
  const controlServer = http.createServer((req, res) => {
    control(req, res).catch((error) => sendJson(res, 500, { message: String(error) }));
  });
  await new Promise((resolve, reject) => {
    controlServer.once('error', reject);
    controlServer.listen(controlPort, host, resolve);
  });

  return {
    dataPort: boundDataPort,
    controlPort: controlServer.address().port,
    async close() {
      await closeData();
      await new Promise((resolve) => {
        controlServer.close(() => resolve());
        controlServer.closeAllConnections();
      });
      agent.destroy();
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const env = process.env;
  const apiPort = Number(env.E2E_API_PORT ?? 4100);
  const proxy = await startFaultProxy({
    target: env.FAULT_PROXY_TARGET ?? `http://127.0.0.1:${apiPort}`,
    dataPort: Number(env.FAULT_PROXY_PORT ?? apiPort + 3),
    controlPort: Number(env.FAULT_PROXY_CONTROL_PORT ?? apiPort + 4),
    basePath: (env.FAULT_PROXY_BASE_PATH ?? '').replace(/\/$/, ''),
  });
  console.log(
    `fault proxy: data on ${proxy.dataPort}, control on ${proxy.controlPort}, to ${env.FAULT_PROXY_TARGET ?? apiPort}`,
  );
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      proxy.close().finally(() => process.exit(0));
    });
  }
}
