import type { Db } from '../../db/open-db';

import { CALENDAR_OFFERS, CALENDAR_TITLE, DAYS_BEFORE_TODAY } from './offers';

/**
 * Demo calendar content; idempotent (does nothing when the content is already there). The offers'
 * promo codes are added to the cart's promo codes, so a code copied from the calendar works.
 */
export function seedCalendar(db: Db): void {
  const seeded = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM calendar_offers').get();
  if ((seeded?.n ?? 0) > 0) return;
  db.transaction(() => {
    db.prepare(
      'INSERT OR IGNORE INTO calendar_settings (id, title, days_before_today) VALUES (1, ?, ?)',
    ).run(CALENDAR_TITLE, DAYS_BEFORE_TODAY);
    const offer = db.prepare(
      'INSERT INTO calendar_offers (position, title, text, promo_code, href) VALUES (?, ?, ?, ?, ?)',
    );
    const promo = db.prepare(
      `INSERT OR IGNORE INTO promocodes (code, kind, value, min_total, starts_at, ends_at, only_undiscounted, active)
       VALUES (?, ?, ?, ?, NULL, NULL, 1, 1)`,
    );
    CALENDAR_OFFERS.forEach((item, position) => {
      offer.run(position, item.title, item.text, item.promo?.code ?? null, item.href ?? null);
      if (item.promo) {
        promo.run(item.promo.code, item.promo.kind, item.promo.value, item.promo.minTotal ?? 0);
      }
    });
  })();
}
