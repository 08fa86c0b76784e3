import { MOSCOW_TZ } from '@/lib/shop/format/moscow-time';

const dateKeyFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: MOSCOW_TZ,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const dayMonthFormat = new Intl.DateTimeFormat('ru-RU', {
  timeZone: MOSCOW_TZ,
  day: 'numeric',
  month: 'long',
});
const weekdayFormat = new Intl.DateTimeFormat('ru-RU', { timeZone: MOSCOW_TZ, weekday: 'short' });

/** Noon in Moscow of a calendar date: far from midnight, so formatting never slips a day. */
function moscowNoon(date: string): Date {
  return new Date(`${date}T12:00:00+03:00`);
}

/** Today's date in Moscow, YYYY-MM-DD, whatever the server's own time zone. */
export function moscowDateKey(now: Date): string {
  return dateKeyFormat.format(now);
}

/** `2026-12-02` → «2 декабря». */
export function formatDayMonth(date: string): string {
  return dayMonthFormat.format(moscowNoon(date));
}

/** `2026-12-02` → «ср». */
export function formatWeekday(date: string): string {
  return weekdayFormat.format(moscowNoon(date));
}

/** `2026-12-02` → 2. */
export function dayOfMonth(date: string): number {
  return Number(date.slice(8, 10));
}
