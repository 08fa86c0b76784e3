import type { Hono } from 'hono';

import { hostileContentRoutes } from '../testing/hostile-content';

import { blogRoutes } from './blog/routes';
import { calendarRoutes } from './calendar/routes';
import type { ContentContext } from './context';
import { liveCatalogRoutes } from './live/catalog-routes';
import { liveRoutes } from './live/routes';
import { skuListRoutes } from './pages/catalog-routes';
import { pagesRoutes } from './pages/routes';
import { rulesRoutes } from './rules/routes';
import { shopsRoutes } from './shops/routes';
import { subscriptionsRoutes } from './subscriptions/routes';
import { surveysRoutes } from './surveys/routes';
import { vacanciesRoutes } from './vacancies/routes';

/** Mounts the content endpoints: main API under /main, live products under /catalog. */
export function mountContentRoutes(app: Hono, ctx: ContentContext): void {
  for (const routes of [
    blogRoutes,
    shopsRoutes,
    vacanciesRoutes,
    liveRoutes,
    surveysRoutes,
    pagesRoutes,
    rulesRoutes,
    calendarRoutes,
    subscriptionsRoutes,
  ]) {
    app.route('/main', routes(ctx));
  }
  app.route('/catalog', liveCatalogRoutes(ctx));
  app.route('/catalog', skuListRoutes(ctx));
  // e2e hooks (404 unless REFERENCE_API_TEST_HOOKS=1): hostile content for e2e/xss.spec.ts
  app.route(
    '/__test',
    hostileContentRoutes(ctx.db, { onCatalogChange: () => ctx.catalog.lister.reload() }),
  );
}
