import type { IncomingMessage, ServerResponse } from 'node:http';

/** Writes `<file>.br` beside every script and stylesheet of the build's `static/`; returns how many. */
export function precompressStatic(distDir: string): number;

/** Answers a static script or stylesheet in brotli when it can (true), else leaves it to Next. */
export function staticBrotli(
  distDir: string,
): (request: IncomingMessage, response: ServerResponse) => boolean;
