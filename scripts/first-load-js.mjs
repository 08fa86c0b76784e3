#!/usr/bin/env node
// First-load JS of pages of a running store (gzip -9 of the scripts a first visit loads).
// Usage: node scripts/first-load-js.mjs http://127.0.0.1:3000 / /catalog/kolca/ …
import { firstLoadJs } from './bench/first-load.mjs';

const [base = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2);
const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;
for (const path of paths.length > 0 ? paths : ['/']) {
  const { scripts, raw, gzip } = await firstLoadJs(base, path);
  console.log(`${path}\tscripts ${scripts}\traw ${kib(raw)}\tgzip ${kib(gzip)}`);
}
