#!/usr/bin/env node
// First-load JS of pages (Next 16 no longer prints it): fetches each page from a running store,
// downloads the scripts a modern browser loads (not the nomodule polyfill) and sums their gzip -9
// sizes. Usage: node scripts/first-load-js.mjs http://127.0.0.1:3000 / /catalog/kolca/ …
import { gzipSync } from 'node:zlib';

const [base = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2);
for (const path of paths.length > 0 ? paths : ['/']) {
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
  const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;
  console.log(`${path}\tscripts ${sources.size}\traw ${kib(raw)}\tgzip ${kib(gzip)}`);
}
