import { MOSCOW_TZ } from '@/lib/shop/format/moscow-time';

const dayFormat = new Intl.DateTimeFormat('ru-RU', {
  timeZone: MOSCOW_TZ,
  day: 'numeric',
  month: 'long',
});
const timeFormat = new Intl.DateTimeFormat('ru-RU', {
  timeZone: MOSCOW_TZ,
  hour: '2-digit',
  minute: '2-digit',
});
const dayKey = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: MOSCOW_TZ }).format(date);

/** «сегодня в 18:00», «завтра в 09:00» or «24 ноября в 09:00», Moscow time. */
export function formatShowStart(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const time = timeFormat.format(date);
  const tomorrow = new Date(now.getTime() + 86_400_000);
  if (dayKey(date) === dayKey(now)) return `сегодня в ${time}`;
  if (dayKey(date) === dayKey(tomorrow)) return `завтра в ${time}`;
  return `${dayFormat.format(date)} в ${time}`;
}

/** «09:00–13:00», Moscow time. */
export function formatShowRange(startsAt: string, endsAt: string): string {
  return `${timeFormat.format(new Date(startsAt))}–${timeFormat.format(new Date(endsAt))}`;
}
