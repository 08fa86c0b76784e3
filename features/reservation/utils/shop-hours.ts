import { SHOP_DAYS, type Shop } from '@/lib/platform/api/contracts/shops';

const SHORT = ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'];

type ShopHours = Pick<Shop, 'work_times' | 'isWorkSaturday' | 'isWorkSunday'>;

/*
 * The shops page's hours table (features/shops/utils/week-schedule.ts) as one line. A feature may
 * not import another, and the list here needs only the line, so the few rules are repeated.
 */
function hoursOn(shop: ShopHours, day: number): string | null {
  if ((day === 6 && !shop.isWorkSaturday) || (day === 7 && !shop.isWorkSunday)) return null;
  const entry = shop.work_times.find((time) => time.day === day);
  return entry && entry.start_time < entry.end_time
    ? `${entry.start_time}–${entry.end_time}`
    : null;
}

function daysText(first: number, last: number): string {
  if (first === 1 && last === 7) return 'Ежедневно';
  const from = SHORT[first - 1] ?? '';
  if (first === last) return from;
  return `${from}${last === first + 1 ? ', ' : '–'}${SHORT[last - 1] ?? ''}`;
}

/** «Пн–Пт 10:00–22:00, Сб, Вс 11:00–21:00»: consecutive days with the same hours merged. */
export function shopHoursLine(shop: ShopHours): string {
  const runs: { first: number; last: number; hours: string | null }[] = [];
  for (const day of SHOP_DAYS) {
    const hours = hoursOn(shop, day);
    const run = runs.at(-1);
    if (run && run.hours === hours) run.last = day;
    else runs.push({ first: day, last: day, hours });
  }
  return runs
    .map((run) => `${daysText(run.first, run.last)} ${run.hours ?? 'выходной'}`)
    .join(', ');
}
