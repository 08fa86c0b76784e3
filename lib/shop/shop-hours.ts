import { SHOP_DAYS, type Shop } from '@/lib/platform/api/contracts/shops';

/** What the hours of a shop are read from. */
export type ShopHours = Pick<Shop, 'work_times' | 'isWorkSaturday' | 'isWorkSunday'>;

/** One day's hours: minutes since midnight for comparing, the times as the back end wrote them. */
export type DayHours = { start: number; end: number; opens: string; closes: string };

const MINUTES_PER_DAY = 24 * 60;

const toMinutes = (time: string): number => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/**
 * A shop's hours on an ISO weekday (1 Monday … 7 Sunday), or null for a day off: no work_times
 * entry, a Saturday or Sunday whose flag is off, or an entry that does not open before it closes.
 */
export function hoursOn(shop: ShopHours, day: number): DayHours | null {
  if ((day === 6 && !shop.isWorkSaturday) || (day === 7 && !shop.isWorkSunday)) return null;
  const entry = shop.work_times.find((time) => time.day === day);
  if (!entry) return null;
  const start = toMinutes(entry.start_time);
  const end = Math.min(toMinutes(entry.end_time), MINUTES_PER_DAY);
  if (end <= start) return null;
  return { start, end, opens: entry.start_time, closes: entry.end_time };
}

const SHORT = ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'];

/** One row of a shop's hours table: «Пн–Пт» · «10:00–22:00» (null hours: a day off). */
export type ScheduleRow = { days: string; hours: string | null };

const hoursText = (shop: ShopHours, day: number): string | null => {
  const hours = hoursOn(shop, day);
  return hours ? `${hours.opens}–${hours.closes}` : null;
};

const daysText = (first: number, last: number): string => {
  if (first === 1 && last === 7) return 'Ежедневно';
  const from = SHORT[first - 1] ?? '';
  if (first === last) return from;
  return `${from}${last === first + 1 ? ', ' : '–'}${SHORT[last - 1] ?? ''}`;
};

/** The week as rows, consecutive days with the same hours merged (Mon → Sun). */
export function weekSchedule(shop: ShopHours): ScheduleRow[] {
  const runs: { first: number; last: number; hours: string | null }[] = [];
  for (const day of SHOP_DAYS) {
    const hours = hoursText(shop, day);
    const run = runs.at(-1);
    if (run && run.hours === hours) run.last = day;
    else runs.push({ first: day, last: day, hours });
  }
  return runs.map((run) => ({ days: daysText(run.first, run.last), hours: run.hours }));
}

/** The same week as one line: «Пн–Пт 10:00–22:00, Сб, Вс 11:00–21:00». */
export function shopHoursLine(shop: ShopHours): string {
  return weekSchedule(shop)
    .map((row) => `${row.days} ${row.hours ?? 'выходной'}`)
    .join(', ');
}
