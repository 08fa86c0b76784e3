import type { Db } from '../../db/open-db';

import { addDays, moscowDate, opensAt } from './calendar-days';

/**
 * When a gift-calendar promo code becomes usable: 00:00 Moscow time of the day that carries it in
 * the calendar window at `now` (the earliest day, if several carry it), as an ISO instant. `null`
 * when the code is not a calendar code. The cart refuses a calendar code before this instant, so a
 * code guessed from a locked day works no earlier than the calendar shows it.
 */
export function calendarCodeOpensAt(db: Db, code: string, now: Date): string | null {
  const row = db
    .prepare<[string], { position: number | null; days_before_today: number | null }>(
      `SELECT min(o.position) AS position, s.days_before_today
      FROM calendar_offers o LEFT JOIN calendar_settings s ON s.id = 1
      WHERE upper(trim(o.promo_code)) = ?`,
    )
    .get(code.trim().toUpperCase());
  if (row?.position === null || row?.position === undefined) return null;
  const first = addDays(moscowDate(now), -(row.days_before_today ?? 0));
  return new Date(Date.parse(opensAt(addDays(first, row.position)))).toISOString();
}
