import { MOSCOW_TZ } from '@/lib/shop/format/moscow-time';

const FORMAT = new Intl.DateTimeFormat('ru-RU', {
  timeZone: MOSCOW_TZ,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** A publication date in Russian, Moscow time: «12 ноября 2026» (without the trailing «г.»). */
export function formatBlogDate(iso: string): string {
  return FORMAT.format(new Date(iso)).replace(/\s*г\.$/, '');
}

/** «5 мин чтения». */
export function readingTime(minutes: number): string {
  return `${minutes} мин чтения`;
}
