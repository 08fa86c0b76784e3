// The build's scripts and stylesheets in brotli, compressed once (ADR 0016). Next compresses what
// it serves with gzip only; brotli takes another 12–15 % off every script a page loads. So the
// build writes `<file>.br` beside each `.js` and `.css` of `static/` (next.config.ts, after the
// compile hints), and the store's server (scripts/server.mjs) answers a browser that accepts
// brotli with those bytes, as nginx's `brotli_static` would. Anything else (no `.br` file, a
// client without brotli, a range) goes to Next as before.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

import { chooseCoding } from '../lib/platform/page-cache/kept-coding.mjs';
import { SECURITY_HEADERS } from '../lib/platform/security/security-headers.mjs';

const COMPRESSIBLE = /\.(js|css)$/;
const TYPES = { js: 'application/javascript; charset=UTF-8', css: 'text/css; charset=UTF-8' };
const STATIC_PREFIX = '/_next/static/';

/** The files under `dir` whose names match `pattern`, as paths relative to it. */
const filesIn = (dir, pattern) =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));

/** Writes `<file>.br` (quality 11) beside every script and stylesheet of the build's `static/`. */
export function precompressStatic(distDir) {
  const dir = join(distDir, 'static');
  let files = 0;
  for (const name of filesIn(dir, COMPRESSIBLE)) {
    const path = join(dir, name);
    const body = readFileSync(path);
    const compressed = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    writeFileSync(`${path}.br`, compressed);
    files += 1;
  }
  return files;
}

/**
 * The answerer for one build folder. `serve(request, response)` answers a GET or HEAD of a script
 * or stylesheet under `/_next/static/` with its `.br` bytes when the client accepts brotli and the
 * build has them, and returns true; otherwise it leaves the request alone and returns false. A
 * build's files never change under a running server: the `.br` files are listed once, so no asked
 * path outside that list costs a lookup or a place in memory, and each is read once and then kept.
 */
export function staticBrotli(distDir) {
  const dir = join(distDir, 'static');
  const built = new Set(existsSync(dir) ? filesIn(dir, /\.(js|css)\.br$/) : []);
  const kept = new Map();
  const read = (name) => {
    if (!built.has(`${name}.br`)) return null; // not in this build (or not compressed): Next answers
    if (!kept.has(name)) {
      const path = join(dir, `${name}.br`);
      const { size, mtimeMs } = statSync(path);
      const etag = `"br-${size.toString(16)}-${Math.trunc(mtimeMs).toString(16)}"`;
      kept.set(name, { body: readFileSync(path), etag });
    }
    return kept.get(name);
  };
  return function serve(request, response) {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const url = request.url ?? '';
    if (!url.startsWith(STATIC_PREFIX) || request.headers.range) return false;
    const path = url.slice(STATIC_PREFIX.length).split('?')[0];
    const extension = COMPRESSIBLE.exec(path)?.[1];
    if (!extension) return false;
    if (chooseCoding(request.headers['accept-encoding']) !== 'br') return false;
    const file = read(path);
    if (!file) return false;
    const headers = {
      ...Object.fromEntries(SECURITY_HEADERS.map(({ key, value }) => [key, value])),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Type': TYPES[extension],
      'Content-Encoding': 'br',
      Vary: 'Accept-Encoding',
      ETag: file.etag,
    };
    if (request.headers['if-none-match'] === file.etag) {
      response.writeHead(304, headers).end();
      return true;
    }
    response.writeHead(200, { ...headers, 'Content-Length': file.body.length });
    response.end(request.method === 'HEAD' ? undefined : file.body);
    return true;
  };
}
