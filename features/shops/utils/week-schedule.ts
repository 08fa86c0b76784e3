import { SHOP_DAYS } from '@/lib/platform/api/contracts/shops';

import { hoursOn, type ShopHours } from './open-state';

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
