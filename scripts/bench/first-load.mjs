// First-load JS of a page (Next 16 no longer prints it): the scripts a modern browser downloads on
// a first visit (not the nomodule polyfill), summed raw and gzip -9.
import { gzipSync } from 'node:zlib';

/** Script count, raw and gzip bytes of the scripts `path` of a running server loads. */
export async function firstLoadJs(base, path) {
  const html = await (await fetch(new URL(path, base))).text();
  const sources = new Set(
    [...html.matchAll(/<script[^>]*>/g)]
      .map((match) => match[0])
      .filter((tag) => !/nomodule/i.test(tag))
      .map((tag) => /src="([^"]+)"/.exec(tag)?.[1])
      .filter(Boolean),
  );
  let raw = 0;
  let gzip = 0;
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(new URL(source, base))).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { scripts: sources.size, raw, gzip };
}
