import { randomUUID } from 'node:crypto';

import { expect, test } from '@playwright/test';

import { TRACED_STORE_PORT } from '../playwright.config';

import { startStore, until } from './cluster-harness';
import { E2E_API_URL, PAGE_VIEW } from './helpers';
import { startOtlpReceiver, type ReceivedSpan } from './otlp-receiver';

/**
 * Traces (docs/operations.md): a store started with OTEL_EXPORTER_OTLP_ENDPOINT sends Next's own
 * spans and one client span per service call, all of one page view in one trace, to an OTLP
 * receiver. The other e2e stores have no endpoint: their SDK is never loaded (instrumentation.test.ts).
 */
test.describe.configure({ mode: 'serial', timeout: 150_000 });

const SERVER = 2;
const CLIENT = 3;
const ORIGIN = `http://127.0.0.1:${TRACED_STORE_PORT}`;

let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
let store: Awaited<ReturnType<typeof startStore>>;

test.beforeAll(async () => {
  receiver = await startOtlpReceiver();
  store = await startStore(process.cwd(), TRACED_STORE_PORT, {
    REFERENCE_API_URL: E2E_API_URL,
    OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
    OTEL_SERVICE_NAME: 'storefront-e2e',
    // a batch every 100 ms instead of 5 s, so a test waits for its spans briefly
    OTEL_BSP_SCHEDULE_DELAY: '100',
  });
});

test.afterAll(async () => {
  await store?.kill();
  await receiver?.close();
});

/**
 * The spans of the trace whose first request asked for `target`, and its call of `path` on
 * `service`, once that call's span is in.
 */
async function traceOf(target: string, service: string, path: RegExp) {
  return until(
    `the trace of ${target}`,
    async () => {
      const root = receiver.spans.find(
        (span) => span.parentSpanId === null && span.attributes['http.target'] === target,
      );
      if (!root) return null;
      const spans = receiver.spans.filter((span) => span.traceId === root.traceId);
      const call = spans.find(
        (span) =>
          span.attributes['storefront.service'] === service &&
          path.test(String(span.attributes['url.path'])),
      );
      return call ? { root, spans, call } : null;
    },
    20_000,
  );
}

/** The names of `span`'s ancestors, nearest first, up to the trace's root. */
function ancestors(span: ReceivedSpan, spans: ReceivedSpan[]): string[] {
  const names: string[] = [];
  for (let parent = span.parentSpanId; parent;) {
    const next = spans.find((candidate) => candidate.spanId === parent);
    if (!next) throw new Error(`span ${span.name}: its parent ${parent} never arrived`);
    names.push(next.name);
    parent = next.parentSpanId;
  }
  return names;
}

test('one page view is one trace: the request, its render and the service call inside', async () => {
  // a search nobody made before: its product list is asked of the catalogue, not of a cache
  const target = `/catalog/?${new URLSearchParams({ 'filter[search]': randomUUID() })}`;
  const requestId = `e2e-trace-${randomUUID()}`;
  const answer = await fetch(`${ORIGIN}${target}`, {
    headers: { ...PAGE_VIEW, 'x-request-id': requestId },
  });
  expect(answer.status).toBe(200);

  const { root, spans, call } = await traceOf(target, 'catalog', /^\/product\/list\//);
  expect(root.kind).toBe(SERVER);
  expect(root.service).toBe('storefront-e2e');
  expect(root.attributes['http.status_code']).toBe(200);
  // Next's own span of the render, under the same root
  const render = 'render route (app) /catalog/[[...category]]';
  expect(spans.map((span) => span.name)).toContain(render);
  expect(call).toMatchObject({
    name: 'catalog POST',
    kind: CLIENT,
    attributes: {
      'http.request.method': 'POST',
      'url.path': '/product/list/by-category/root',
      'storefront.outcome': 'ok',
      'http.response.status_code': 200,
    },
  });
  // the trace is found by the request id of the log lines and the error card
  expect(root.traceId).toBe(
    spans.find((span) => span.attributes['storefront.request_id'] === requestId)?.traceId,
  );
  // the call sits inside the page's render, which sits inside the page view
  const above = ancestors(call, spans);
  expect(above).toContain(render);
  expect(above.at(-1)).toBe(root.name);
});

test('a call the service refuses is a span with its outcome and status', async () => {
  const target = `/product/no-such-piece-${randomUUID().slice(0, 8)}/`;
  const answer = await fetch(`${ORIGIN}${target}`, { headers: PAGE_VIEW });
  expect(answer.status).toBe(404);

  const { call } = await traceOf(target, 'catalog', /^\/product\/no-such-piece-/);
  expect(call.name).toBe('catalog GET');
  expect(call.attributes).toMatchObject({
    'storefront.outcome': 'client_error',
    'http.response.status_code': 404,
  });
});
