import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, extname, join, resolve, sep } from 'node:path';

import type { Context } from 'hono';

import { notFound } from '../http/errors';

import { parseProductImageName, renderProductImage } from './product-image';

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
};
// File names never change content (a redraw bumps MEDIA_VERSION and is a fresh seed), so cache hard.
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

/** Product images can be drawn again from their name if the folder was wiped while the DB stayed. */
async function redraw(root: string, relative: string, target: string): Promise<string | null> {
  if (!relative.startsWith('p/')) return null;
  const parsed = parseProductImageName(relative.slice(2));
  if (!parsed) return null;
  const svg = renderProductImage(parsed.spec, parsed.size);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, svg);
  return svg;
}

/** GET /media/* from the generated media folder, with a strict path check (no `..` escapes). */
export function mediaHandler(mediaDir: string) {
  const root = resolve(mediaDir);
  return async (c: Context): Promise<Response> => {
    const relative = decodeURIComponent(c.req.path.replace(/^\/media\//, ''));
    const type = CONTENT_TYPES[extname(relative).toLowerCase()];
    const target = resolve(root, relative);
    if (!type || !/^[\w./-]+$/.test(relative) || !target.startsWith(root + sep)) throw notFound();
    let body: string | Buffer | null;
    try {
      body = await readFile(target);
    } catch (error) {
      if (!isMissing(error)) throw error;
      body = await redraw(root, relative, target);
    }
    if (body === null) throw notFound();
    return c.body(typeof body === 'string' ? body : new Uint8Array(body), 200, {
      'Content-Type': type,
      'Cache-Control': CACHE_CONTROL,
    });
  };
}

export function mediaDirFor(dbPath: string): string {
  return join(dirname(dbPath), 'media');
}
