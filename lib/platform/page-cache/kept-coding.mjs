/**
 * How a kept page's compressed bytes reach the client (docs/adr/0012). Next drops the
 * `Content-Encoding` of an answer made in the proxy (it may have decoded the body it got), and
 * would then compress the bytes a second time. So the proxy names the coding in this header, and
 * the store's server (scripts/server.mjs) turns it back into `Content-Encoding` as Next sets it,
 * before Next's compression looks: an answer that says it is encoded is left as it is.
 */
export const KEPT_CODING_HEADER = 'x-store-kept-coding';

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
