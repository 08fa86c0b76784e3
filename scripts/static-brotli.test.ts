import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { precompressStatic, staticBrotli } from './static-brotli.mjs';

const SCRIPT = `(globalThis.TURBOPACK||[]).push(${JSON.stringify('Кольцо из золота '.repeat(200))});`;
const STYLE = `.price{color:#222}${'.tile{margin:0 auto}'.repeat(50)}`;

let dist: string;
let server: Server;
let base: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'static-brotli-'));
  mkdirSync(join(dist, 'static', 'chunks'), { recursive: true });
  writeFileSync(join(dist, 'static', 'chunks', 'a.js'), SCRIPT);
  writeFileSync(join(dist, 'static', 'chunks', 'b.css'), STYLE);
  writeFileSync(join(dist, 'static', 'chunks', 'c.txt'), 'not compressed');
  writeFileSync(join(dist, 'static', 'chunks', 'd.js'), 'written after the build');
  expect(precompressStatic(dist)).toBe(3);
  rmSync(join(dist, 'static', 'chunks', 'd.js.br')); // as if the build had not compressed it
  const serve = staticBrotli(dist);
  server = createServer((request, response) => {
    if (!serve(request, response)) response.writeHead(418).end('next'); // what Next would answer
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  fetch(`${base}${path}`, { method, headers: { 'accept-encoding': 'gzip, br', ...headers } });

describe('static files in brotli', () => {
  it('the build writes a .br beside each script and stylesheet, and nothing else', () => {
    const js = readFileSync(join(dist, 'static', 'chunks', 'a.js.br'));
    expect(brotliDecompressSync(js).toString()).toBe(SCRIPT);
    expect(js.length).toBeLessThan(SCRIPT.length / 4);
    expect(() => readFileSync(join(dist, 'static', 'chunks', 'c.txt.br'))).toThrow();
  });

  it('answers a browser that accepts brotli with the same file, compressed once', async () => {
    // fetch decodes what it is sent: the body it reads is the file as written
    const script = await get('/_next/static/chunks/a.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-encoding')).toBe('br');
    expect(script.headers.get('content-type')).toBe('application/javascript; charset=UTF-8');
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(script.headers.get('vary')).toBe('Accept-Encoding');
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await script.text()).toBe(SCRIPT);
    // a client's own spelling and weights (Accept-Encoding as kept pages read it)
    const weighed = await get('/_next/static/chunks/a.js', { 'accept-encoding': 'BR;q=0.5, gzip' });
    expect(weighed.headers.get('content-encoding')).toBe('br');
    const style = await get('/_next/static/chunks/b.css?v=1');
    expect(style.headers.get('content-type')).toBe('text/css; charset=UTF-8');
    expect(await style.text()).toBe(STYLE);
  });

  it('a HEAD gets the headers, a known ETag a 304', async () => {
    const head = await get('/_next/static/chunks/a.js', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const etag = head.headers.get('etag')!;
    const again = await get('/_next/static/chunks/a.js', { 'if-none-match': etag });
    expect(again.status).toBe(304);
  });

  it('leaves to Next what it cannot answer: no brotli, a range, no .br, another path', async () => {
    for (const [path, headers] of [
      ['/_next/static/chunks/a.js', { 'accept-encoding': 'gzip' }],
      ['/_next/static/chunks/a.js', { 'accept-encoding': 'gzip, br;q=0' }],
      ['/_next/static/chunks/a.js', { range: 'bytes=0-10' }],
      ['/_next/static/chunks/d.js', {}],
      ['/_next/static/chunks/missing.js', {}],
      ['/_next/static/chunks/c.txt', {}],
      ['/static/chunks/a.js', {}],
    ] as const) {
      const answer = await get(path, headers);
      expect(answer.status, `${path} ${JSON.stringify(headers)}`).toBe(418);
    }
    // a client that does not resolve dot segments itself (fetch does)
    const raw = await new Promise<number>((resolve, reject) => {
      const url = new URL(base);
      httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path: '/_next/static/chunks/../chunks/a.js',
          headers: { 'accept-encoding': 'br' },
        },
        (answer) => {
          answer.resume();
          resolve(answer.statusCode ?? 0);
        },
      )
        .on('error', reject)
        .end();
    });
    expect(raw).toBe(418);
    const post = await fetch(`${base}/_next/static/chunks/a.js`, {
      method: 'POST',
      headers: { 'accept-encoding': 'br' },
    });
    expect(post.status).toBe(418);
  });
});
