import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * A kept page as bytes (docs/adr/0012): the same for every shopper, so it is compressed once when
 * it is kept — brotli and gzip, each served by the request's `Accept-Encoding` — and named by a
 * strong `ETag`, which answers `304` to a browser that already has it.
 */
export type KeptBytes = {
  /** The digest of the page's text: each representation's entity tag is made from it. */
  digest: string;
  br: Buffer;
  gzip: Buffer;
};

import type { Coding } from './kept-coding.mjs';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Brotli quality 9: a catalogue page of 241 KB is 25.2 KB in 26 ms (quality 5: 26.6 KB in 5 ms;
 * 11: 23.2 KB in 436 ms, too much for a page refilled every minute); gzip at its best level costs
 * 6 ms. Both run on libuv's thread pool, not on the event loop (docs/performance.md).
 */
const BROTLI_QUALITY = 9;
const GZIP_LEVEL = 9;

/** Compresses a page's text once, off the event loop. */
export async function encodeKept(body: string): Promise<KeptBytes> {
  const text = Buffer.from(body, 'utf8');
  const [br, gzipped] = await Promise.all([
    brotli(text, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: text.length,
      },
    }),
    gzipAsync(text, { level: GZIP_LEVEL }),
  ]);
  return { digest: textDigest(text), br, gzip: gzipped };
}

/** The digest of a text's bytes that its entity tags are made from. */
function textDigest(text: Buffer | string): string {
  return createHash('sha256').update(text).digest('base64url').slice(0, 32);
}

/**
 * The strong entity tag of a text answer sent as it is (a Markdown view, llms.txt): the same tag a
 * kept page of that text has uncompressed, so one rule names every text the store answers.
 */
export function textEntityTag(body: string): string {
  return `"${textDigest(body)}"`;
}

/** A representation's strong entity tag: each coding is a representation of its own (RFC 9110 8.8.3). */
export function entityTag(bytes: KeptBytes, coding: Coding): string {
  return coding === 'identity' ? `"${bytes.digest}"` : `"${bytes.digest}-${coding}"`;
}

/**
 * Whether `If-None-Match` names this entity tag (weak comparison, as RFC 9110 13.1.2 asks for it):
 * the client's copy is current.
 */
export function isNotModified(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .includes(etag);
}
