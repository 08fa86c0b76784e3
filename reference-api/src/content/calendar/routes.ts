import { Hono } from 'hono';

import { notFound } from '../../http/errors';
import type { ContentContext } from '../context';

import { calendarDays, type CalendarOfferRow } from './calendar-days';

export type CalendarOptions = {
  /** The clock that decides which days are open; tests inject a fixed one. */
  now?: () => Date;
};

type SettingsRow = { title: string; days_before_today: number };

/**
 * Main API calendar endpoint: GET /calendar. The days are made at request time from the seeded
 * offers, so the window follows the current date; which days are open is decided here, by this
 * server's clock in Moscow time, never by the client.
 */
export function calendarRoutes(ctx: ContentContext, options: CalendarOptions = {}): Hono {
  const now = options.now ?? (() => new Date());
  const app = new Hono();

  app.get('/calendar', (c) => {
    const settings = ctx.db
      .prepare<[], SettingsRow>(
        'SELECT title, days_before_today FROM calendar_settings WHERE id = 1',
      )
      .get();
    if (!settings) throw notFound('Календарь не найден', 'calendar_not_found');
    const offers = ctx.db
      .prepare<[], CalendarOfferRow>(
        'SELECT position, title, text, promo_code, href FROM calendar_offers ORDER BY position',
      )
      .all();
    c.header('Cache-Control', 'no-store');
    return c.json({
      title: settings.title,
      days: calendarDays(offers, settings.days_before_today, now()),
    });
  });

  return app;
}
