// A page's document as a browser gets it: the bytes on the wire for `Accept-Encoding: gzip, br`,
// for gzip alone and uncompressed, read off the socket (fetch() would decompress them).
import { request } from 'node:http';

const ACCEPT_HTML = 'text/html,application/xhtml+xml';

/** The answer's body as sent, with its Content-Encoding ('identity' when none). */
function wire(url, encoding) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { accept: ACCEPT_HTML, 'accept-encoding': encoding } });
    req.on('response', (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () =>
        resolve({ bytes, encoding: res.headers['content-encoding'] ?? 'identity' }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Raw, gzip and browser (`gzip, br`) sizes of `url`'s document, each the median of three asks
 * (a kept page's first answer may be a render, its next ones the kept copy).
 */
export async function documentBytes(url) {
  const median = async (encoding) => {
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await wire(url, encoding));
    answers.sort((a, b) => a.bytes - b.bytes);
    return answers[1];
  };
  const raw = await median('identity');
  const gzip = await median('gzip');
  const browser = await median('gzip, br');
  return { raw: raw.bytes, gzip: gzip.bytes, browser: browser.bytes, encoding: browser.encoding };
}
