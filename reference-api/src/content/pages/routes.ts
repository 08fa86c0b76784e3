import { Hono } from 'hono';
import { z } from 'zod';

import {
  GOLD_BARS_PER_PAGE,
  cmsBlockSchema,
  type CmsPage,
  type GoldBar,
} from '../../../../lib/platform/api/contracts/cms';
import { notFound } from '../../http/errors';
import { parseWith } from '../../http/validate';
import type { ContentContext } from '../context';

import { renderGoldBar } from './gold-bar-image';

type PageRow = Omit<CmsPage, 'blocks'> & { blocks: string };

const pagesQuerySchema = z.object({
  'filter[slug]': z.string().trim().min(1).max(100).optional(),
});

const goldBarsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(GOLD_BARS_PER_PAGE),
});

function toPage(row: PageRow): CmsPage {
  return { ...row, blocks: z.array(cmsBlockSchema).parse(JSON.parse(row.blocks)) };
}

/** Main API pages endpoints (spec 7): the CMS pages by slug and the gold bars list. */
export function pagesRoutes(ctx: ContentContext): Hono {
  const app = new Hono();
  const columns = 'slug, title, seo_title, seo_description, blocks';
  const bySlug = ctx.db.prepare<[string], PageRow>(
    `SELECT ${columns} FROM cms_pages WHERE slug = ?`,
  );
  const all = ctx.db.prepare<[], PageRow>(`SELECT ${columns} FROM cms_pages ORDER BY slug`);

  // GET /pages?filter[slug]=about → { items: [page] }; an unknown slug is an empty list, not 404.
  app.get('/pages', (c) => {
    const slug = parseWith(pagesQuerySchema, c.req.query())['filter[slug]'];
    const rows = slug === undefined ? all.all() : (bySlug.all(slug) as PageRow[]);
    return c.json({ items: rows.map(toPage) });
  });

  const countBars = ctx.db.prepare<[], { n: number }>('SELECT count(*) AS n FROM gold_bars');
  const pageOfBars = ctx.db.prepare<[number, number], GoldBar>(
    `SELECT id, name, weight_g, purity, price, '/main/gold-bars/' || id || '/image.svg' AS image
    FROM gold_bars ORDER BY sort, id LIMIT ? OFFSET ?`,
  );
  const barById = ctx.db.prepare<[number], { weight_g: number; purity: string }>(
    'SELECT weight_g, purity FROM gold_bars WHERE id = ?',
  );

  app.get('/gold-bars', (c) => {
    const { page, per_page } = parseWith(goldBarsQuerySchema, c.req.query());
    const total = countBars.get()?.n ?? 0;
    return c.json({
      items: pageOfBars.all(per_page, (page - 1) * per_page),
      pagination: {
        total,
        per_page,
        page,
        last_page: Math.max(1, Math.ceil(total / per_page)),
      },
    });
  });

  // The picture of a bar, drawn from its weight and purity (the media folder holds product art only).
  app.get('/gold-bars/:id/image.svg', (c) => {
    const bar = barById.get(Number(c.req.param('id')));
    if (!bar) throw notFound('Слиток не найден');
    return c.body(renderGoldBar(bar.weight_g, bar.purity), 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    });
  });

  return app;
}
