import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Db } from '../db/open-db';
import { BANNER_SIZES, BANNERS } from '../seed/banners';
import { COLLECTIONS } from '../seed/collections';

import { renderBanner } from './banner-image';
import { parseProductImageName, renderProductImage } from './product-image';

/** Bump when drawings change, so existing media folders are redrawn on the next start. */
export const MEDIA_VERSION = '1';
const MARKER = '.media-version';

function productFiles(db: Db): string[] {
  const files = db
    .prepare<[], { file: string }>('SELECT DISTINCT file FROM product_images')
    .all()
    .map((row) => row.file);
  const previews = db
    .prepare<[], { preview_image: string }>(
      'SELECT preview_image FROM categories WHERE preview_image IS NOT NULL',
    )
    .all()
    .map((row) => row.preview_image.replace('/media/p/', ''));
  return [...new Set([...files, ...previews])];
}

function writeProductImages(db: Db, dir: string): number {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  for (const file of productFiles(db)) {
    const parsed = parseProductImageName(file);
    if (!parsed) continue;
    writeFileSync(join(dir, file), renderProductImage(parsed.spec, 'lg'));
    writeFileSync(
      join(dir, file.replace('.svg', '-sm.svg')),
      renderProductImage(parsed.spec, 'sm'),
    );
    count += 2;
  }
  return count;
}

function writePromoImages(db: Db, mediaDir: string): number {
  const collectionsDir = join(mediaDir, 'collections');
  const bannersDir = join(mediaDir, 'banners');
  mkdirSync(collectionsDir, { recursive: true });
  mkdirSync(bannersDir, { recursive: true });
  let count = 0;
  for (const def of COLLECTIONS) {
    const art = { ...def.art, title: def.name, subtitle: null, width: 1200, height: 600 };
    writeFileSync(join(collectionsDir, `${def.slug}.svg`), renderBanner(art));
    count += 1;
  }
  const rows = db
    .prepare<[], { id: number; title: string; subtitle: string | null }>(
      'SELECT id, title, subtitle FROM banners',
    )
    .all();
  for (const row of rows) {
    const def = BANNERS[row.id - 1];
    if (!def) continue;
    const art = {
      ...def.art,
      title: row.title,
      subtitle: row.subtitle,
      ...BANNER_SIZES[def.placement],
    };
    writeFileSync(join(bannersDir, `${row.id}.svg`), renderBanner(art));
    count += 1;
  }
  return count;
}

/** Draws every image the seeded data refers to into `mediaDir`; returns the number of files. */
export function writeMedia(db: Db, mediaDir: string): number {
  const count = writeProductImages(db, join(mediaDir, 'p')) + writePromoImages(db, mediaDir);
  // Written last: a run interrupted half-way has no marker and is redone on the next start.
  writeFileSync(join(mediaDir, MARKER), MEDIA_VERSION);
  return count;
}

/** Redraws the media folder when it is missing or from an older drawing version. */
export function ensureMedia(db: Db, mediaDir: string): number {
  const marker = join(mediaDir, MARKER);
  if (existsSync(marker) && readFileSync(marker, 'utf8') === MEDIA_VERSION) return 0;
  return writeMedia(db, mediaDir);
}
