import type { CalendarDay } from '../../../../lib/platform/api/contracts/calendar';

export type CalendarOfferRow = {
  position: number;
  title: string;
  text: string;
  promo_code: string | null;
  href: string | null;
};

/** Moscow has kept UTC+3 all year since 2014, so a Moscow midnight is always at this offset. */
const MOSCOW_OFFSET = '+03:00';
const DAY_MS = 86_400_000;

const moscowDateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Moscow',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date in Moscow at `now`, YYYY-MM-DD (whatever the server's own time zone). */
export function moscowDate(now: Date): string {
  return moscowDateFormat.format(now);
}

/** `date` (YYYY-MM-DD) moved by whole days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 00:00 Moscow time of `date`. */
export function opensAt(date: string): string {
  return `${date}T00:00:00${MOSCOW_OFFSET}`;
}

/**
 * The days of the calendar window at `now`: the window starts `daysBeforeToday` days before today
 * in Moscow and has one day per offer. A day is open from 00:00 Moscow time of its date; a locked
 * day carries no offer, so its content cannot be read before it opens.
 */
export function calendarDays(
  offers: readonly CalendarOfferRow[],
  daysBeforeToday: number,
  now: Date,
): CalendarDay[] {
  const first = addDays(moscowDate(now), -daysBeforeToday);
  return [...offers]
    .sort((a, b) => a.position - b.position)
    .map((offer, index) => {
      const date = addDays(first, index);
      const opens = opensAt(date);
      const isOpen = now.getTime() >= Date.parse(opens);
      const day: CalendarDay = { date, opens_at: opens, is_open: isOpen };
      if (!isOpen) return day;
      return {
        ...day,
        offer: {
          title: offer.title,
          text: offer.text,
          ...(offer.promo_code ? { promo_code: offer.promo_code } : {}),
          ...(offer.href ? { href: offer.href } : {}),
        },
      };
    });
}
