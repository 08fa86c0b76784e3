/**
 * How a kept page's compressed bytes reach the client (docs/adr/0012). Next drops the
 * `Content-Encoding` of an answer made in the proxy (it may have decoded the body it got), and
 * would then compress the bytes a second time. So the proxy names the coding in this header, and
 * the store's server (scripts/server.mjs) turns it back into `Content-Encoding` as Next sets it,
 * before Next's compression looks: an answer that says it is encoded is left as it is.
 */
export const KEPT_CODING_HEADER = 'x-store-kept-coding';

/**
 * The coding a client asked for, best first: brotli, then gzip, else the text as it is. A coding
 * with `q=0` is refused; `*` stands for any coding not named. Kept pages (serve.ts) and the build's
 * static files (scripts/static-brotli.mjs) are chosen by it.
 * @param {string | null | undefined} acceptEncoding
 * @returns {'br' | 'gzip' | 'identity'}
 */
export function chooseCoding(acceptEncoding) {
  const weights = new Map();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    if (!name) continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (coding) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return 'identity';
}

/** Set by scripts/server.mjs: the proxy may send kept pages compressed. Without it (`next dev`) it does not. */
export const KEPT_CODING_ENV = 'STORE_SERVES_KEPT_CODING';

/**
 * Makes `response` write the coding the proxy named as its `Content-Encoding` (a Node
 * ServerResponse, before Next's handler gets it).
 * @param {import('node:http').ServerResponse} response
 */
export function restoreKeptCoding(response) {
  const setHeader = response.setHeader;
  response.setHeader = function setKeptHeader(name, value) {
    const coding = String(name).toLowerCase() === KEPT_CODING_HEADER;
    return setHeader.call(this, coding ? 'content-encoding' : name, value);
  };
}
