export const MOSCOW_TZ = 'Europe/Moscow';

/** The calendar year in Moscow at `now` (the footer year; spec 2.4). */
export function moscowYear(now: Date = new Date()): number {
  const year = new Intl.DateTimeFormat('ru-RU', { timeZone: MOSCOW_TZ, year: 'numeric' }).format(
    now,
  );
  return Number(year);
}

/** dd.MM.yyyy in Moscow time. */
export function formatMoscowDate(date: Date): string {
  return new Intl.DateTimeFormat('ru-RU', {
    timeZone: MOSCOW_TZ,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(date);
}
