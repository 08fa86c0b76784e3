// SSR throughput with autocannon (loopback, 50 connections, 10 s after a discarded warm-up) and
// the server's peak resident memory (the process tree's VmRSS, sampled every 100 ms).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

import autocannon from 'autocannon';

function descendants(pid) {
  try {
    const children = execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
    return [pid, ...children.flatMap(descendants)];
  } catch {
    return [pid];
  }
}

function rssBytes(pid) {
  let total = 0;
  for (const id of descendants(pid)) {
    try {
      const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${id}/status`, 'utf8'))?.[1];
      total += Number(kb ?? 0) * 1024;
    } catch {
      // the process ended between listing and reading
    }
  }
  return total;
}

/**
 * What a browser's page view sends: HTML (the store's page cache serves only those;
 * lib/page-cache) and compressed answers, so the server's compression is part of every figure.
 */
export const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml',
  'accept-encoding': 'gzip, br',
};

/**
 * One autocannon run on loopback, asking as a browser does (BROWSER_HEADERS). 50 connections
 * unless `options` says otherwise; `options` go to autocannon as they are.
 */
export const cannon = (url, duration, options = {}) =>
  autocannon({ url, connections: 50, duration, headers: BROWSER_HEADERS, ...options });

/**
 * An autocannon result's req/s, p50/p99 latency (ms), errors (with timeouts), non-2xx/3xx and the
 * bytes read per answer (headers and body as they crossed the wire).
 */
export const figuresOf = (result) => ({
  reqPerSec: Math.round(result.requests.average),
  bytesPerAnswer: result.requests.total
    ? Math.round(result.throughput.total / result.requests.total)
    : 0,
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors + result.timeouts,
  non2xx: result.non2xx,
});

/** req/s, p50/p99 latency (ms), errors and non-2xx/3xx answers, peak RSS of `serverPid`'s tree. */
export async function throughput(url, serverPid, options = {}) {
  await cannon(url, 3, options);
  let peak = rssBytes(serverPid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssBytes(serverPid));
  }, 100);
  const result = await cannon(url, 10, options);
  clearInterval(timer);
  return { ...figuresOf(result), peakRssMb: Math.round(peak / 1024 / 1024) };
}
