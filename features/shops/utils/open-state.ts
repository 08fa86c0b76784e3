import { hoursOn, type ShopHours } from '@/lib/shop/shop-hours';

/** Moscow has kept UTC+3 all year since 2014: no DST, so a fixed offset, whatever the host's TZ. */
const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000;

/** ISO weekday (1 Monday … 7 Sunday) and minutes since midnight, in Moscow. */
export type MoscowClock = { day: number; minutes: number };

export function moscowClock(now: Date): MoscowClock {
  const shifted = new Date(now.getTime() + MOSCOW_OFFSET_MS);
  const weekday = shifted.getUTCDay();
  return {
    day: weekday === 0 ? 7 : weekday,
    minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
}

/** The next opening: in how many days (0 today, 1 tomorrow …), which weekday, at what time. */
export type NextOpening = { inDays: number; day: number; opens: string };

export type OpenState =
  { open: true; closes: string } | { open: false; dayOff: boolean; next: NextOpening | null };

/**
 * Open or closed at `now` in Moscow time. Opening time counts as open, closing time as closed.
 */
export function openState(shop: ShopHours, now: Date): OpenState {
  const { day, minutes } = moscowClock(now);
  const today = hoursOn(shop, day);
  if (today && minutes >= today.start && minutes < today.end) {
    return { open: true, closes: today.closes };
  }
  if (today && minutes < today.start) {
    return { open: false, dayOff: false, next: { inDays: 0, day, opens: today.opens } };
  }
  for (let inDays = 1; inDays <= 7; inDays += 1) {
    const next = ((day - 1 + inDays) % 7) + 1;
    const hours = hoursOn(shop, next);
    if (hours)
      return { open: false, dayOff: !today, next: { inDays, day: next, opens: hours.opens } };
  }
  return { open: false, dayOff: !today, next: null };
}

const ON_DAY = [
  'в понедельник',
  'во вторник',
  'в среду',
  'в четверг',
  'в пятницу',
  'в субботу',
  'в воскресенье',
];

function whenText(next: NextOpening): string {
  if (next.inDays === 0) return `в ${next.opens}`;
  if (next.inDays === 1) return `завтра в ${next.opens}`;
  return `${ON_DAY[next.day - 1]} в ${next.opens}`;
}

/**
 * «Открыто до 22:00», «Закрыто, откроется в 10:00», «Закрыто, откроется завтра в 10:00»,
 * «Закрыто сегодня, откроется в понедельник в 10:00»; «Закрыто» for a shop with no hours.
 */
export function openStateText(state: OpenState): string {
  if (state.open) return `Открыто до ${state.closes}`;
  const closed = state.dayOff ? 'Закрыто сегодня' : 'Закрыто';
  return state.next ? `${closed}, откроется ${whenText(state.next)}` : closed;
}
