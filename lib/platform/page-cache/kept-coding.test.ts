// @vitest-environment node
import { createServer, request, type Server } from 'node:http';

import { afterEach, describe, expect, it } from 'vitest';

import { KEPT_CODING_HEADER, chooseCoding, restoreKeptCoding } from './kept-coding.mjs';

let server: Server | undefined;
afterEach(() => server?.close());

/** The headers a client gets from a server whose handler sets `set` on a restored response. */
async function headersFor(set: [string, string][]) {
  server = createServer((_, response) => {
    restoreKeptCoding(response);
    for (const [name, value] of set) response.setHeader(name, value);
    response.end('x');
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return new Promise<Record<string, unknown>>((resolve, reject) => {
    request({ port, host: '127.0.0.1' }, (answer) => {
      answer.resume();
      resolve(answer.headers);
    })
      .on('error', reject)
      .end();
  });
}

describe('restoreKeptCoding', () => {
  it('sends the coding the proxy named as Content-Encoding, and not the header itself', async () => {
    const headers = await headersFor([
      [KEPT_CODING_HEADER, 'br'],
      ['x-other', '1'],
    ]);
    expect(headers['content-encoding']).toBe('br');
    expect(headers[KEPT_CODING_HEADER]).toBeUndefined();
    expect(headers['x-other']).toBe('1');
  });

  it('leaves every other answer alone', async () => {
    const headers = await headersFor([['content-type', 'text/plain']]);
    expect(headers['content-encoding']).toBeUndefined();
  });
});

describe('chooseCoding', () => {
  it('takes brotli, then gzip, else the text as it is', () => {
    expect(chooseCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseCoding('gzip, deflate')).toBe('gzip');
    expect(chooseCoding('deflate')).toBe('identity');
    expect(chooseCoding(null)).toBe('identity');
    expect(chooseCoding('')).toBe('identity');
  });

  it('honours q=0 and the wildcard', () => {
    expect(chooseCoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseCoding('BR ; Q=0 , GZIP;q=0.5')).toBe('gzip');
    expect(chooseCoding('*')).toBe('br');
    expect(chooseCoding('*;q=0, gzip')).toBe('gzip');
    expect(chooseCoding('br;q=nonsense, gzip')).toBe('gzip');
  });
});
