import { z } from 'zod';

import { cmsPageSchema } from '../../../../lib/platform/api/contracts/cms';
import type { Db } from '../../db/open-db';

import { goldBarsSeed } from './seed-gold-bars';
import { helpPages } from './seed-help';
import { infoPages } from './seed-info';
import { landingPages } from './seed-landings';
import { promoPages } from './seed-promos';
import { pickPhotos, pickSkus } from './seed-skus';

const countOf = (db: Db, table: string): number =>
  db.prepare<[], { n: number }>(`SELECT count(*) AS n FROM ${table}`).get()?.n ?? 0;

/**
 * Demo pages content; idempotent (does nothing when the content is already there). Product blocks
 * hold real SKUs of the seeded catalogue, and promotions that are still running end relative to the
 * seeding day, so their countdowns are live on a fresh database.
 */
export function seedPages(db: Db, now = new Date()): void {
  if (countOf(db, 'cms_pages') === 0) {
    const skus = pickSkus(db);
    const pages = z
      .array(cmsPageSchema)
      .parse([
        ...landingPages(skus),
        ...promoPages(skus, pickPhotos(db, 12), now),
        ...infoPages(),
        ...helpPages(),
      ]);
    const insert = db.prepare(
      'INSERT INTO cms_pages (slug, title, seo_title, seo_description, blocks) VALUES (?, ?, ?, ?, ?)',
    );
    for (const p of pages) {
      insert.run(p.slug, p.title, p.seo_title, p.seo_description, JSON.stringify(p.blocks));
    }
  }
  if (countOf(db, 'gold_bars') === 0) {
    const insert = db.prepare(
      'INSERT INTO gold_bars (name, weight_g, purity, price, sort) VALUES (?, ?, ?, ?, ?)',
    );
    goldBarsSeed().forEach((bar, index) =>
      insert.run(bar.name, bar.weight_g, bar.purity, bar.price, index),
    );
  }
}
