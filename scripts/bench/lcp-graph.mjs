// What Lighthouse's simulated LCP waited for. Lighthouse (mobile preset) does not time the page it
// loaded: Lantern replays the page's requests and tasks on a simulated slow network and CPU. For
// LCP it keeps the requests that finished before the real LCP paint, and of the scripts only those
// the browser had already run by then. With LANTERN_DEBUG=1 and --save-assets, Lighthouse writes
// that simulation as a trace (`<report>-pessimisticLargestContentfulPaint.trace.json`); this reads
// which requests are in it. docs/performance.md, explains what the figures mean.

/** Suffix of the pessimistic LCP simulation that Lighthouse saves next to the report. */
export const LCP_GRAPH_TRACE_SUFFIX = '-pessimisticLargestContentfulPaint.trace.json';

const KINDS = {
  'text/css': 'styles',
  'application/javascript': 'scripts',
  'text/javascript': 'scripts',
};

/**
 * The requests of a Lantern simulation trace that the bench reports: the document's bytes, and the
 * count and bytes (as transferred) of the stylesheets and of the scripts.
 */
export function lcpGraphOf(trace) {
  const events = Array.isArray(trace) ? trace : (trace?.traceEvents ?? []);
  const requests = new Map();
  const request = (id) => {
    if (!requests.has(id)) requests.set(id, { mime: '', bytes: 0 });
    return requests.get(id);
  };
  for (const event of events) {
    const data = event.args?.data;
    if (!data?.requestId) continue;
    if (event.name === 'ResourceReceiveResponse')
      request(data.requestId).mime = data.mimeType ?? '';
    if (event.name === 'ResourceFinish')
      request(data.requestId).bytes = data.encodedDataLength ?? 0;
  }
  const graph = {
    documentBytes: 0,
    styles: { count: 0, bytes: 0 },
    scripts: { count: 0, bytes: 0 },
  };
  for (const { mime, bytes } of requests.values()) {
    if (mime === 'text/html' && !graph.documentBytes) graph.documentBytes = bytes;
    const kind = graph[KINDS[mime]];
    if (!kind) continue;
    kind.count += 1;
    kind.bytes += bytes;
  }
  return graph;
}
