// @vitest-environment node
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { seededApp } from '../testing/seeded-app';

import { parseProductImageName, productImageName } from './product-image';
import { ensureMedia, writeMedia } from './write-media';

const { app, db, mediaDir, cleanup } = seededApp();
afterAll(cleanup);

describe('media', () => {
  it('names product images so they can be drawn again from the name', () => {
    const spec = { shape: 'tie-clip' as const, metal: 'au585w', stone: 'brilliant', variant: 3 };
    expect(parseProductImageName(productImageName(spec, 'sm'))).toEqual({ spec, size: 'sm' });
    expect(parseProductImageName('ring_gold_brilliant_1.svg')).toBeNull();
    expect(parseProductImageName('../ring_au585_brilliant_1.svg')).toBeNull();
  });

  // draws the whole seed's media (about 2.5 s on a loaded 2-core CI)
  it('draws every referenced image once and skips a complete folder', { timeout: 30_000 }, () => {
    const files = writeMedia(db, mediaDir);
    expect(files).toBeGreaterThan(1000);
    const used = db.prepare<[], { file: string }>('SELECT DISTINCT file FROM product_images').all();
    expect(used.every((row) => existsSync(join(mediaDir, 'p', row.file)))).toBe(true);
    expect(readdirSync(join(mediaDir, 'banners')).length).toBeGreaterThan(0);
    expect(ensureMedia(db, mediaDir)).toBe(0);
  });

  it('serves SVGs with a long cache and redraws a deleted product image', async () => {
    const file =
      db
        .prepare<[], { file: string }>(
          'SELECT file FROM product_images ORDER BY product_seq LIMIT 1',
        )
        .get()?.file ?? '';
    rmSync(join(mediaDir, 'p', file), { force: true });
    const response = await app.request(`/media/p/${file}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get('cache-control')).toContain('max-age=31536000');
    expect(await response.text()).toMatch(/^<svg /);
    expect(existsSync(join(mediaDir, 'p', file))).toBe(true);
    const banner = await app.request('/media/banners/1.svg');
    expect(banner.status).toBe(200);
  });

  it('answers 404 JSON for unknown files and path escapes', async () => {
    for (const path of [
      '/media/p/nothing.svg',
      '/media/../store.db',
      '/media/p/%2e%2e/%2e%2e/store.db',
      '/media/p/x.exe',
    ]) {
      const response = await app.request(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Not Found', statusCode: 404 });
    }
  });
});
