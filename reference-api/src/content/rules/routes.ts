import { Hono } from 'hono';

import type { FaqItem, Rule, RuleSummary } from '../../../../lib/platform/api/contracts/rules';
import { notFound } from '../../http/errors';
import type { ContentContext } from '../context';

/** A rule is asked for by its numeric id or by its slug (both appear in the store's links). */
function findRule(ctx: ContentContext, idOrSlug: string): Rule | undefined {
  const byId = /^\d+$/.test(idOrSlug);
  return ctx.db
    .prepare<[string | number], Rule>(
      `SELECT id, slug, title, html, updated_at FROM rules WHERE ${byId ? 'id' : 'slug'} = ?`,
    )
    .get(byId ? Number(idOrSlug) : idOrSlug);
}

/** Main API rules endpoints (spec 7): GET /rule, GET /rule/{id or slug}, and the FAQ. */
export function rulesRoutes(ctx: ContentContext): Hono {
  const app = new Hono();

  app.get('/rule', (c) => {
    const items = ctx.db
      .prepare<[], RuleSummary>('SELECT id, slug, title, updated_at FROM rules ORDER BY sort, id')
      .all();
    return c.json({ items });
  });

  app.get('/rule/:id', (c) => {
    const rule = findRule(ctx, c.req.param('id'));
    if (!rule) throw notFound('Документ не найден', 'rule_not_found');
    return c.json(rule);
  });

  app.get('/faq', (c) => {
    const items = ctx.db
      .prepare<[], FaqItem>('SELECT id, section, question, answer FROM faq_items ORDER BY sort, id')
      .all();
    return c.json({ items });
  });

  return app;
}
