// What Lighthouse's simulated LCP waited for. Lighthouse (mobile preset) does not time the page it
// loaded: Lantern replays the page's requests and tasks on a simulated slow network and CPU. For
// LCP it keeps the requests that finished before the real LCP paint, and of the scripts only those
// the browser had already run by then. With LANTERN_DEBUG=1 and --save-assets, Lighthouse writes
// that simulation as a trace (`<report>-pessimisticLargestContentfulPaint.trace.json`); this reads
// which requests are in it. README, «Performance benchmark», explains what the figures mean.

/** Suffix of the pessimistic LCP simulation that Lighthouse saves next to the report. */
export const LCP_GRAPH_TRACE_SUFFIX = '-pessimisticLargestContentfulPaint.trace.json';

const KINDS = {
  'text/css': 'styles',
  'application/javascript': 'scripts',
  'text/javascript': 'scripts',
};

/**
 * The requests of a Lantern simulation trace, by kind: the document's bytes, and the count and
 * bytes (as transferred) of the stylesheets, scripts and other requests, and when the simulated
 * load of the last of them ended (ms after the first request).
 */
export function lcpGraphOf(trace) {
  const events = Array.isArray(trace) ? trace : (trace?.traceEvents ?? []);
  const requests = new Map();
  const request = (id) => {
    if (!requests.has(id)) requests.set(id, { mime: '', bytes: 0, start: NaN, end: NaN });
    return requests.get(id);
  };
  for (const event of events) {
    const data = event.args?.data;
    if (!data?.requestId) continue;
    if (event.name === 'ResourceSendRequest') request(data.requestId).start = event.ts;
    if (event.name === 'ResourceReceiveResponse')
      request(data.requestId).mime = data.mimeType ?? '';
    if (event.name === 'ResourceFinish') {
      const entry = request(data.requestId);
      entry.bytes = data.encodedDataLength ?? 0;
      entry.end = event.ts;
    }
  }
  const graph = {
    documentBytes: 0,
    styles: { count: 0, bytes: 0 },
    scripts: { count: 0, bytes: 0 },
    other: { count: 0, bytes: 0 },
    endMs: 0,
  };
  const all = [...requests.values()];
  const first = Math.min(...all.map((r) => r.start).filter(Number.isFinite));
  for (const entry of all) {
    if (entry.mime === 'text/html' && !graph.documentBytes) graph.documentBytes = entry.bytes;
    else {
      const kind = graph[KINDS[entry.mime] ?? 'other'];
      kind.count += 1;
      kind.bytes += entry.bytes;
    }
    if (Number.isFinite(entry.end)) graph.endMs = Math.max(graph.endMs, (entry.end - first) / 1000);
  }
  graph.endMs = Math.round(graph.endMs);
  return graph;
}
